import { sql } from 'drizzle-orm';
import { REPORT_ROW_LIMIT, type ReportFileType } from '@toll/domain/report-rules';
import { queryRows, type Executor } from '../../platform/db/database';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { accountantSummaryFile } from './accountant-report-file';
import { productLabel, salesColumns } from './report-columns';
import {
  reportMoney,
  writeReportFile,
  zonedTime,
  type ReportFileRequest,
} from './report-file-writer';
import { salesRows } from './report-repo';
import {
  mstsSummaryFile,
  mstsTransactionsFile,
  tollObligationsFile,
  tollTransactionsFile,
} from './toll-report-files';

/**
 * The files of the scheduled reports, for one partner and period, in the partner's language and
 * time zone. Sale partners: sales per POS and product, item by item, per day and product,
 * commissions and obligations (the partner's commission on what its points of sale sold), and
 * payments per day and method — all but the item-by-item list read the daily summary (Sofia days).
 * Toll customers: toll-report-files.ts. The accountants' summary: accountant-report-file.ts.
 */
export type { ReportFileRequest } from './report-file-writer';

type Row = Record<string, unknown>;

async function summary(db: Executor, r: ReportFileRequest, select: string, group: string) {
  return queryRows<Row>(
    db,
    sql`select ${sql.raw(select)}, sum(d.items)::int as items, sum(d.amount_bgn)::bigint as bgn,
          sum(d.amount_eur)::bigint as eur
        from report_sales_daily d left join points_of_sale p on p.id = d.pos_id
        where d.partner_id = ${r.partnerId} and d.day between ${r.from}::date and ${r.to}::date
          and d.items > 0
        group by ${sql.raw(group)} order by ${sql.raw(group)}`,
  );
}

export async function buildReportFile(
  db: Executor,
  r: ReportFileRequest & { type: ReportFileType },
): Promise<Buffer> {
  const t = translator(r.lang, 'exports');
  const product = productLabel(r.lang);
  const sheet = t(`reports.types.${r.type}`).slice(0, 31);
  const write = <R>(rows: readonly R[], columns: ExportColumn<R>[]) =>
    writeReportFile(r.format, sheet, rows, columns);
  const common: ExportColumn<Row>[] = [
    { header: t('reports.items'), value: (x) => Number(x.items) },
    { header: t('reports.amountBgn'), value: (x) => reportMoney(x.bgn) },
    { header: t('reports.amountEur'), value: (x) => reportMoney(x.eur) },
  ];
  const kindAndProduct: ExportColumn<Row>[] = [
    { header: t('reports.kind'), value: (x) => t(`shifts.kinds.${String(x.kind)}`) },
    { header: t('reports.product'), value: (x) => product(String(x.kind), String(x.product)) },
  ];
  switch (r.type) {
    case 'SALES_BY_POS_PRODUCT':
      return write(
        await summary(db, r, 'p.code as pos, d.kind, d.product_key as product', '1, 2, 3'),
        [
          { header: t('reports.posCode'), value: (x) => (x.pos as string | null) ?? '' },
          ...kindAndProduct,
          ...common,
        ],
      );
    case 'SALES_BY_DAY':
      return write(
        await summary(
          db,
          r,
          "to_char(d.day, 'YYYY-MM-DD') as day, d.kind, d.product_key as product",
          '1, 2, 3',
        ),
        [{ header: t('reports.day'), value: (x) => String(x.day) }, ...kindAndProduct, ...common],
      );
    case 'COMMISSIONS': {
      const rows = await summary(db, r, 'd.kind, d.product_key as product', '1, 2');
      const commission = (x: Row) => Math.round((Number(x.eur) * r.commissionBp) / 10_000);
      return write(rows, [
        ...kindAndProduct,
        ...common,
        { header: t('reports.commissionPercent'), value: () => (r.commissionBp / 100).toFixed(2) },
        { header: t('reports.commissionEur'), value: (x) => reportMoney(commission(x)) },
        {
          header: t('reports.obligationEur'),
          value: (x) => reportMoney(Number(x.eur) - commission(x)),
        },
      ]);
    }
    case 'PAYMENTS':
      return write(
        await summary(
          db,
          r,
          "to_char(d.day, 'YYYY-MM-DD') as day, d.payment_method as method",
          '1, 2',
        ),
        [
          { header: t('reports.day'), value: (x) => String(x.day) },
          {
            header: t('reports.paymentMethod'),
            value: (x) => t(`shifts.methods.${String(x.method)}`),
          },
          ...common,
        ],
      );
    case 'SALES_DETAILED': {
      const rows = await salesRows(
        db,
        { f_partnerId: r.partnerId ?? undefined, f_from: r.from, f_to: r.to },
        ['VIGNETTE', 'ROUTE_PASS', 'DELICT'],
        { limit: REPORT_ROW_LIMIT },
      );
      return write(rows, salesColumns(r.lang, true, zonedTime(r.timeZone)));
    }
    case 'TOLL_TRANSACTIONS':
      return tollTransactionsFile(db, r, sheet);
    case 'TOLL_OBLIGATIONS':
      return tollObligationsFile(db, r, sheet);
    case 'MSTS_TRANSACTIONS':
      return mstsTransactionsFile(db, r, sheet);
    case 'MSTS_SUMMARY':
      return mstsSummaryFile(db, r, sheet);
    case 'ACCOUNTANT_SUMMARY':
      return accountantSummaryFile(db, r, sheet);
  }
}

/** The file's name: the report, the partner (or "platform"), the period and the format. */
export function reportFileName(r: {
  partnerId: number | null;
  type: ReportFileType;
  from: string;
  to: string;
  format: 'csv' | 'xlsx';
}) {
  const base = `${r.type.toLowerCase().replace(/_/g, '-')}_${r.partnerId ?? 'platform'}_${r.from}`;
  return `${r.from === r.to ? base : `${base}_${r.to}`}.${r.format}`;
}
