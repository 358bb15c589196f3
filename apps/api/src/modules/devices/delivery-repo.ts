import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryListQuery } from '@toll/contract/devices';
import type { InventoryType, ShipmentStatus } from '@toll/domain/devices';
import { deviceAttachments, deviceDeliveries } from '../../db/schema/devices';
import { queryRows, type Executor } from '../../platform/db/database';

/** Deliveries and attachments: plain rows. */
export type DeliveryRow = {
  id: number;
  accountId: number;
  accountNumber: string;
  clientName: string | null;
  inventoryType: InventoryType;
  quantity: number;
  deliveryMethod: number;
  status: ShipmentStatus;
  recipient: string;
  countryCode: string;
  city: string | null;
  postalCode: string | null;
  street: string | null;
  phone: string | null;
  trackingNumber: string | null;
  movementId: number | null;
  requestedAt: Date;
  shippedAt: Date | null;
  closedAt: Date | null;
  deviceNumbers: string[];
  version: number;
};

const DELIVERY_COLUMNS = sql`x.id, x.account_id as "accountId", a.number as "accountNumber",
  coalesce(c.company_name, nullif(concat_ws(' ', c.first_name, c.last_name), '')) as "clientName",
  x.inventory_type as "inventoryType", x.quantity, x.delivery_method as "deliveryMethod", x.status,
  x.recipient, x.country_code as "countryCode", x.city, x.postal_code as "postalCode", x.street,
  x.phone, x.tracking_number as "trackingNumber", x.requested_at as "requestedAt",
  x.shipped_at as "shippedAt", x.closed_at as "closedAt", x.version,
  x.movement_id as "movementId",
  coalesce((select array_agg(d.number order by d.number) from device_delivery_items i
    join devices d on d.id = i.device_id where i.delivery_id = x.id), '{}') as "deviceNumbers"`;
const DELIVERY_FROM = sql`device_deliveries x join accounts a on a.id = x.account_id
  join clients c on c.partner_id = a.client_id`;

export async function listDeliveries(db: Executor, query: DeliveryListQuery) {
  const where: SQL[] = [];
  if (query.f_status) where.push(sql`x.status = ${query.f_status}`);
  if (query.f_open === 'true') where.push(sql`x.status in ('REQUESTED', 'SHIPPED')`);
  if (query.f_open === 'false') where.push(sql`x.status not in ('REQUESTED', 'SHIPPED')`);
  if (query.f_accountId) where.push(sql`x.account_id = ${query.f_accountId}`);
  if (query.q) where.push(sql`a.number = ${query.q.toUpperCase()}`);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const order = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const sort =
    query.sort === 'status' ? sql`x.status` : query.sort === 'requestedAt' ? sql`x.requested_at` : sql`x.id`; // prettier-ignore
  const rows = await queryRows<DeliveryRow & { total: number }>(
    db,
    sql`select ${DELIVERY_COLUMNS}, count(*) over ()::int as total from ${DELIVERY_FROM} ${filter}
      order by ${sort} ${order}, x.id ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function findDelivery(db: Executor, id: number, lock = false) {
  const [row] = await queryRows<DeliveryRow>(
    db,
    sql`select ${DELIVERY_COLUMNS} from ${DELIVERY_FROM} where x.id = ${id}
      ${lock ? sql`for update of x` : sql``}`,
  );
  return row;
}

export async function deliveriesOfAccounts(db: Executor, accountIds: readonly number[]) {
  return queryRows<DeliveryRow>(
    db,
    sql`select ${DELIVERY_COLUMNS} from ${DELIVERY_FROM}
      where x.account_id = any(${sql.param([...accountIds])}::int[]) order by x.id desc`,
  );
}

export async function insertDelivery(db: Executor, row: typeof deviceDeliveries.$inferInsert) {
  const [created] = await db
    .insert(deviceDeliveries)
    .values(row)
    .returning({ id: deviceDeliveries.id });
  return created!.id;
}

export async function updateDeliveryStatus(
  db: Executor,
  id: number,
  version: number,
  fields: {
    status: ShipmentStatus;
    shippedAt?: Date;
    closedAt?: Date;
    trackingNumber?: string | null;
  },
): Promise<boolean> {
  const sets: SQL[] = [sql`status = ${fields.status}`, sql`version = version + 1`];
  if (fields.shippedAt) sets.push(sql`shipped_at = ${fields.shippedAt}`);
  if (fields.closedAt) sets.push(sql`closed_at = ${fields.closedAt}`);
  if (fields.trackingNumber !== undefined)
    sets.push(sql`tracking_number = ${fields.trackingNumber}`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update device_deliveries set ${sql.join(sets, sql`, `)}
      where id = ${id} and version = ${version} returning id`,
  );
  return rows.length === 1;
}

export async function linkDeliveryDevices(
  db: Executor,
  deliveryId: number,
  deviceIds: readonly number[],
) {
  await db.execute(
    sql`insert into device_delivery_items (delivery_id, device_id)
      select ${deliveryId}, unnest(${sql.param([...deviceIds])}::int[])`,
  );
}

