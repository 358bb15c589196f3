import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Pos, posListQuerySchema } from '@toll/contract/pos';
import type { PosScope } from '@toll/domain/pos-access';
import { partners, pointsOfSale } from '../../db/schema/partners';
import { cashierShifts } from '../../db/schema/pos-shifts';
import { queryRows, type Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

export type PosRow = Pos & { deleted: boolean };
type PosListQuery = z.infer<typeof posListQuerySchema>;

const columns = {
  id: pointsOfSale.id,
  partnerId: pointsOfSale.partnerId,
  partnerName: partners.name,
  code: pointsOfSale.code,
  name: pointsOfSale.name,
  worksInShifts: pointsOfSale.worksInShifts,
  active: pointsOfSale.active,
  deleted: sql<boolean>`${pointsOfSale.deletedAt} is not null`,
};

const SORTS = { code: pointsOfSale.code, name: pointsOfSale.name, partnerName: partners.name };

/** The scope of spec §6 as a condition on points_of_sale. */
export function scopeWhere(scope: PosScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'partner') return eq(pointsOfSale.partnerId, Number(scope.partnerId));
  const ids = scope.posIds.map(Number);
  return ids.length > 0 ? inArray(pointsOfSale.id, ids) : sql`false`;
}

const base = (db: Executor) =>
  db
    .select(columns)
    .from(pointsOfSale)
    .innerJoin(partners, eq(partners.id, pointsOfSale.partnerId));

/** GET /pos: a page of the points of sale in scope (not deleted), searched by code or name. */
export async function listPos(db: Executor, scope: PosScope, query: PosListQuery) {
  const where: (SQL | undefined)[] = [isNull(pointsOfSale.deletedAt), scopeWhere(scope)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(or(ilike(pointsOfSale.code, pattern), ilike(pointsOfSale.name, pattern)));
  }
  const condition = and(...where);
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    base(db)
      .where(condition)
      .orderBy(...listOrder(SORTS[query.sort], pointsOfSale.id, query.order))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(pointsOfSale)
      .innerJoin(partners, eq(partners.id, pointsOfSale.partnerId))
      .where(condition),
  ]);
  return { items, total: total?.n ?? 0 };
}

export function posByIds(db: Executor, ids: readonly number[]): Promise<PosRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return base(db)
    .where(and(inArray(pointsOfSale.id, [...ids]), isNull(pointsOfSale.deletedAt)))
    .orderBy(asc(pointsOfSale.code));
}

export function posOfPartner(
  db: Executor,
  partnerId: number,
  withDeleted: boolean,
): Promise<PosRow[]> {
  const where = eq(pointsOfSale.partnerId, partnerId);
  return base(db)
    .where(withDeleted ? where : and(where, isNull(pointsOfSale.deletedAt)))
    .orderBy(asc(pointsOfSale.code));
}

/** One point of sale, deleted or not; `lock` takes its row for the transaction. */
export async function posById(db: Executor, id: number, lock = false): Promise<PosRow | null> {
  const query = base(db).where(eq(pointsOfSale.id, id));
  const [row] = lock ? await query.for('update', { of: pointsOfSale }) : await query;
  return row ?? null;
}

export async function codeTaken(db: Executor, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: pointsOfSale.id })
    .from(pointsOfSale)
    .where(eq(sql`lower(${pointsOfSale.code})`, code.toLowerCase()));
  return row !== undefined && row.id !== exceptId;
}

export async function insertPos(db: Executor, values: typeof pointsOfSale.$inferInsert) {
  const [row] = await db.insert(pointsOfSale).values(values).returning({ id: pointsOfSale.id });
  return row!.id;
}

export async function updatePos(
  db: Executor,
  id: number,
  values: Partial<typeof pointsOfSale.$inferInsert>,
) {
  await db.update(pointsOfSale).set(values).where(eq(pointsOfSale.id, id));
}

export async function hasOpenShift(db: Executor, posId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.posId, posId), eq(cashierShifts.status, 1)));
  return row !== undefined;
}

/** What a counter sale needs to know before it starts, read by `counterSaleContext`. */
export type CounterSaleContext = {
  pos: { id: number; deleted: boolean; active: boolean; worksInShifts: boolean };
  /** The POS's partner and its commission (basis points), for the sale's ledger booking. */
  partner: { partnerId: number; commissionBp: number };
  /** The cashier's sale made with this order key already, if any. */
  byKey: { id: string; hash: string } | null;
  /** The cashier's open shifts, at any point of sale, oldest first. */
  openShifts: { id: number; posId: number; userId: number }[];
};

/**
 * The point of sale (with its partner's commission), the sale already made with the order key and
 * the cashier's open shifts, in one statement (one round trip, not four, per counter sale: the
 * ledger booking looked the commission up again); null when the POS does not exist.
 */
export async function counterSaleContext(
  db: Executor,
  posId: number,
  userId: number,
  orderKey: string | null,
): Promise<CounterSaleContext | null> {
  const rows = await queryRows<{
    id: number;
    deleted: boolean;
    active: boolean;
    works_in_shifts: boolean;
    partner_id: number;
    commission_bp: number;
    by_key: { id: string; hash: string } | null;
    open_shifts: { id: number; posId: number; userId: number }[];
  }>(
    db,
    sql`select p.id, p.deleted_at is not null as deleted, p.active, p.works_in_shifts,
          p.partner_id, partner.commission_bp,
          (select json_build_object('id', s.id, 'hash', s.order_hash) from sales s
            where s.cashier_user_id = ${userId} and s.order_key = ${orderKey}::uuid) as by_key,
          (select coalesce(json_agg(json_build_object('id', c.id, 'posId', c.pos_id,
                    'userId', c.user_id) order by c.opened_at), '[]'::json)
             from cashier_shifts c where c.user_id = ${userId} and c.status = 1) as open_shifts
        from points_of_sale p join partners partner on partner.id = p.partner_id
        where p.id = ${posId}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    pos: {
      id: Number(row.id),
      deleted: row.deleted,
      active: row.active,
      worksInShifts: row.works_in_shifts,
    },
    partner: { partnerId: Number(row.partner_id), commissionBp: Number(row.commission_bp) },
    byKey: row.by_key,
    openShifts: row.open_shifts,
  };
}
