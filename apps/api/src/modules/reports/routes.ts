import {
  aggregatedExportQuerySchema,
  aggregatedQuerySchema,
  aggregatedReportSchema,
  reportExportQuerySchema,
  salesReportPageSchema,
  salesReportQuerySchema,
} from '@toll/contract/reports';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import { SALES_KINDS, TOLL_SALES_KINDS, type ReportService } from './report-service';

const tags = ['Reports'];
const config = { access: 'report' as const, owner: 'agency' as const };
const files = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The back-office reports of spec §2: aggregated, sales and toll sales (spec §6: accountants). */
export function registerReportRoutes(app: App, reports: ReportService) {
  app.get(
    '/reports/aggregated',
    {
      config,
      schema: {
        tags,
        summary:
          'Issued items summed per period (§9 grouping), kind and product; 422 when none or too many',
        querystring: aggregatedQuerySchema,
        response: { 200: aggregatedReportSchema },
      },
    },
    (request) => reports.aggregated(request.query, request.query.grouping),
  );
  app.get(
    '/reports/aggregated/export',
    {
      config,
      schema: {
        tags,
        summary: 'The aggregated report as CSV or XLSX (no filter: 409 unless confirmed=true)',
        querystring: aggregatedExportQuerySchema,
        produces: files,
      },
    },
    async (request, reply) =>
      sendListExport(reply, await reports.exportAggregated(request.query, request.lang)),
  );

  for (const [path, kinds, what] of [
    ['/reports/sales', SALES_KINDS, 'vignettes'],
    ['/reports/toll-sales', TOLL_SALES_KINDS, 'route passes and delict fees'],
  ] as const) {
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: `One page of issued ${what}, newest first, with the total that match`,
          querystring: salesReportQuerySchema,
          response: { 200: salesReportPageSchema },
        },
      },
      (request) => reports.sales(request.query, kinds),
    );
    app.get(
      `${path}/export`,
      {
        config,
        schema: {
          tags,
          summary: `Issued ${what} as CSV or XLSX (no filter: 409 unless confirmed=true)`,
          querystring: reportExportQuerySchema,
          produces: files,
        },
      },
      async (request, reply) =>
        sendListExport(reply, await reports.exportSales(request.query, kinds, request.lang)),
    );
  }
}
