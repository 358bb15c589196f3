import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InquiryQuery } from '@toll/contract/sales-inquiry';
import { parsePlainDate } from '@toll/domain/plain-date';
import type { PosScope } from '@toll/domain/pos-access';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import { users } from '../../db/schema/identity';
import { cashierShifts } from '../../db/schema/pos-shifts';
import { partners, pointsOfSale } from '../../db/schema/partners';
import { saleReversalItems, saleReversals } from '../../db/schema/sale-reversals';
import { paymentReversals, routePasses, saleItems, sales, vignettes } from '../../db/schema/sales';
import { queryRows, type Executor } from '../../platform/db/database';
import { listOrder, pageWindow } from '../../platform/http/list-paging';

/** The outer sale's id inside a correlated subquery. */
const saleId = sql.raw('"sales"."id"');
const itemsIn = (state: string) =>
  sql`exists (select 1 from ${saleItems} where ${saleItems.saleId} = ${saleId} and ${saleItems.state} = ${state})`;

const columns = {
  saleId: sales.id,
  number: sales.number,
  createdAt: sales.createdAt,
  state: sales.state,
  paymentMethod: sales.paymentMethod,
  channel: sales.channel,
  currency: sales.currency,
  totalMinor: sales.totalMinor,
  totalBgn: sales.totalBgn,
  totalEur: sales.totalEur,
  posId: sales.posId,
  posCode: pointsOfSale.code,
  partnerName: partners.name,
  cashier: sql<string | null>`nullif(btrim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  reversedItems: sql<boolean>`${itemsIn('REVERSED')}`,
  activeItems: sql<boolean>`${itemsIn('ACTIVE')}`,
  plates: sql<string>`coalesce((select string_agg(distinct ${saleItems.plate}, ' ' order by ${saleItems.plate}) from ${saleItems} where ${saleItems.saleId} = ${saleId}), '')`,
  documents: sql<string>`coalesce((select string_agg(d.number, ' ' order by d.number) from (
      select v.number from ${vignettes} v join ${saleItems} i on i.id = v.sale_item_id where i.sale_id = ${saleId}
      union all
      select r.number from ${routePasses} r join ${saleItems} i on i.id = r.sale_item_id where i.sale_id = ${saleId}
    ) d), '')`,
};
export type InquiryRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const SORTS = {
  createdAt: sales.createdAt,
  number: sales.number,
  total: sales.totalMinor,
  state: sales.state,
  paymentMethod: sales.paymentMethod,
};

/**
 * A partner's sales: at its points of sale, and its own sales through the partner channel (the
 * reseller API, on its account: no POS).
 */
const ofPartner = (partnerId: number) =>
  or(eq(pointsOfSale.partnerId, partnerId), eq(sales.partnerId, partnerId))!;

/** The sales of the POS scope (spec §6): admins all, a partner admin their partner's, others their own. */
function scopeWhere(scope: PosScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'partner') return ofPartner(Number(scope.partnerId));
  const ids = scope.posIds.map(Number);
  return ids.length > 0 ? inArray(sales.posId, ids) : sql`false`;
}

type Filters = Omit<InquiryQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'q'> & { q?: string };

export function inquiryWhere(scope: PosScope, f: Filters): SQL | undefined {
  const where: (SQL | undefined)[] = [scopeWhere(scope)];
  const plate = f.f_plate?.toUpperCase().replace(/[\s-]/g, '');
  if (plate)
    where.push(
      sql`exists (select 1 from ${saleItems} where ${saleItems.saleId} = ${saleId} and ${saleItems.plate} = ${plate})`,
    );
  if (f.f_document)
    where.push(sql`exists (select 1 from ${saleItems} i
      left join ${vignettes} v on v.sale_item_id = i.id
      left join ${routePasses} r on r.sale_item_id = i.id
      where i.sale_id = ${saleId} and (v.number = ${f.f_document} or r.number = ${f.f_document}))`);
  const from = f.f_from ? parsePlainDate(f.f_from) : null;
  const to = f.f_to ? parsePlainDate(f.f_to) : null;
  if (from) where.push(sql`${sales.createdAt} >= ${startOfSofiaDay(from).toISOString()}`);
  if (to) where.push(sql`${sales.createdAt} < ${nextSofiaMidnight(to).toISOString()}`);
  if (f.f_partnerId) where.push(ofPartner(Number(f.f_partnerId)));
  if (f.f_posId) where.push(eq(sales.posId, Number(f.f_posId)));
  if (f.f_cashierId) where.push(eq(sales.cashierUserId, Number(f.f_cashierId)));
  if (f.f_paymentMethod) where.push(eq(sales.paymentMethod, f.f_paymentMethod));
  if (f.f_status === 'REVERSED')
    where.push(sql`${itemsIn('REVERSED')} and not ${itemsIn('ACTIVE')}`);
  else if (f.f_status === 'PARTIALLY_REVERSED')
    where.push(sql`${itemsIn('REVERSED')} and ${itemsIn('ACTIVE')}`);
  else if (f.f_status) where.push(eq(sales.state, f.f_status));
  return and(...where);
}

/** The partner a sale belongs to: its POS's, or the reseller's own (partner channel). */
const partnerOfSale = sql`${partners.id} = coalesce(${pointsOfSale.partnerId}, ${sales.partnerId})`;

const base = (db: Executor) =>
  db
    .select(columns)
    .from(sales)
    .leftJoin(pointsOfSale, eq(pointsOfSale.id, sales.posId))
    .leftJoin(partners, partnerOfSale)
    .leftJoin(users, eq(users.id, sales.cashierUserId));

export async function searchSales(db: Executor, scope: PosScope, query: InquiryQuery) {
  const where = inquiryWhere(scope, query);
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...listOrder(SORTS[query.sort], sales.number, query.order))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(sales)
      .leftJoin(pointsOfSale, eq(pointsOfSale.id, sales.posId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every match of the filters, read in chunks (keyset on the sale number) for the export. */
export async function* streamSales(
  db: Executor,
  scope: PosScope,
  filters: Filters,
  chunk = 1000,
): AsyncGenerator<InquiryRow> {
  const where = inquiryWhere(scope, filters);
  let after: number | null = null;
  for (;;) {
    const rows: InquiryRow[] = await base(db)
      .where(and(where, after === null ? undefined : sql`${sales.number} < ${after}`))
      .orderBy(sql`${sales.number} desc`)
      .limit(chunk);
    yield* rows;
    if (rows.length < chunk) return;
    after = Number(rows[rows.length - 1]!.number);
  }
}

/** One sale in the caller's scope, with its POS, partner and cashier; null otherwise. */
export async function inquirySale(db: Executor, scope: PosScope, id: string) {
  const [row] = await db
    .select({
      sale: sales,
      posCode: pointsOfSale.code,
      posName: pointsOfSale.name,
      posWorksInShifts: pointsOfSale.worksInShifts,
      partnerName: partners.name,
      cashier: columns.cashier,
      shiftOpen: sql<boolean>`coalesce(${cashierShifts.status} = 1, false)`,
    })
    .from(sales)
    .leftJoin(pointsOfSale, eq(pointsOfSale.id, sales.posId))
    .leftJoin(partners, partnerOfSale)
    .leftJoin(users, eq(users.id, sales.cashierUserId))
    .leftJoin(cashierShifts, eq(cashierShifts.id, sales.shiftId))
    .where(and(eq(sales.id, id), scopeWhere(scope)));
  return row ?? null;
}

export async function reversalsOf(db: Executor, id: string) {
  const rows = await db
    .select({
      reversal: saleReversals,
      user: sql<string | null>`nullif(btrim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      gatewayState: paymentReversals.state,
      itemIds: sql<
        string[]
      >`coalesce((select array_agg(${saleReversalItems.saleItemId}::text) from ${saleReversalItems} where ${saleReversalItems.reversalId} = ${saleReversals.id}), '{}')`,
    })
    .from(saleReversals)
    .leftJoin(users, eq(users.id, saleReversals.userId))
    .leftJoin(paymentReversals, eq(paymentReversals.id, saleReversals.paymentReversalId))
    .where(eq(saleReversals.saleId, id))
    .orderBy(saleReversals.createdAt);
  return rows;
}

