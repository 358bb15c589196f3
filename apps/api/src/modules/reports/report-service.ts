import type { AggregatedReport, ReportFilters, SalesReportRow } from '@toll/contract/reports';
import type { Lang } from '@toll/domain/languages';
import {
  needsDownloadConfirmation,
  REPORT_ROW_LIMIT,
  reportSizeError,
  type ReportGrouping,
} from '@toll/domain/report-rules';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport, type ExportFormat } from '../../platform/http/list-export';
import {
  aggregatedRows,
  countItems,
  salesRows,
  windowStart,
  type AggregatedRow,
  type ReportKinds,
} from './report-repo';

type SalesRow = Awaited<ReturnType<typeof salesRows>>[number];
import { aggregatedColumns, salesColumns } from './report-columns';

/** The sales report lists vignettes; the toll-sales report route passes and delict fees. */
export const SALES_KINDS: ReportKinds = ['VIGNETTE'];
export const TOLL_SALES_KINDS: ReportKinds = ['ROUTE_PASS', 'DELICT'];

function checkSize(count: number, limit: number) {
  const code = reportSizeError(count, limit);
  if (code) throw new AppError(422, { code, params: { max: limit } });
}

function checkConfirmed(filters: ReportFilters, confirmed: string | undefined) {
  const { f_partnerId, f_posId, f_product, f_channel, f_from, f_to } = filters;
  if (
    needsDownloadConfirmation({ f_partnerId, f_posId, f_product, f_channel, f_from, f_to }) &&
    confirmed !== 'true'
  )
    throw new AppError(409, { code: 'report.confirmUnfiltered' });
}

const totalsOf = (rows: readonly AggregatedRow[]) =>
  rows.reduce(
    (t, r) => ({
      items: t.items + r.items,
      amountBgn: t.amountBgn + r.amountBgn,
      amountEur: t.amountEur + r.amountEur,
    }),
    { items: 0, amountBgn: 0, amountEur: 0 },
  );

export function createReportService(deps: { db: Executor; limit?: number }) {
  const { db } = deps;
  const limit = deps.limit ?? REPORT_ROW_LIMIT;

  async function aggregated(
    filters: ReportFilters,
    grouping: ReportGrouping,
  ): Promise<AggregatedReport> {
    const rows = await aggregatedRows(db, filters, grouping, limit);
    checkSize(rows.length, limit);
    return { grouping, rows, totals: totalsOf(rows) };
  }

  return {
    aggregated,

    async sales(
      filters: ReportFilters & { page: number; pageSize: number },
      kinds: ReportKinds,
    ): Promise<{ items: SalesReportRow[]; total: number; page: number; pageSize: number }> {
      const needed = filters.page * filters.pageSize;
      const [total, from] = await Promise.all([
        countItems(db, filters, kinds),
        windowStart(db, filters, kinds, needed),
      ]);
      const narrowed =
        from && (!filters.f_from || from > filters.f_from) ? { ...filters, f_from: from } : filters;
      const rows = await salesRows(db, narrowed, kinds, {
        limit: filters.pageSize,
        offset: (filters.page - 1) * filters.pageSize,
      });
      return {
        items: rows.map(({ soldAtDate: _, ...row }) => row),
        total,
        page: filters.page,
        pageSize: filters.pageSize,
      };
    },

    async exportSales(
      query: ReportFilters & { format: ExportFormat; confirmed?: string },
      kinds: ReportKinds,
      lang: Lang,
    ) {
      checkConfirmed(query, query.confirmed);
      checkSize(await countItems(db, query, kinds), limit);
      const toll = kinds !== SALES_KINDS;
      return listExport({
        format: query.format,
        baseName: toll ? 'toll-sales-report' : 'sales-report',
        rows: keysetChunks<SalesRow>((after, chunk) =>
          salesRows(db, query, kinds, {
            limit: chunk,
            after: after && { soldAt: after.soldAtDate, itemId: after.itemId },
          }),
        ),
        columns: salesColumns(lang, toll),
      });
    },

    async exportAggregated(
      query: ReportFilters & { format: ExportFormat; confirmed?: string; grouping: ReportGrouping },
      lang: Lang,
    ) {
      checkConfirmed(query, query.confirmed);
      const report = await aggregated(query, query.grouping);
      async function* rows() {
        yield* report.rows;
      }
      return listExport({
        format: query.format,
        baseName: `aggregated-report-${query.grouping.toLowerCase()}`,
        rows: rows(),
        columns: aggregatedColumns(lang),
      });
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
