import {
  partnerObligationsExportQuerySchema,
  partnerObligationsPageSchema,
  partnerObligationsQuerySchema,
} from '@toll/contract/partner-obligations';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { PartnerObligations } from './service';

const tags = ['Partner obligations'];

/** Spec §2 sales-partners-obligations (admin, concord admin, accountant): the list and its export. */
export function registerPartnerObligationRoutes(app: App, obligations: PartnerObligations) {
  app.get(
    '/sales-partners/obligations',
    {
      config: { access: 'sales-partners-obligations', owner: 'agency' },
      schema: {
        tags,
        summary:
          "What each sale partner owes per reporting period: its points of sale's sales less commissions, due date and delay",
        querystring: partnerObligationsQuerySchema,
        response: { 200: partnerObligationsPageSchema },
      },
    },
    (request) => obligations.list(request.query),
  );

  app.get(
    '/sales-partners/obligations/export',
    {
      config: { access: 'sales-partners-obligations', owner: 'agency' },
      schema: {
        tags,
        summary: 'The partner obligations as CSV or XLSX',
        querystring: partnerObligationsExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) =>
      sendListExport(reply, await obligations.export(request.query, request.lang)),
  );
}
