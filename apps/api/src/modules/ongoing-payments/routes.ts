import {
  ongoingPaymentsExportQuerySchema,
  ongoingPaymentsPageSchema,
  ongoingPaymentsQuerySchema,
  ongoingPaymentsReportExportQuerySchema,
  ongoingPaymentsReportQuerySchema,
  ongoingPaymentsReportSchema,
} from '@toll/contract/ongoing-payments';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { OngoingPayments } from './service';

const tags = ['Ongoing payments'];
const produces = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Spec §2 ongoing-payments and ongoing-payments-report (accountant or admin, tolling mode). */
export function registerOngoingPaymentRoutes(app: App, payments: OngoingPayments) {
  app.get(
    '/ongoing-payments',
    {
      config: { access: 'ongoing-payments', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Payments received in a period (bank, card, system, internal) with their distributed and undistributed amounts',
        querystring: ongoingPaymentsQuerySchema,
        response: { 200: ongoingPaymentsPageSchema },
      },
    },
    (request) => payments.list(request.query),
  );

  app.get(
    '/ongoing-payments/export',
    {
      config: { access: 'ongoing-payments', owner: 'agency' },
      schema: {
        tags,
        summary: 'The ongoing payments as CSV or XLSX, streamed',
        querystring: ongoingPaymentsExportQuerySchema,
        produces,
      },
    },
    async (request, reply) =>
      sendListExport(reply, await payments.export(request.query, request.lang)),
  );

  app.get(
    '/ongoing-payments/report',
    {
      config: { access: 'ongoing-payments-report', owner: 'agency' },
      schema: {
        tags,
        summary: 'Payments per day and kind: count, amount, distributed, undistributed; totals',
        querystring: ongoingPaymentsReportQuerySchema,
        response: { 200: ongoingPaymentsReportSchema },
      },
    },
    (request) => payments.report(request.query),
  );

  app.get(
    '/ongoing-payments/report/export',
    {
      config: { access: 'ongoing-payments-report', owner: 'agency' },
      schema: {
        tags,
        summary: 'The ongoing payments report as CSV or XLSX',
        querystring: ongoingPaymentsReportExportQuerySchema,
        produces,
      },
    },
    async (request, reply) =>
      sendListExport(reply, await payments.exportReport(request.query, request.lang)),
  );
}
