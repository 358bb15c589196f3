import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { shiftListQuerySchema, shiftSalesQuerySchema } from '@toll/contract/pos';
import { vignetteProducts } from '../../db/schema/catalog';
import { users } from '../../db/schema/identity';
import { pointsOfSale } from '../../db/schema/partners';
import { cashierShifts } from '../../db/schema/pos-shifts';
import { routePasses, saleItems, sales, vignettes } from '../../db/schema/sales';
import { queryRows, type Executor } from '../../platform/db/database';
import { listOrder, pageWindow } from '../../platform/http/list-paging';

export type ShiftRow = {
  id: number;
  posId: number;
  posCode: string;
  posName: string;
  partnerId: number;
  userId: number;
  cashier: string;
  status: number;
  openedAt: Date;
  closedAt: Date | null;
};

const cashierName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const columns = {
  id: cashierShifts.id,
  posId: cashierShifts.posId,
  posCode: pointsOfSale.code,
  posName: pointsOfSale.name,
  partnerId: pointsOfSale.partnerId,
  userId: cashierShifts.userId,
  cashier: cashierName,
  status: cashierShifts.status,
  openedAt: cashierShifts.openedAt,
  closedAt: cashierShifts.closedAt,
};

const base = (db: Executor) =>
  db
    .select(columns)
    .from(cashierShifts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashierShifts.posId))
    .innerJoin(users, eq(users.id, cashierShifts.userId));

export async function shiftById(db: Executor, id: number, lock = false): Promise<ShiftRow | null> {
  const query = base(db).where(eq(cashierShifts.id, id));
  const [row] = lock ? await query.for('update', { of: cashierShifts }) : await query;
  return row ?? null;
}

export async function openShiftAt(db: Executor, posId: number): Promise<ShiftRow | null> {
  const [row] = await base(db).where(
    and(eq(cashierShifts.posId, posId), eq(cashierShifts.status, 1)),
  );
  return row ?? null;
}

export function openShiftsOf(db: Executor, userId: number): Promise<ShiftRow[]> {
  return base(db)
    .where(and(eq(cashierShifts.userId, userId), eq(cashierShifts.status, 1)))
    .orderBy(asc(cashierShifts.openedAt));
}

export async function insertShift(db: Executor, values: typeof cashierShifts.$inferInsert) {
  const [row] = await db.insert(cashierShifts).values(values).returning({ id: cashierShifts.id });
  return row!.id;
}

export async function closeShift(db: Executor, id: number, at: Date) {
  await db
    .update(cashierShifts)
    .set({ status: 2, closedAt: at })
    .where(and(eq(cashierShifts.id, id), eq(cashierShifts.status, 1)));
}

const SHIFT_SORTS = {
  start: cashierShifts.openedAt,
  end: sql`coalesce(${cashierShifts.closedAt}, 'infinity'::timestamptz)`,
  posCode: pointsOfSale.code,
  cashier: cashierName,
};

export async function listShifts(
  db: Executor,
  scope: SQL | undefined,
  query: z.infer<typeof shiftListQuerySchema>,
) {
  const where = and(
    scope,
    query.f_status ? eq(cashierShifts.status, query.f_status) : undefined,
    query.f_posId ? eq(cashierShifts.posId, query.f_posId) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...listOrder(SHIFT_SORTS[query.sort], cashierShifts.id, query.order))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(cashierShifts)
      .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashierShifts.posId))
      .innerJoin(users, eq(users.id, cashierShifts.userId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export type ShiftSaleRow = {
  saleId: string;
  number: number;
  createdAt: Date;
  state: string;
  paymentMethod: 'CARD' | 'CASH';
  currency: 'BGN' | 'EUR';
  totalMinor: number;
  totalBgn: number;
  totalEur: number;
  items: number;
  plates: string[];
};

const SALE_SORTS = {
  createdAt: sales.createdAt,
  number: sales.number,
  total: sales.totalMinor,
  state: sales.state,
  paymentMethod: sales.paymentMethod,
};

/** The outer sale's id inside a correlated subquery (drizzle leaves single-table columns bare). */
const saleIdColumn = sql.raw('"sales"."id"');

/** One page of a shift's sales, sorted on the server (the number breaks ties). */
export async function shiftSales(
  db: Executor,
  shiftId: number,
  query: z.infer<typeof shiftSalesQuerySchema>,
): Promise<{ items: ShiftSaleRow[]; total: number }> {
  const direction = query.sorting_direction.toLowerCase() === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        saleId: sales.id,
        number: sales.number,
        createdAt: sales.createdAt,
        state: sales.state,
        paymentMethod: sales.paymentMethod,
        currency: sales.currency,
        totalMinor: sales.totalMinor,
        totalBgn: sales.totalBgn,
        totalEur: sales.totalEur,
        items: sql<number>`(select count(*)::int from ${saleItems} where ${saleItems.saleId} = ${saleIdColumn})`,
        plates: sql<string>`coalesce((select string_agg(distinct ${saleItems.plate}, ' ' order by ${saleItems.plate}) from ${saleItems} where ${saleItems.saleId} = ${saleIdColumn}), '')`,
      })
      .from(sales)
      .where(eq(sales.shiftId, shiftId))
      .orderBy(direction(SALE_SORTS[query.sorting_parameter]), direction(sales.number))
      .limit(query.page_size)
      .offset(query.page_number * query.page_size),
    db.select({ n: count() }).from(sales).where(eq(sales.shiftId, shiftId)),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      number: Number(r.number),
      plates: r.plates === '' ? [] : r.plates.split(' '),
      paymentMethod: r.paymentMethod as 'CARD' | 'CASH',
      currency: r.currency as 'BGN' | 'EUR',
    })),
    total: total?.n ?? 0,
  };
}

/** One row per sold item of a shift (the detailed report), in the order sold. */
export type ShiftItemRow = {
  saleNumber: number;
  soldAt: Date;
  paymentMethod: string;
  saleState: string;
  kind: string;
  itemState: string;
  documentNumber: string | null;
  productId: string | null;
  vehicleType: string | null;
  period: string | null;
  countryCode: string;
  plate: string;
  validFrom: Date;
  validTo: Date;
  currency: string;
  amountBgn: number;
  amountEur: number;
};

export function shiftItems(db: Executor, shiftId: number): Promise<ShiftItemRow[]> {
  return queryRows<ShiftItemRow>(
    db,
    sql`select s.number::bigint as "saleNumber", s.created_at as "soldAt",
          s.payment_method as "paymentMethod", s.state as "saleState", i.kind,
          i.state as "itemState", coalesce(v.number, r.number) as "documentNumber",
          i.product_id as "productId", p.vehicle_type as "vehicleType", p.period,
          i.country_code as "countryCode", i.plate,
          i.valid_from as "validFrom", i.valid_to as "validTo", s.currency,
          i.amount_bgn as "amountBgn", i.amount_eur as "amountEur"
        from ${sales} s
        join ${saleItems} i on i.sale_id = s.id
        left join ${vignettes} v on v.sale_item_id = i.id
        left join ${routePasses} r on r.sale_item_id = i.id
        left join ${vignetteProducts} p on p.id = i.product_id
        where s.shift_id = ${shiftId}
        order by s.created_at, s.number, i.position`,
  ).then((rows) =>
    rows.map((r) => ({
      ...r,
      saleNumber: Number(r.saleNumber),
      soldAt: new Date(r.soldAt),
      validFrom: new Date(r.validFrom),
      validTo: new Date(r.validTo),
    })),
  );
}
