import { sql, type SQL } from 'drizzle-orm';
import {
  DEVICE_SEARCH_COUNT_CAP,
  type DeviceExportQuery,
  type DeviceListQuery,
} from '@toll/contract/devices';
import type {
  DeviceCondition,
  DeviceLabel,
  DeviceStatus,
  InventoryType,
} from '@toll/domain/devices';
import { deviceHistory } from '../../db/schema/devices';
import { queryRows, type Executor } from '../../platform/db/database';

/** Devices and their history: plain rows, no rules (the services hold them). */
export type DeviceRow = {
  id: number;
  number: string;
  serialNumber: string;
  vendor: string | null;
  inventoryType: InventoryType;
  warehouseId: number | null;
  warehouseName: string | null;
  status: DeviceStatus;
  condition: DeviceCondition;
  label: DeviceLabel;
  sim: string | null;
  warrantyEnd: string | null;
  destinationType: string | null;
  version: number;
};

const DEVICE_COLUMNS = sql`d.id, d.number, d.serial_number as "serialNumber", d.vendor,
  d.inventory_type as "inventoryType", d.warehouse_id as "warehouseId", w.name as "warehouseName",
  d.status, d.condition, d.label, d.sim, d.warranty_end::text as "warrantyEnd",
  d.destination_type as "destinationType", d.version`;
const DEVICE_FROM = sql`devices d left join warehouses w on w.id = d.warehouse_id`;

const SORT_COLUMNS: Record<DeviceListQuery['sort'], SQL> = {
  number: sql`d.number`,
  serialNumber: sql`d.serial_number`,
  status: sql`d.status`,
  inventoryType: sql`d.inventory_type`,
  id: sql`d.id`,
};

/** A LIKE pattern for a prefix, its wildcards escaped. */
export function prefixPattern(text: string): string {
  return `${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type DeviceFilter = Omit<DeviceListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

/**
 * The conditions of a list or export. Serial and number are in the "C" collation (migration 0033),
 * so a prefix (a whole serial included) is a range scan of each one's unique b-tree; the two
 * probes are unioned so the planner never walks the number index in order looking for a match.
 */
function deviceConditions(query: DeviceFilter): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const p = prefixPattern(query.q);
    where.push(sql`d.id in (select id from devices where serial_number like ${p}
      union all select id from devices where number like ${p})`);
  }
  if (query.f_status) where.push(sql`d.status = ${query.f_status}`);
  if (query.f_inventoryType) where.push(sql`d.inventory_type = ${query.f_inventoryType}`);
  if (query.f_condition) where.push(sql`d.condition = ${query.f_condition}`);
  if (query.f_warehouseId) where.push(sql`d.warehouse_id = ${query.f_warehouseId}`);
  return where;
}

const whereOf = (where: readonly SQL[]) =>
  where.length ? sql`where ${sql.join([...where], sql` and `)}` : sql``;

/**
 * How many devices match. Filters alone are the dimensions of `device_stock` (warehouse, type,
 * condition, status), so their count is an exact sum of a few dozen counters; a text search is
 * counted up to a cap (a prefix such as "OBU" may match most of the register).
 */
async function countDevices(db: Executor, query: DeviceFilter) {
  if (!query.q) {
    const where: SQL[] = [];
    if (query.f_status) where.push(sql`status = ${query.f_status}`);
    if (query.f_inventoryType) where.push(sql`inventory_type = ${query.f_inventoryType}`);
    if (query.f_condition) where.push(sql`condition = ${query.f_condition}`);
    if (query.f_warehouseId) where.push(sql`warehouse_key = ${query.f_warehouseId}`);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(count), 0)::int as n from device_stock ${whereOf(where)}`,
    );
    return { total: row!.n, capped: false };
  }
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from devices d
      ${whereOf(deviceConditions(query))} limit ${DEVICE_SEARCH_COUNT_CAP + 1}) m`,
  );
  const n = row!.n;
  return n > DEVICE_SEARCH_COUNT_CAP
    ? { total: DEVICE_SEARCH_COUNT_CAP, capped: true }
    : { total: n, capped: false };
}

export async function listDevices(db: Executor, query: DeviceListQuery) {
  const order = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const rows = await queryRows<DeviceRow>(
    db,
    sql`select ${DEVICE_COLUMNS} from ${DEVICE_FROM} ${whereOf(deviceConditions(query))}
      order by ${SORT_COLUMNS[query.sort]} ${order}, d.id ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { rows, ...(await countDevices(db, query)) };
}

/** The export's rows after `after` in the list's order (keyset on the sort column and the id). */
export async function exportDevicesChunk(
  db: Executor,
  query: DeviceExportQuery,
  after: DeviceRow | null,
  limit: number,
): Promise<DeviceRow[]> {
  const where = deviceConditions(query);
  const sort = SORT_COLUMNS[query.sort];
  const desc = query.order === 'desc';
  if (after) {
    const key = query.sort === 'id' ? after.id : after[query.sort];
    where.push(
      desc
        ? sql`(${sort}, d.id) < (${key}, ${after.id})`
        : sql`(${sort}, d.id) > (${key}, ${after.id})`,
    );
  }
  const order = sql.raw(desc ? 'desc' : 'asc');
  return queryRows<DeviceRow>(
    db,
    sql`select ${DEVICE_COLUMNS} from ${DEVICE_FROM} ${whereOf(where)}
      order by ${sort} ${order}, d.id ${order} limit ${limit}`,
  );
}

