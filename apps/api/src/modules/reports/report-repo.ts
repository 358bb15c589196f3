import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilters, SalesReportRow } from '@toll/contract/reports';
import { parsePlainDate } from '@toll/domain/plain-date';
import type { ReportGrouping } from '@toll/domain/report-rules';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import type { Executor } from '../../platform/db/database';

/**
 * The report queries. Totals and the aggregated report read `report_sales_daily` (a few rows a
 * day, kept by a trigger, migration 0023); the sales report's rows read the issued sale items
 * themselves, newest first by the sale's moment they carry (`sold_at`, migration 0037), through
 * the `sale_items_sold` and `sale_items_product_sold` indexes or the `sales_pos` index.
 */
export type ReportKinds = readonly ('VIGNETTE' | 'ROUTE_PASS' | 'DELICT')[];

/** The SQL of each §9 grouping over a `day` column: the first day of its period. */
const PERIOD_SQL: Record<ReportGrouping, string> = {
  DAILY: 'd.day',
  WEEKEND: '(d.day - (extract(isodow from d.day)::int - 6))',
  WEEKLY: "date_trunc('week', d.day::timestamp)::date",
  MONTHLY: "date_trunc('month', d.day::timestamp)::date",
  QUARTERLY: "date_trunc('quarter', d.day::timestamp)::date",
  YEARLY: "date_trunc('year', d.day::timestamp)::date",
};

function summaryWhere(filters: ReportFilters, kinds?: ReportKinds): SQL {
  const parts: SQL[] = [sql`d.items > 0`];
  if (kinds)
    parts.push(
      sql`d.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (filters.f_partnerId !== undefined) parts.push(sql`d.partner_id = ${filters.f_partnerId}`);
  if (filters.f_posId !== undefined) parts.push(sql`d.pos_id = ${filters.f_posId}`);
  if (filters.f_product) parts.push(sql`d.product_key = ${filters.f_product}`);
  if (filters.f_channel) parts.push(sql`d.channel = ${filters.f_channel}`);
  if (filters.f_from) parts.push(sql`d.day >= ${filters.f_from}::date`);
  if (filters.f_to) parts.push(sql`d.day <= ${filters.f_to}::date`);
  return sql.join(parts, sql` and `);
}

export type AggregatedRow = {
  period: string;
  kind: string;
  product: string;
  items: number;
  amountBgn: number;
  amountEur: number;
};

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const asDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export async function aggregatedRows(
  db: Executor,
  filters: ReportFilters,
  grouping: ReportGrouping,
  limit: number,
): Promise<AggregatedRow[]> {
  const period = sql.raw(PERIOD_SQL[grouping]);
  const weekend = grouping === 'WEEKEND' ? sql` and extract(isodow from d.day) in (6, 7)` : sql``;
  const result = await db.execute(sql`
    select to_char(${period}, 'YYYY-MM-DD') as period, d.kind, d.product_key as product,
      sum(d.items)::int as items, sum(d.amount_bgn)::bigint as bgn, sum(d.amount_eur)::bigint as eur
    from report_sales_daily d
    where ${summaryWhere(filters)}${weekend}
    group by 1, 2, 3
    having sum(d.items) > 0
    order by 1, 2, 3
    limit ${limit}`);
  return rowsOf(result).map((r) => ({
    period: asDay(r.period),
    kind: String(r.kind),
    product: String(r.product),
    items: Number(r.items),
    amountBgn: Number(r.bgn),
    amountEur: Number(r.eur),
  }));
}

/** How many issued items match (the sales report's total), from the daily summary. */
export async function countItems(
  db: Executor,
  filters: ReportFilters,
  kinds: ReportKinds,
): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(d.items), 0)::bigint as n from report_sales_daily d where ${summaryWhere(filters, kinds)}`,
  );
  return Number(rowsOf(result)[0]?.n ?? 0);
}

/**
 * The first day of the newest days that hold at least `needed` matching items (from the summary),
 * or null when all of them together hold fewer: the sales report's rows are then looked for only
 * from that day, so a rare product's first page does not walk the whole year's sales.
 */
export async function windowStart(
  db: Executor,
  filters: ReportFilters,
  kinds: ReportKinds,
  needed: number,
): Promise<string | null> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day from (
      select d.day, sum(sum(d.items)) over (order by d.day desc) as running
      from report_sales_daily d where ${summaryWhere(filters, kinds)} group by d.day) w
    where running >= ${needed} order by day desc limit 1`);
  const row = rowsOf(result)[0];
  return row ? String(row.day) : null;
}

function itemWhere(filters: ReportFilters, kinds: ReportKinds): SQL {
  const parts: SQL[] = [
    sql`i.state = 'ACTIVE'`,
    sql`i.kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  ];
  if (filters.f_posId !== undefined) parts.push(sql`s.pos_id = ${filters.f_posId}`);
  if (filters.f_partnerId !== undefined)
    parts.push(
      sql`s.pos_id in (select id from points_of_sale where partner_id = ${filters.f_partnerId})`,
    );
  if (filters.f_product) parts.push(sql`coalesce(i.product_id, i.kind) = ${filters.f_product}`);
  if (filters.f_channel) parts.push(sql`s.channel = ${filters.f_channel}`);
  const from = filters.f_from ? parsePlainDate(filters.f_from) : null;
  const to = filters.f_to ? parsePlainDate(filters.f_to) : null;
  if (from) parts.push(sql`i.sold_at >= ${startOfSofiaDay(from).toISOString()}::timestamptz`);
  if (to) parts.push(sql`i.sold_at < ${nextSofiaMidnight(to).toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export type SalesRowKey = { soldAt: Date; itemId: string };

/** Issued items, newest first; `after` continues after a row (exports read by keyset). */
export async function salesRows(
  db: Executor,
  filters: ReportFilters,
  kinds: ReportKinds,
  window: { limit: number; offset?: number; after?: SalesRowKey | null },
): Promise<(SalesReportRow & { soldAtDate: Date })[]> {
  const after = window.after
    ? sql` and (i.sold_at, i.id) < (${window.after.soldAt.toISOString()}::timestamptz, ${window.after.itemId}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select i.id, s.number, s.created_at, s.channel, s.payment_method, pt.name as partner_name,
      p.code as pos_code, i.kind, coalesce(i.product_id, i.kind) as product, i.country_code, i.plate,
      i.amount_bgn, i.amount_eur
    from sales s
      join sale_items i on i.sale_id = s.id
      left join points_of_sale p on p.id = s.pos_id
      left join partners pt on pt.id = p.partner_id
    where ${itemWhere(filters, kinds)}${after}
    order by i.sold_at desc, i.id desc
    limit ${window.limit} offset ${window.offset ?? 0}`);
  return rowsOf(result).map((r) => {
    const soldAt = r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at));
    return {
      itemId: String(r.id),
      saleNumber: Number(r.number),
      soldAt: soldAt.toISOString(),
      soldAtDate: soldAt,
      channel: String(r.channel),
      paymentMethod: String(r.payment_method),
      partnerName: r.partner_name === null ? null : String(r.partner_name),
      posCode: r.pos_code === null ? null : String(r.pos_code),
      kind: String(r.kind),
      product: String(r.product),
      countryCode: String(r.country_code),
      plate: String(r.plate),
      amountBgn: Number(r.amount_bgn),
      amountEur: Number(r.amount_eur),
    };
  });
}