/** Cash paid back from a shift for reversed sales (its report's "paid back" line). */
export async function paidBackIn(db: Executor, shiftId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bgn: sql<number>`coalesce(sum(${saleReversals.amountBgn}), 0)::int`,
      eur: sql<number>`coalesce(sum(${saleReversals.amountEur}), 0)::int`,
    })
    .from(saleReversals)
    .where(and(eq(saleReversals.shiftId, shiftId), eq(saleReversals.method, 'CASH')));
  return row ?? { count: 0, bgn: 0, eur: 0 };
}

/**
 * What the inquiry's partner and cashier pickers offer within a scope: the partners that sell (a
 * point of sale or an API key) and the users assigned to the scope's points of sale, by name.
 */
export async function inquiryFilterChoices(db: Executor, scope: PosScope) {
  const posIn =
    scope.kind === 'all'
      ? sql`true`
      : scope.kind === 'partner'
        ? sql`p.partner_id = ${Number(scope.partnerId)}`
        : scope.posIds.length > 0
          ? sql`p.id in (${sql.join(
              scope.posIds.map((id) => sql`${Number(id)}`),
              sql`, `,
            )})`
          : sql`false`;
  const partnerId = scope.kind === 'partner' ? Number(scope.partnerId) : 0;
  const partnerRows = await queryRows<{ id: number; name: string }>(
    db,
    sql`
    select pa.id, pa.name from partners pa
    where exists (select 1 from points_of_sale p where p.partner_id = pa.id and ${posIn})
      or (${scope.kind === 'all'} and exists (select 1 from partner_api_keys k where k.partner_id = pa.id))
      or ${partnerId} = pa.id
    order by pa.name, pa.id limit 2000`,
  );
  const cashierRows = await queryRows<{ id: number; name: string | null; username: string }>(
    db,
    sql`
    select distinct u.id, nullif(btrim(u.first_name || ' ' || u.last_name), '') as name, u.username
    from users u join user_points_of_sale up on up.user_id = u.id
    join points_of_sale p on p.id = up.pos_id
    where ${posIn}
    order by name, u.id limit 2000`,
  );
  return {
    partners: partnerRows.map((r) => ({ id: Number(r.id), name: r.name })),
    cashiers: cashierRows.map((r) => ({ id: Number(r.id), name: r.name ?? r.username })),
  };
}
