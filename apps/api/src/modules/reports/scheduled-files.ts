import { sql } from 'drizzle-orm';
import type { Lang } from '@toll/domain/languages';
import { toMajor } from '@toll/domain/money';
import { REPORT_ROW_LIMIT, type ScheduledReportType } from '@toll/domain/report-rules';
import type { Executor } from '../../platform/db/database';
import {
  csvExportStream,
  xlsxExportStream,
  type ExportColumn,
  type ExportFormat,
} from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { productLabel, salesColumns } from './report-columns';
import { salesRows } from './report-repo';

/**
 * The files of the scheduled reports, for one partner and period, in the partner's language:
 * sales per POS and product, sales item by item, commissions and obligations (the partner's
 * commission on what its points of sale sold), and payments per day and method. All read the
 * daily summary except the item-by-item list.
 */
export type ReportFileRequest = {
  partnerId: number;
  commissionBp: number;
  type: ScheduledReportType;
  from: string;
  to: string;
  format: ExportFormat;
  lang: Lang;
};

type Row = Record<string, unknown>;
const money = (minor: unknown) => toMajor(Number(minor)).toFixed(2);

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function summary(db: Executor, r: ReportFileRequest, select: string, group: string) {
  const result = await db.execute(sql`
    select ${sql.raw(select)}, sum(d.items)::int as items, sum(d.amount_bgn)::bigint as bgn,
      sum(d.amount_eur)::bigint as eur
    from report_sales_daily d left join points_of_sale p on p.id = d.pos_id
    where d.partner_id = ${r.partnerId} and d.day between ${r.from}::date and ${r.to}::date and d.items > 0
    group by ${sql.raw(group)} order by ${sql.raw(group)}`);
  return (result as unknown as { rows: Row[] }).rows;
}

export async function buildReportFile(db: Executor, r: ReportFileRequest): Promise<Buffer> {
  const t = translator(r.lang, 'exports');
  const product = productLabel(r.lang);
  const sheet = t(`reports.types.${r.type}`);
  const write = async <R>(rows: R[] | AsyncIterable<R>, columns: ExportColumn<R>[]) => {
    const source = (async function* () {
      yield* rows;
    })();
    return collect(
      r.format === 'csv'
        ? csvExportStream(source, columns)
        : xlsxExportStream(source, columns, sheet),
    );
  };
  const common: ExportColumn<Row>[] = [
    { header: t('reports.items'), value: (x) => Number(x.items) },
    { header: t('reports.amountBgn'), value: (x) => money(x.bgn) },
    { header: t('reports.amountEur'), value: (x) => money(x.eur) },
  ];
  switch (r.type) {
    case 'SALES_BY_POS_PRODUCT':
      return write(
        await summary(db, r, 'p.code as pos, d.kind, d.product_key as product', '1, 2, 3'),
        [
          { header: t('reports.posCode'), value: (x) => (x.pos as string | null) ?? '' },
          { header: t('reports.kind'), value: (x) => t(`shifts.kinds.${String(x.kind)}`) },
          {
            header: t('reports.product'),
            value: (x) => product(String(x.kind), String(x.product)),
          },
          ...common,
        ],
      );
    case 'COMMISSIONS': {
      const rows = await summary(db, r, 'd.kind, d.product_key as product', '1, 2');
      const commission = (x: Row) => Math.round((Number(x.eur) * r.commissionBp) / 10_000);
      return write(rows, [
        { header: t('reports.kind'), value: (x) => t(`shifts.kinds.${String(x.kind)}`) },
        { header: t('reports.product'), value: (x) => product(String(x.kind), String(x.product)) },
        ...common,
        { header: t('reports.commissionPercent'), value: () => (r.commissionBp / 100).toFixed(2) },
        { header: t('reports.commissionEur'), value: (x) => money(commission(x)) },
        { header: t('reports.obligationEur'), value: (x) => money(Number(x.eur) - commission(x)) },
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
        { f_partnerId: r.partnerId, f_from: r.from, f_to: r.to },
        ['VIGNETTE', 'ROUTE_PASS', 'DELICT'],
        { limit: REPORT_ROW_LIMIT },
      );
      return write(rows, salesColumns(r.lang, true));
    }
  }
}

export function reportFileName(
  r: Pick<ReportFileRequest, 'partnerId' | 'type' | 'from' | 'to' | 'format'>,
) {
  const base = `${r.type.toLowerCase().replace(/_/g, '-')}_${r.partnerId}_${r.from}`;
  return `${r.from === r.to ? base : `${base}_${r.to}`}.${r.format}`;
}
