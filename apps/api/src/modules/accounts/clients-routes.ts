import {
  clientAddressDeletedSchema,
  clientAddressInputSchema,
  clientAddressListSchema,
  clientAddressPathSchema,
  clientAddressSchema,
  clientAddressUpdateSchema,
  customerIdPathSchema,
  detailedReportExportQuerySchema,
  detailedReportQuerySchema,
  detailedReportSchema,
} from '@toll/contract/clients';
import type { App } from '../../platform/app-types';
import { sendListExport } from '../../platform/http/list-export';
import type { ClientService } from './clients';

const tags = ['Clients'];

export function registerClientRoutes(app: App, clients: ClientService) {
  const read = { access: 'contract-management' as const, owner: 'agency' as const };
  const write = { access: 'contracts.write' as const, owner: 'agency' as const };
  app.get(
    '/clients/:customerId/addresses',
    {
      config: read,
      schema: {
        tags,
        summary: "A client's addresses: the registered one, then correspondence, delivery, billing",
        params: customerIdPathSchema,
        response: { 200: clientAddressListSchema },
      },
    },
    (request) => clients.addresses(request.params.customerId),
  );
  app.post(
    '/clients/:customerId/addresses',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add an address to a client (audited)',
        params: customerIdPathSchema,
        body: clientAddressInputSchema,
        response: { 201: clientAddressSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await clients.addAddress(request.params.customerId, request.body, request.actor)), // prettier-ignore
  );
  app.put(
    '/clients/:customerId/addresses/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change an address at the version read (audited)',
        params: clientAddressPathSchema,
        body: clientAddressUpdateSchema,
        response: { 200: clientAddressSchema },
      },
    },
    (request) =>
      clients.changeAddress(
        request.params.customerId,
        request.params.id,
        request.body,
        request.actor,
      ),
  );
  app.delete(
    '/clients/:customerId/addresses/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove an address no active vehicle ships to (audited)',
        params: clientAddressPathSchema,
        response: { 200: clientAddressDeletedSchema },
      },
    },
    (request) => clients.removeAddress(request.params.customerId, request.params.id, request.actor),
  );
  app.get(
    '/clients/:customerId/detailed-report',
    {
      config: { access: 'ledger.read', owner: 'agency' },
      schema: {
        tags,
        summary:
          "Every booking on the client's contracts in a period (Sofia days from–to, optionally one contract), paged, with the period's totals per balance",
        params: customerIdPathSchema,
        querystring: detailedReportQuerySchema,
        response: { 200: detailedReportSchema },
      },
    },
    (request) => clients.detailedReport(request.params.customerId, request.query),
  );
  app.get(
    '/clients/:customerId/detailed-report/export',
    {
      config: { access: 'ledger.read', owner: 'agency' },
      schema: {
        tags,
        summary: 'The detailed report as CSV (or XLSX with format=xlsx), streamed',
        params: customerIdPathSchema,
        querystring: detailedReportExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) =>
      sendListExport(
        reply,
        await clients.exportDetailedReport(request.params.customerId, request.query, request.lang),
      ),
  );
}
