import {
  bigint,
  bigserial,
  char,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  DeviceCondition,
  DeviceLabel,
  DeviceStatus,
  InventoryType,
  ShipmentStatus,
  StockMovementType,
} from '@toll/domain/devices';
import { accountUnits, accounts } from './customers';
import { users } from './identity';

/**
 * Devices, the warehouse and deliveries (spec §3 OBU and delivery). Migrations 0019 and 0033 hold the
 * constraints and triggers written by hand: the status table (`devices_guard`, as
 * packages/domain/src/devices.ts), the shipment table, one active attachment per device and per
 * vehicle (partial unique indexes) and a return written once.
 */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const devices = pgTable('devices', {
  id: serial('id').primaryKey(),
  number: text('number').notNull(),
  serialNumber: text('serial_number').notNull(),
  vendor: text('vendor'),
  inventoryType: text('inventory_type').$type<InventoryType>().notNull(),
  warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
  status: text('status').$type<DeviceStatus>().notNull().default('AVAILABLE'),
  condition: text('condition').$type<DeviceCondition>().notNull().default('NOT_CHECKED'),
  label: text('label').$type<DeviceLabel>().notNull().default('NEW'),
  sim: text('sim'),
  warrantyEnd: date('warranty_end'),
  destinationType: text('destination_type'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stock counts kept by the devices table's statement triggers (read only here). */
export const deviceStock = pgTable(
  'device_stock',
  {
    warehouseKey: integer('warehouse_key').notNull(),
    inventoryType: text('inventory_type').notNull(),
    condition: text('condition').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.warehouseKey, t.inventoryType, t.condition, t.status],
      name: 'device_stock_pk',
    }),
  ],
);

export const stockMovements = pgTable('stock_movements', {
  id: serial('id').primaryKey(),
  movementType: text('movement_type').$type<StockMovementType>().notNull(),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'restrict' }),
  documentNumber: text('document_number').notNull(),
  documentDate: date('document_date').notNull(),
  vendor: text('vendor'),
  note: text('note'),
  deviceCount: integer('device_count').notNull(),
  /** A hand-out's contract (migration 0033; only a HANDOUT has one). */
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stockMovementDevices = pgTable(
  'stock_movement_devices',
  {
    movementId: integer('movement_id')
      .notNull()
      .references(() => stockMovements.id, { onDelete: 'restrict' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.movementId, t.deviceId], name: 'stock_movement_devices_pk' })],
);

export const deviceDeliveries = pgTable('device_deliveries', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  inventoryType: text('inventory_type').$type<InventoryType>().notNull(),
  quantity: integer('quantity').notNull(),
  deliveryMethod: smallint('delivery_method').notNull().default(2),
  status: text('status').$type<ShipmentStatus>().notNull().default('REQUESTED'),
  recipient: text('recipient').notNull(),
  countryCode: char('country_code', { length: 2 }).notNull().default('BG'),
  /** No address on a hand-out at the desk (CREATED; migration 0033). */
  city: text('city'),
  postalCode: text('postal_code'),
  street: text('street'),
  phone: text('phone'),
  trackingNumber: text('tracking_number'),
  /** A hand-out's stock movement (only CREATED has one). */
  movementId: integer('movement_id').references(() => stockMovements.id, { onDelete: 'restrict' }),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});

export const deviceDeliveryItems = pgTable(
  'device_delivery_items',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deviceDeliveries.id, { onDelete: 'restrict' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.deviceId], name: 'device_delivery_items_pk' })],
);

export const deviceAttachments = pgTable('device_attachments', {
  id: serial('id').primaryKey(),
  deviceId: integer('device_id')
    .notNull()
    .references(() => devices.id, { onDelete: 'restrict' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  unitId: integer('unit_id')
    .notNull()
    .references(() => accountUnits.id, { onDelete: 'restrict' }),
  depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  attachedAt: timestamp('attached_at', { withTimezone: true }).notNull(),
  attachedBy: integer('attached_by').references(() => users.id, { onDelete: 'set null' }),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
  detachedBy: integer('detached_by').references(() => users.id, { onDelete: 'set null' }),
});

export const deviceHistory = pgTable('device_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deviceId: integer('device_id')
    .notNull()
    .references(() => devices.id, { onDelete: 'restrict' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  condition: text('condition').notNull(),
  warehouseId: integer('warehouse_id'),
  accountId: integer('account_id'),
  unitId: integer('unit_id'),
  deliveryId: integer('delivery_id'),
  movementId: integer('movement_id'),
  userId: integer('user_id'),
  note: text('note'),
});
