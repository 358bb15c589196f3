import {
  inquiryDetailSchema,
  inquiryExportQuerySchema,
  inquiryFiltersSchema,
  inquiryPageSchema,
  inquiryQuerySchema,
  reversalBodySchema,
  saleIdParamSchema,
} from '@toll/contract/sales-inquiry';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { Inquiry } from './inquiry';

const tags = ['Sales inquiry'];

/** The back-office sales inquiry (spec §2 inquiry) and reversal (issue #18 item 4). */
export function registerInquiryRoutes(app: App, inquiry: Inquiry) {
  app.get(
    '/sales/inquiry',
    {
      config: {
        access: 'inquiry',
        owner: { by: 'pos', ids: { f_partnerId: 'partner', f_posId: 'pos' } },
      },
      schema: {
        tags,
        summary:
          'Sales in the caller’s POS scope, searched by plate, document number, dates, partner, POS, cashier and status; paged and sorted',
        querystring: inquiryQuerySchema,
        response: { 200: inquiryPageSchema },
      },
    },
    (request) => inquiry.search(request.principal!, request.query),
  );

  app.get(
    '/sales/inquiry/export',
    {
      config: {
        access: 'inquiry',
        owner: { by: 'pos', ids: { f_partnerId: 'partner', f_posId: 'pos' } },
      },
      schema: {
        tags,
        summary: 'The inquiry’s current filter streamed as CSV or XLSX',
        querystring: inquiryExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendListExport(reply, await inquiry.export(request.principal!, request.query, request.lang)),
  );

  app.get(
    '/sales/inquiry/filters',
    {
      config: { access: 'inquiry', owner: 'pos' },
      schema: {
        tags,
        summary:
          'The partners and cashiers the caller may filter the inquiry by (within their POS scope)',
        response: { 200: inquiryFiltersSchema },
      },
    },
    (request) => inquiry.filters(request.principal!),
  );

  app.get(
    '/sales/inquiry/:id',
    {
      config: { access: 'inquiry', owner: { by: 'pos', ids: { id: 'sale' } } },
      schema: {
        tags,
        summary: 'One sale: items, payment, point of sale, cashier and reversals',
        params: saleIdParamSchema,
        response: { 200: inquiryDetailSchema },
      },
    },
    (request) => inquiry.detail(request.principal!, request.params.id, request.lang),
  );

  app.post(
    '/sales/inquiry/:id/reversal',
    {
      // the route is the inquiry's; the service lets a cashier reverse only their own sales of
      // their open shift, partner admins and above any sale of their scope (`inquiry.reverse`)
      config: { access: 'inquiry', owner: { by: 'pos', ids: { id: 'sale' } } },
      schema: {
        tags,
        summary:
          'Reverse the whole sale or one item (itemId) with a reason: a card sale at the gateway (once, within 30 days), a cash sale paid back from the POS’s open shift; its documents are deactivated',
        params: saleIdParamSchema,
        body: reversalBodySchema,
        response: { 200: inquiryDetailSchema },
      },
    },
    (request) =>
      inquiry.reverse(request.principal!, request.params.id, request.body, request.actor),
  );
}