export async function findDevice(db: Executor, id: number, lock = false) {
  const [row] = await queryRows<DeviceRow>(
    db,
    sql`select ${DEVICE_COLUMNS} from ${DEVICE_FROM} where d.id = ${id}
      ${lock ? sql`for update of d` : sql``}`,
  );
  return row;
}

/** A device by its number or its serial number (what a clerk types), locked when asked. */
export async function findDeviceByNumber(db: Executor, number: string, lock = false) {
  const [row] = await queryRows<DeviceRow>(
    db,
    sql`select ${DEVICE_COLUMNS} from ${DEVICE_FROM}
      where d.id in (select id from devices where number = ${number}
        union all select id from devices where serial_number = ${number})
      order by d.id limit 1 ${lock ? sql`for update of d` : sql``}`,
  );
  return row;
}

export async function devicesByNumbers(db: Executor, numbers: readonly string[]) {
  return queryRows<DeviceRow>(
    db,
    sql`select ${DEVICE_COLUMNS} from ${DEVICE_FROM}
      where d.number = any(${sql.param([...numbers])}::text[])
         or d.serial_number = any(${sql.param([...numbers])}::text[])
      order by d.id for update of d`,
  );
}

export async function setDeviceState(
  db: Executor,
  ids: readonly number[],
  state: {
    status: DeviceStatus;
    warehouseId?: number | null;
    condition?: DeviceCondition;
    label?: DeviceLabel | null;
    now: Date;
  },
) {
  const sets: SQL[] = [sql`status = ${state.status}`, sql`updated_at = ${state.now}`];
  sets.push(sql`version = version + 1`);
  if (state.warehouseId !== undefined) sets.push(sql`warehouse_id = ${state.warehouseId}`);
  if (state.condition) sets.push(sql`condition = ${state.condition}`);
  if (state.label) sets.push(sql`label = ${state.label}`);
  await db.execute(
    sql`update devices set ${sql.join(sets, sql`, `)} where id = any(${sql.param([...ids])}::int[])`,
  );
}

export async function updateDeviceDetails(
  db: Executor,
  id: number,
  version: number,
  fields: {
    condition: DeviceCondition;
    sim: string | null;
    warrantyEnd: string | null;
    destinationType: string | null;
  },
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update devices set condition = ${fields.condition}, sim = ${fields.sim},
      warranty_end = ${fields.warrantyEnd}, destination_type = ${fields.destinationType},
      version = version + 1, updated_at = ${now}
      where id = ${id} and version = ${version} returning id`,
  );
  return rows.length === 1;
}

export type HistoryInsert = typeof deviceHistory.$inferInsert;

export async function insertHistory(db: Executor, rows: readonly HistoryInsert[]) {
  if (rows.length > 0) await db.insert(deviceHistory).values([...rows]);
}

export async function historyOf(db: Executor, deviceId: number) {
  return queryRows<{
    id: number;
    at: Date;
    action: string;
    fromStatus: string | null;
    toStatus: string;
    condition: string;
    warehouseId: number | null;
    accountId: number | null;
    unitId: number | null;
    deliveryId: number | null;
    movementId: number | null;
    userName: string | null;
    note: string | null;
  }>(
    db,
    sql`select h.id::int as id, h.at, h.action, h.from_status as "fromStatus",
      h.to_status as "toStatus", h.condition, h.warehouse_id as "warehouseId",
      h.account_id as "accountId", h.unit_id as "unitId", h.delivery_id as "deliveryId",
      h.movement_id as "movementId", u.username as "userName", h.note
      from device_history h left join users u on u.id = h.user_id
      where h.device_id = ${deviceId} order by h.id`,
  );
}

/** Devices in stock a clerk may attach or ship: by type, by number or serial prefix. */
export async function availableDevices(
  db: Executor,
  filter: { inventoryType?: InventoryType; q?: string; deliveredTo?: number },
) {
  const where: SQL[] = [sql`d.status in ('AVAILABLE', 'IN_TRANSIT')`];
  if (filter.inventoryType) where.push(sql`d.inventory_type = ${filter.inventoryType}`);
  if (filter.q) {
    const p = prefixPattern(filter.q);
    where.push(sql`(d.number like ${p} or d.serial_number like ${p})`);
  }
  return queryRows<DeviceRow>(
    db,
    sql`select ${DEVICE_COLUMNS} from ${DEVICE_FROM} where ${sql.join(where, sql` and `)}
      order by d.number limit 50`,
  );
}

/** A timestamp of a raw row as ISO text (node-postgres gives a Date, PGlite raw rows may give text). */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}
