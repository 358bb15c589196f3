import {
  mstsBatchResultSchema,
  mstsBatchSchema,
  mstsContractSummarySchema,
  mstsExportQuerySchema,
  mstsIdParamSchema,
  mstsImportSchema,
  mstsKeyListSchema,
  mstsKeyRequestSchema,
  mstsKeyRevokedSchema,
  mstsKeySchema,
  mstsListQuerySchema,
  mstsOverchargeListSchema,
  mstsOverchargeQuerySchema,
  mstsPageSchema,
} from '@toll/contract/msts';
import { sendDownload, sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import { machineKeyOf } from '../../platform/auth/machine-keys';
import type { MstsService } from './service';

const tags = ['International toll (MSTS)'];
const read = { access: 'msts-transactions' as const, owner: 'agency' as const };

/**
 * International toll (MSTS, behind the MSTS feature flag; spec §6 decision: read as contracts,
 * imported by finance, keys by the admin): the outside service's batches (its API key), the file
 * import, the list with its export, a contract's figures and documents, `GET /msts/overcharges`.
 */
export function registerMstsRoutes(app: App, msts: MstsService) {
  app.post(
    '/msts/transactions',
    {
      // the outside toll service's API key is the check (like the charging system's)
      config: { access: 'public', owner: 'key' },
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "The outside toll service's MSTS transactions, up to 10,000 a batch: all or nothing, idempotent by transactionId (API key)",
        body: mstsBatchSchema,
        response: { 200: mstsBatchResultSchema },
      },
    },
    (request) => msts.ingestFromService(machineKeyOf(request), request.body.transactions),
  );
  app.post(
    '/msts/import',
    {
      config: { access: 'msts.import', owner: 'agency' },
      bodyLimit: 24 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Imports a CSV file of MSTS transactions: all or nothing, errors by line',
        body: mstsImportSchema,
        response: { 200: mstsBatchResultSchema },
      },
    },
    (request) => msts.importFile(request.actor, request.body.fileName, request.body.content),
  );
  app.get(
    '/msts/transactions',
    {
      config: read,
      schema: {
        tags,
        summary:
          'MSTS transactions, paged (f_accountId, f_plate, f_tollDomain, f_haulierId, f_billed, f_from, f_to; q)',
        querystring: mstsListQuerySchema,
        response: { 200: mstsPageSchema },
      },
    },
    (request) => msts.list(request.query),
  );
  app.get(
    '/msts/transactions/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The current filter of the MSTS transactions as CSV or XLSX, streamed',
        querystring: mstsExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => sendListExport(reply, await msts.export(request.query, request.lang)),
  );
  app.get(
    '/msts/contracts/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "A contract's MSTS totals (billed and unbilled), Euro-toll limits and batches",
        params: mstsIdParamSchema,
        response: { 200: mstsContractSummarySchema },
      },
    },
    (request) => msts.contractSummary(request.params.id),
  );
  app.get(
    '/msts/batches/:id/file',
    {
      config: read,
      schema: {
        tags,
        summary: 'An imported MSTS file as it was received',
        params: mstsIdParamSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendDownload(reply, await msts.batchFile(request.actor, request.params.id)),
  );
  app.get(
    '/msts/overcharges',
    {
      config: read,
      schema: {
        tags,
        summary: "The platform's overcharge per toll domain in force on a day (default today)",
        querystring: mstsOverchargeQuerySchema,
        response: { 200: mstsOverchargeListSchema },
      },
    },
    (request) => msts.overcharges(request.query.at, request.lang),
  );
  app.post(
    '/msts/keys',
    {
      config: { access: 'msts.keys', owner: 'agency' },
      schema: {
        tags,
        summary: 'Issues an API key for the outside toll service (shown once; audited)',
        body: mstsKeyRequestSchema,
        response: { 201: mstsKeySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await msts.issueKey(request.actor, request.body.name)),
  );
  app.get(
    '/msts/keys',
    {
      config: { access: 'msts.keys', owner: 'agency' },
      schema: {
        tags,
        summary:
          "The outside toll service's API keys: prefix, last use, revocation (never the key)",
        response: { 200: mstsKeyListSchema },
      },
    },
    () => msts.listKeys(),
  );
  app.delete(
    '/msts/keys/:id',
    {
      config: { access: 'msts.keys', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Revokes a key of the outside toll service: refused from the next call on (audited)',
        params: mstsIdParamSchema,
        response: { 200: mstsKeyRevokedSchema },
      },
    },
    (request) => msts.revokeKey(request.actor, request.params.id),
  );
}
