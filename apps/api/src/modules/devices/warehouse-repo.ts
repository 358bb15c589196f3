import { sql, type SQL } from 'drizzle-orm';
import type { MovementListQuery } from '@toll/contract/devices';
import type {
  DeviceCondition,
  DeviceStatus,
  InventoryType,
  StockMovementType,
} from '@toll/domain/devices';
import { stockMovements, warehouses } from '../../db/schema/devices';
import { queryRows, type Executor } from '../../platform/db/database';

/** Warehouses, the stock summary and stock movements with their documents. */
export async function listWarehouses(db: Executor) {
  return queryRows<{ id: number; code: string; name: string; address: string | null }>(
    db,
    sql`select id, code, name, address from warehouses order by name, id`,
  );
}

export async function findWarehouse(db: Executor, id: number) {
  const rows = await listWarehousesWhere(db, sql`id = ${id}`);
  return rows[0];
}

async function listWarehousesWhere(db: Executor, where: SQL) {
  return queryRows<{ id: number; code: string; name: string; address: string | null }>(
    db,
    sql`select id, code, name, address from warehouses where ${where}`,
  );
}

export async function insertWarehouse(
  db: Executor,
  row: { code: string; name: string; address: string | null },
) {
  const [created] = await db.insert(warehouses).values(row).returning({
    id: warehouses.id,
    code: warehouses.code,
    name: warehouses.name,
    address: warehouses.address,
  });
  return created!;
}

/**
 * Devices counted by warehouse, type, condition and status: the `device_stock` counts that the
 * devices table's statement triggers keep (migration 0019), a few dozen rows whatever the stock.
 */
export type StockRow = {
  warehouseId: number | null;
  warehouseName: string | null;
  inventoryType: InventoryType;
  condition: DeviceCondition;
  status: DeviceStatus;
  count: number;
};

export async function stockSummary(db: Executor, warehouseId?: number) {
  return queryRows<StockRow>(
    db,
    sql`select nullif(s.warehouse_key, 0) as "warehouseId", w.name as "warehouseName",
      s.inventory_type as "inventoryType", s.condition, s.status, s.count
      from device_stock s left join warehouses w on w.id = s.warehouse_key
      where s.count > 0 ${warehouseId ? sql`and s.warehouse_key = ${warehouseId}` : sql``}
      order by w.name nulls last, s.inventory_type, s.condition, s.status`,
  );
}

export type MovementRow = {
  id: number;
  movementType: StockMovementType;
  warehouseId: number;
  warehouseName: string;
  documentNumber: string;
  documentDate: string;
  vendor: string | null;
  note: string | null;
  deviceCount: number;
  accountId: number | null;
  accountNumber: string | null;
  createdBy: string | null;
  createdAt: Date;
};

const MOVEMENT_COLUMNS = sql`m.id, m.movement_type as "movementType", m.warehouse_id as "warehouseId",
  w.name as "warehouseName", m.document_number as "documentNumber",
  m.document_date::text as "documentDate", m.vendor, m.note, m.device_count as "deviceCount",
  m.account_id as "accountId", a.number as "accountNumber",
  u.username as "createdBy", m.created_at as "createdAt"`;
const MOVEMENT_FROM = sql`stock_movements m join warehouses w on w.id = m.warehouse_id
  left join accounts a on a.id = m.account_id left join users u on u.id = m.created_by`;

