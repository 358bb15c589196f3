import { sql } from 'drizzle-orm';
import { inBothCurrencies, isCurrency } from '@toll/domain/money';
import { queryRows, type Executor } from '../../platform/db/database';
import { translator } from '../../platform/i18n';
import { reportMoney, writeReportFile, type ReportFileRequest } from './report-file-writer';

/**
 * The accountants' report (spec §7 `GET /send/reports/accountant`): the platform's money per Sofia
 * day and kind over the period — issued vignettes, route passes and compensatory fees (from the
 * daily sales summary), booked domestic toll, and international toll (MSTS, the total owed) — with
 * the count and the amounts in both currencies (fixed rate 1.95583). One sheet, so it reads the
 * same as CSV.
 */
type Line = { day: string; source: string; items: number; bgn: number; eur: number };

export async function accountantSummaryFile(db: Executor, r: ReportFileRequest, sheet: string) {
  const t = translator(r.lang, 'exports');
  const sales = await queryRows<{ day: string; kind: string; n: string; bgn: string; eur: string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.kind, sum(d.items)::bigint as n,
          sum(d.amount_bgn)::bigint as bgn, sum(d.amount_eur)::bigint as eur
        from report_sales_daily d
        where d.day between ${r.from}::date and ${r.to}::date and d.items > 0
        group by 1, 2`,
  );
  const toll = async (
    table: 'toll_transactions' | 'msts_transactions',
    amount: string,
    extra: string,
  ) =>
    queryRows<{ day: string; currency: string; n: string; minor: string }>(
      db,
      sql`select to_char((t.exit_at at time zone 'Europe/Sofia')::date, 'YYYY-MM-DD') as day,
            t.currency, count(*)::bigint as n, sum(${sql.raw(amount)})::bigint as minor
          from ${sql.raw(table)} t
          where t.exit_at >= (${r.from}::date)::timestamp at time zone 'Europe/Sofia'
            and t.exit_at < (${r.to}::date + 1)::timestamp at time zone 'Europe/Sofia' ${sql.raw(extra)}
          group by 1, 2`,
    );
  const lines = new Map<string, Line>();
  const add = (day: string, source: string, items: number, bgn: number, eur: number) => {
    const key = `${day}|${source}`;
    const line = lines.get(key) ?? { day, source, items: 0, bgn: 0, eur: 0 };
    line.items += items;
    line.bgn += bgn;
    line.eur += eur;
    lines.set(key, line);
  };
  for (const s of sales) add(s.day, s.kind, Number(s.n), Number(s.bgn), Number(s.eur));
  for (const [source, rows] of [
    ['TOLL', await toll('toll_transactions', 't.amount_minor', "and t.status = 'POSTED'")],
    ['MSTS', await toll('msts_transactions', 't.total_minor', '')],
  ] as const)
    for (const row of rows) {
      if (!isCurrency(row.currency)) continue;
      const both = inBothCurrencies({ minor: Number(row.minor), currency: row.currency });
      add(row.day, source, Number(row.n), both.BGN, both.EUR);
    }
  const order = ['VIGNETTE', 'ROUTE_PASS', 'DELICT', 'TOLL', 'MSTS'];
  const rows = [...lines.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || order.indexOf(a.source) - order.indexOf(b.source),
  );
  return writeReportFile(r.format, sheet, rows, [
    { header: t('reports.day'), value: (x) => x.day },
    { header: t('reports.source'), value: (x) => t(`reports.sources.${x.source}`) },
    { header: t('reports.items'), value: (x) => x.items },
    { header: t('reports.amountBgn'), value: (x) => reportMoney(x.bgn) },
    { header: t('reports.amountEur'), value: (x) => reportMoney(x.eur) },
  ]);
}
