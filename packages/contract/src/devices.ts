import { z } from 'zod';
import {
  DEVICE_CONDITIONS,
  DEVICE_LABELS,
  DEVICE_STATUSES,
  INVENTORY_TYPES,
  SHIPMENT_STATUSES,
  STOCK_MOVEMENT_TYPES,
} from '@toll/domain/devices';
import { OFFICE_LANGS } from '@toll/domain/languages';
import { exportQueryBaseSchema, listPageSchema, listQuerySchema } from './list-query';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/** Devices, the warehouse and deliveries (spec §2 obu-management, obu-deliveries, warehouse). */
const text = (max: number) => z.string().trim().min(1).max(max);
const deviceNumber = z.string().trim().toUpperCase().min(1).max(40);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const idParamSchema = z.object({ id: recordIdTextSchema });

export const deviceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  serialNumber: z.string(),
  vendor: z.string().nullable(),
  inventoryType: z.enum(INVENTORY_TYPES),
  warehouseId: z.number().int().nullable(),
  warehouseName: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  condition: z.enum(DEVICE_CONDITIONS),
  label: z.enum(DEVICE_LABELS),
  sim: z.string().nullable(),
  warrantyEnd: z.string().nullable(),
  destinationType: z.string().nullable(),
  version: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;

const DEVICE_SORTS = ['number', 'serialNumber', 'status', 'inventoryType', 'id'] as const;
const deviceFilters = {
  f_status: z.enum(DEVICE_STATUSES).optional(),
  f_inventoryType: z.enum(INVENTORY_TYPES).optional(),
  f_condition: z.enum(DEVICE_CONDITIONS).optional(),
  f_warehouseId: recordIdTextSchema.optional(),
};
export const deviceListQuerySchema = listQuerySchema(DEVICE_SORTS, 'number').extend(deviceFilters);
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;
/** Filters only: the total is exact (the stock counts); a text search counts up to a cap. */
export const DEVICE_SEARCH_COUNT_CAP = 10_000;
export const deviceListSchema = listPageSchema(deviceSchema).extend({
  /** The search matched more than `total` devices (counted up to DEVICE_SEARCH_COUNT_CAP). */
  totalCapped: z.boolean().optional(),
});
export const deviceExportQuerySchema = exportQueryBaseSchema.extend({
  sort: z.enum(DEVICE_SORTS).default('number'),
  ...deviceFilters,
});
export type DeviceExportQuery = z.infer<typeof deviceExportQuerySchema>;

export const deviceHistoryRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  condition: z.string(),
  warehouseId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  unitId: z.number().int().nullable(),
  deliveryId: z.number().int().nullable(),
  movementId: z.number().int().nullable(),
  userName: z.string().nullable(),
  note: z.string().nullable(),
});

export const attachmentSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  deviceNumber: z.string(),
  serialNumber: z.string(),
  inventoryType: z.enum(INVENTORY_TYPES),
  accountId: z.number().int(),
  unitId: z.number().int(),
  plate: z.string(),
  depositMinor: z.number().int(),
  currency: z.string(),
  attachedAt: z.string(),
  detachedAt: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const deviceDetailSchema = z.object({
  device: deviceSchema,
  history: z.array(deviceHistoryRowSchema),
  attachments: z.array(attachmentSchema),
});

export const deviceUpdateBodySchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
  condition: z.enum(DEVICE_CONDITIONS),
  sim: z.string().trim().max(40).nullable(),
  warrantyEnd: isoDate.nullable(),
  destinationType: z.enum(['CUSTOMER', 'POS', 'SERVICE', 'WAREHOUSE']).nullable(),
});

export const deviceUpdateResultSchema = deviceDetailSchema.extend({ message: z.string() });

export const availableQuerySchema = z.object({
  inventoryType: z.enum(INVENTORY_TYPES).optional(),
  q: z.string().trim().max(40).optional(),
  accountId: recordIdTextSchema.optional(),
});
export const availableDevicesSchema = z.array(deviceSchema);

// warehouse
export const warehouseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
});
export const warehouseListSchema = z.array(warehouseSchema);
export const warehouseCreateBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,20}$/),
  name: text(200),
  address: z.string().trim().max(300).nullable().default(null),
});

export const stockRowSchema = z.object({
  warehouseId: z.number().int().nullable(),
  warehouseName: z.string().nullable(),
  inventoryType: z.enum(INVENTORY_TYPES),
  condition: z.enum(DEVICE_CONDITIONS),
  status: z.enum(DEVICE_STATUSES),
  count: z.number().int(),
});
export const stockSummarySchema = z.array(stockRowSchema);
export const stockQuerySchema = z.object({ f_warehouseId: recordIdTextSchema.optional() });
export const stockExportQuerySchema = stockQuerySchema.extend({
  format: exportQueryBaseSchema.shape.format,
});