export async function listMovements(db: Executor, query: MovementListQuery) {
  const where: SQL[] = [];
  if (query.f_movementType) where.push(sql`m.movement_type = ${query.f_movementType}`);
  if (query.f_warehouseId) where.push(sql`m.warehouse_id = ${query.f_warehouseId}`);
  if (query.q) where.push(sql`m.document_number ilike ${`%${query.q.replace(/[\\%_]/g, '')}%`}`);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const order = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const sort = query.sort === 'documentDate' ? sql`m.document_date` : sql`m.id`;
  const rows = await queryRows<MovementRow & { total: number }>(
    db,
    sql`select ${MOVEMENT_COLUMNS}, count(*) over ()::int as total from ${MOVEMENT_FROM} ${filter}
      order by ${sort} ${order}, m.id ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function findMovement(db: Executor, id: number) {
  const [row] = await queryRows<MovementRow>(
    db,
    sql`select ${MOVEMENT_COLUMNS} from ${MOVEMENT_FROM} where m.id = ${id}`,
  );
  return row;
}

export async function insertMovement(db: Executor, row: typeof stockMovements.$inferInsert) {
  const [created] = await db
    .insert(stockMovements)
    .values(row)
    .returning({ id: stockMovements.id });
  return created!.id;
}

export async function linkMovementDevices(
  db: Executor,
  movementId: number,
  deviceIds: readonly number[],
) {
  await db.execute(
    sql`insert into stock_movement_devices (movement_id, device_id)
      select ${movementId}, unnest(${sql.param([...deviceIds])}::int[])`,
  );
}

/**
 * The first of a delivery's serials the register already holds, with its index in the list: one
 * statement, one unique-index probe per serial (nothing is written when the file is refused).
 */
export async function firstKnownSerial(db: Executor, serials: readonly string[]) {
  const [row] = await queryRows<{ i: number; serial: string }>(
    db,
    sql`select (u.ord - 1)::int as i, u.s as serial
      from unnest(${sql.param([...serials])}::text[]) with ordinality as u(s, ord)
      where exists (select 1 from devices d where d.serial_number = u.s)
      order by u.ord limit 1`,
  );
  return row;
}

/**
 * New devices of one vendor's delivery in one statement (arrays unnested, set-based), with their
 * RECEIVED history rows and the movement's device links. The caller has checked the serials are
 * new; one written meanwhile by a concurrent import fails the unique index and the whole insert.
 */
export async function insertReceivedDevices(
  db: Executor,
  received: {
    serials: readonly string[];
    sims: readonly (string | null)[];
    warrantyEnds: readonly (string | null)[];
    vendor: string;
    inventoryType: InventoryType;
    warehouseId: number;
    movementId: number;
    userId: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with created as (
        insert into devices (serial_number, sim, warranty_end, vendor, inventory_type,
          warehouse_id, status, condition, label, destination_type, created_at, updated_at)
        select s, sim, we::date, ${received.vendor}, ${received.inventoryType},
          ${received.warehouseId}, 'AVAILABLE', 'NOT_CHECKED', 'NEW', 'WAREHOUSE',
          ${received.now}, ${received.now}
        from unnest(${sql.param([...received.serials])}::text[],
          ${sql.param([...received.sims])}::text[],
          ${sql.param([...received.warrantyEnds])}::text[]) as u(s, sim, we)
        returning id),
      history as (
        insert into device_history (device_id, at, action, from_status, to_status, condition,
          warehouse_id, movement_id, user_id)
        select id, ${received.now}, 'RECEIVED', null, 'AVAILABLE', 'NOT_CHECKED',
          ${received.warehouseId}, ${received.movementId}, ${received.userId} from created),
      links as (
        insert into stock_movement_devices (movement_id, device_id)
        select ${received.movementId}, id from created)
      select count(*)::int as n from created`,
  );
  return row!.n;
}

/**
 * The devices of a movement, for its document: number, serial, type, and for a hand-out the vehicle
 * each went onto (its ATTACHED history row names the movement) with the deposit charged.
 */
export async function movementDevices(db: Executor, movementId: number) {
  return queryRows<{
    number: string;
    serialNumber: string;
    inventoryType: InventoryType;
    plate: string | null;
    depositMinor: number | null;
    currency: string | null;
  }>(
    db,
    sql`select d.number, d.serial_number as "serialNumber", d.inventory_type as "inventoryType",
      u.plate, t.deposit_minor::int as "depositMinor", t.currency
      from stock_movement_devices l join devices d on d.id = l.device_id
      left join device_history h on h.device_id = d.id and h.movement_id = l.movement_id
        and h.action = 'ATTACHED'
      left join account_units u on u.id = h.unit_id
      left join device_attachments t on t.device_id = d.id and t.unit_id = h.unit_id
        and t.attached_at = h.at
      where l.movement_id = ${movementId} order by d.number`,
  );
}
