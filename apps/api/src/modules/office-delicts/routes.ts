import {
  delictPaymentPageSchema,
  delictPaymentQuerySchema,
  officeDelictDetailSchema,
  officeDelictPageSchema,
  officeDelictParamsSchema,
  officeDelictQuerySchema,
} from '@toll/contract/office-delicts';
import type { App } from '../../platform/app-types';
import type { OfficeDelictService } from './service';

const tags = ['Delicts (back office)'];

/**
 * Spec §2 delicts (admin, concord admin or delicts read, tolling mode) and
 * search-delict-payments (admin or delict user, vignette mode), §6.
 */
export function registerOfficeDelictRoutes(app: App, service: OfficeDelictService) {
  app.get(
    '/office/delicts',
    {
      config: { access: 'delicts', owner: 'agency' },
      schema: {
        tags,
        summary: 'Delicts by plate, document, status, type, road, section, OBU data or period',
        querystring: officeDelictQuerySchema,
        response: { 200: officeDelictPageSchema },
      },
    },
    (request) => service.search(request.query),
  );
  app.get(
    '/office/delicts/:documentNumber',
    {
      config: { access: 'delicts', owner: 'agency' },
      schema: {
        tags,
        summary: 'One delict with its documents, evidential records and notices',
        params: officeDelictParamsSchema,
        response: { 200: officeDelictDetailSchema },
      },
    },
    (request) => service.detail(request.params.documentNumber),
  );
  app.get(
    '/office/delict-payments',
    {
      config: { access: 'search-delict-payments', owner: 'pos' },
      schema: {
        tags,
        summary: 'Paid delicts with the sale that paid them (channel, POS, method, amount)',
        querystring: delictPaymentQuerySchema,
        response: { 200: delictPaymentPageSchema },
      },
    },
    (request) => service.payments(request.query),
  );
}