export const movementSchema = z.object({
  id: z.number().int(),
  movementType: z.enum(STOCK_MOVEMENT_TYPES),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  documentNumber: z.string(),
  documentDate: z.string(),
  vendor: z.string().nullable(),
  note: z.string().nullable(),
  deviceCount: z.number().int(),
  /** A hand-out's contract. */
  accountId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
const MOVEMENT_SORTS = ['id', 'documentDate'] as const;
export const movementListQuerySchema = listQuerySchema(MOVEMENT_SORTS, 'id').extend({
  f_movementType: z.enum(STOCK_MOVEMENT_TYPES).optional(),
  f_warehouseId: recordIdTextSchema.optional(),
});
export type MovementListQuery = z.infer<typeof movementListQuerySchema>;
export const movementListSchema = listPageSchema(movementSchema);

const documentFields = {
  warehouseId: recordIdSchema,
  documentNumber: text(60),
  documentDate: isoDate,
  note: z.string().trim().max(500).nullable().default(null),
};
/** A movement of devices already known (return, recycling, serviced, sale), by number. */
export const movementCreateBodySchema = z.object({
  ...documentFields,
  movementType: z.enum(['RETURN', 'RECYCLING', 'SERVICED', 'SALE']),
  condition: z.enum(DEVICE_CONDITIONS).optional(),
  deviceNumbers: z.array(deviceNumber).min(1).max(5000),
});
export const movementResultSchema = z.object({ message: z.string(), movement: movementSchema });
/** A vendor's delivery received: its CSV of serial numbers (columns serialNumber[, sim, warrantyEnd]). */
export const receiveBodySchema = z.object({
  ...documentFields,
  vendor: text(100),
  inventoryType: z.enum(INVENTORY_TYPES),
  csv: z.string().min(1).max(8_000_000),
});
export const receiveResultSchema = z.object({
  movement: movementSchema,
  received: z.number().int(),
  message: z.string(),
});

// deliveries
export const deliverySchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  clientName: z.string().nullable(),
  inventoryType: z.enum(INVENTORY_TYPES),
  quantity: z.number().int(),
  deliveryMethod: z.number().int(),
  status: z.enum(SHIPMENT_STATUSES),
  recipient: z.string(),
  countryCode: z.string(),
  /** No address on a hand-out at the desk (CREATED). */
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  street: z.string().nullable(),
  phone: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** A hand-out's stock movement (its document). */
  movementId: z.number().int().nullable(),
  requestedAt: z.string(),
  shippedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  deviceNumbers: z.array(z.string()),
  version: z.number().int(),
});
export type Delivery = z.infer<typeof deliverySchema>;
const DELIVERY_SORTS = ['id', 'requestedAt', 'status'] as const;
export const deliveryListQuerySchema = listQuerySchema(DELIVERY_SORTS, 'id').extend({
  f_status: z.enum(SHIPMENT_STATUSES).optional(),
  f_open: z.enum(['true', 'false']).optional(),
  f_accountId: recordIdTextSchema.optional(),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;
export const deliveryListSchema = listPageSchema(deliverySchema);

const addressFields = {
  inventoryType: z.enum(INVENTORY_TYPES),
  quantity: z.number().int().min(1).max(1000),
  deliveryMethod: z.union([z.literal(1), z.literal(2)]).default(2),
  recipient: text(200),
  countryCode: z.string().trim().toUpperCase().length(2).default('BG'),
  city: text(100),
  postalCode: text(12),
  street: text(200),
  phone: z.string().trim().max(30).nullable().default(null),
};
/**
 * POST /obu/deliveries (a clerk): the contract by its id or, as the clerk knows it, by its number
 * ("A10000005"); exactly one of the two.
 */
export const deliveryCreateBodySchema = z
  .object({
    accountId: recordIdSchema.optional(),
    accountNumber: z.string().trim().toUpperCase().min(1).max(20).optional(),
    ...addressFields,
  })
  .superRefine((body, ctx) => {
    if ((body.accountId === undefined) === (body.accountNumber === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['accountNumber'],
        params: { code: 'validation.required' },
      });
  });
export const selfCareDeliveryBodySchema = z.object({ accountId: recordIdSchema, ...addressFields });
export const shipBodySchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
  deviceNumbers: z.array(deviceNumber).min(1).max(1000),
  trackingNumber: z.string().trim().max(60).nullable().default(null),
});
export const deliveryVersionBodySchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
});
export const deliveryCloseBodySchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
  outcome: z.enum(['DELIVERED', 'LOST', 'STOLEN']).default('DELIVERED'),
});

// hand-outs at the desk
/** One handed-out device, onto one of the contract's vehicles or (none) into the customer's hands. */
export const handoutLineSchema = z.object({
  deviceNumber,
  accountUnitId: recordIdSchema.nullable().default(null),
});
export const handoutBodySchema = z.object({
  ...documentFields,
  accountId: recordIdSchema,
  inventoryType: z.enum(INVENTORY_TYPES),
  /** Who received the devices at the desk. */
  recipient: text(200),
  lines: z.array(handoutLineSchema).min(1).max(200),
});
export const handoutResultSchema = z.object({
  message: z.string(),
  movement: movementSchema,
  delivery: deliverySchema,
});
export const handoutContractQuerySchema = z.object({
  number: z.string().trim().toUpperCase().min(1).max(20),
});
/** A contract as the hand-out desk needs it: its vehicles that take a device, and what they carry. */
export const handoutContractSchema = z.object({
  accountId: z.number().int(),
  number: z.string(),
  clientName: z.string().nullable(),
  status: z.string(),
  vehicles: z.array(
    z.object({
      accountUnitId: z.number().int(),
      plate: z.string(),
      vehicleType: z.string(),
      deviceNumber: z.string().nullable(),
    }),
  ),
});
export type HandoutContract = z.infer<typeof handoutContractSchema>;
export const movementDocumentQuerySchema = z.object({ lang: z.enum(OFFICE_LANGS).optional() });

// attach and return
export const attachBodySchema = z.object({
  accountUnitId: recordIdSchema,
  deviceNumber,
});
export const attachResultSchema = z.object({ message: z.string(), attachment: attachmentSchema });
export const attachmentListSchema = z.array(attachmentSchema);

export const selfCareDevicesSchema = z.object({
  attachments: z.array(attachmentSchema),
  deliveries: z.array(deliverySchema),
});
export const shipResultSchema = z.object({ message: z.string(), delivery: deliverySchema });