export async function deliveryDeviceIds(db: Executor, deliveryId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select device_id as id from device_delivery_items where delivery_id = ${deliveryId}`,
  );
  return rows.map((r) => r.id);
}

/** Devices of a type already on open orders of a contract. */
export async function openOrderQuantity(db: Executor, accountId: number, type: InventoryType) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(quantity), 0)::int as n from device_deliveries
      where account_id = ${accountId} and inventory_type = ${type}
        and status in ('REQUESTED', 'SHIPPED')`,
  );
  return row!.n;
}

/** The contract's active vehicles, by vehicle type (to count those taking a device). */
export async function activeVehicleTypes(db: Executor, accountId: number) {
  return queryRows<{ vehicleType: string; n: number }>(
    db,
    sql`select vehicle_type as "vehicleType", count(*)::int as n from account_units
      where account_id = ${accountId} and status = 'ACTIVE' group by vehicle_type`,
  );
}

export type AttachmentRow = {
  id: number;
  deviceId: number;
  deviceNumber: string;
  serialNumber: string;
  inventoryType: InventoryType;
  accountId: number;
  unitId: number;
  plate: string;
  depositMinor: number;
  currency: string;
  attachedAt: Date;
  detachedAt: Date | null;
};

const ATTACHMENT_SELECT = sql`select t.id, t.device_id as "deviceId", d.number as "deviceNumber",
  d.serial_number as "serialNumber", d.inventory_type as "inventoryType",
  t.account_id as "accountId", t.unit_id as "unitId", u.plate,
  t.deposit_minor::int as "depositMinor", t.currency, t.attached_at as "attachedAt",
  t.detached_at as "detachedAt"
  from device_attachments t join devices d on d.id = t.device_id
  join account_units u on u.id = t.unit_id`;

async function attachmentsWhere(db: Executor, where: SQL) {
  return queryRows<AttachmentRow>(db, sql`${ATTACHMENT_SELECT} where ${where} order by t.id desc`);
}

/** One attachment with its device and vehicle, or undefined. */
export async function attachmentById(db: Executor, id: number) {
  const [row] = await attachmentsWhere(db, sql`t.id = ${id}`);
  return row;
}

/** The attachments of these contracts (current and past), newest first. */
export function attachmentsOfAccounts(db: Executor, accountIds: readonly number[]) {
  return attachmentsWhere(db, sql`t.account_id = any(${sql.param(accountIds)}::int[])`);
}

/** A device's attachments (current and past), newest first. */
export function attachmentsOfDevice(db: Executor, deviceId: number) {
  return attachmentsWhere(db, sql`t.device_id = ${deviceId}`);
}

export async function insertAttachment(db: Executor, row: typeof deviceAttachments.$inferInsert) {
  const [created] = await db
    .insert(deviceAttachments)
    .values(row)
    .returning({ id: deviceAttachments.id });
  return created!.id;
}

export async function lockAttachment(db: Executor, id: number) {
  const [row] = await queryRows<{
    id: number;
    deviceId: number;
    accountId: number;
    unitId: number;
    detachedAt: Date | null;
  }>(
    db,
    sql`select id, device_id as "deviceId", account_id as "accountId", unit_id as "unitId",
      detached_at as "detachedAt" from device_attachments where id = ${id} for update`,
  );
  return row;
}

export async function markReturned(db: Executor, id: number, at: Date, by: number | null) {
  await db.execute(
    sql`update device_attachments set detached_at = ${at}, detached_by = ${by} where id = ${id}`,
  );
}

/** A contract's vehicle, locked (the accounts module owns the table; this reads what attaching needs). */
export async function lockUnit(db: Executor, id: number) {
  const [row] = await queryRows<{
    id: number;
    accountId: number;
    status: string;
    plate: string;
    vehicleType: string;
  }>(
    db,
    sql`select id, account_id as "accountId", status, plate, vehicle_type as "vehicleType"
      from account_units where id = ${id} for update`,
  );
  return row;
}

/** The contracts of a customer (C-…), by the client's partner row. */
export async function accountIdsOfCustomer(db: Executor, customerId: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a join partners p on p.id = a.client_id
      where p.customer_id = ${customerId} order by a.id`,
  );
  return rows.map((r) => r.id);
}

/** A contract's id by its number ("A10000005"), or undefined. */
export async function accountIdByNumber(db: Executor, number: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from accounts where number = ${number}`,
  );
  return row?.id;
}

export async function lockAccount(db: Executor, id: number) {
  const [row] = await queryRows<{ id: number; status: string }>(
    db,
    sql`select id, status from accounts where id = ${id} for update`,
  );
  return row;
}

/** Whether a partner (a toll customer) has a tracker attached to one of its vehicles now. */
export async function partnerHasTracker(db: Executor, partnerId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from device_attachments t join accounts a on a.id = t.account_id
      join devices d on d.id = t.device_id
      where a.client_id = ${partnerId} and t.detached_at is null and d.inventory_type = 'TRACKER'
      limit 1`,
  );
  return rows.length > 0;
}
