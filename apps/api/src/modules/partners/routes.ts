import {
  apiKeyIdParamSchema,
  changeCommissionersBodySchema,
  duplicateAnswerSchema,
  eikDuplicateQuerySchema,
  eikParamSchema,
  ibanChoiceSchema,
  issueApiKeyBodySchema,
  issuedApiKeySchema,
  partnerCreateBodySchema,
  partnerExportQuerySchema,
  partnerIbansSchema,
  partnerIdParamSchema,
  partnerListQuerySchema,
  partnerListSchema,
  partnerRefListSchema,
  partnerSchema,
  partnerStatusChangeSchema,
  partnerUpdateBodySchema,
  paymentTerminalContextSchema,
  reactivatePartnerBodySchema,
  revokedApiKeySchema,
  salesPartnerCreateBodySchema,
  salesPartnerUpdateBodySchema,
  suspendPartnerBodySchema,
  trackerAnswerSchema,
  trackerQuerySchema,
} from '@toll/contract/partners';
import type { FastifyReply } from 'fastify';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { PartnerService } from './service';

const tags = ['Partners'];
const read = { access: 'partner-management' as const, owner: 'agency' as const };
const write = { access: 'partners.write' as const, owner: 'agency' as const };
const salesAdmin = { access: 'sales-partner-management' as const, owner: 'agency' as const };
const salesChoices = { access: 'partners.saleChoices' as const, owner: 'agency' as const };

/** Every /partners… call of spec §7, plus /recipient-ibans and /paymentTerminalContexts. */
export function registerPartnerRoutes(app: App, partners: PartnerService) {
  app.get(
    '/partners',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Partners, paged, sorted and filtered (f_partnerType, f_status, q over name, EIK and city; showApis)',
        querystring: partnerListQuerySchema,
        response: { 200: partnerListSchema },
      },
    },
    // The answer is JSON text built from the declared fields only (JSON.stringify: 15,000 rows of
    // nullable fields took fast-json-stringify 2-4× as long), cached per register revision; a
    // browser that sends the ETag back gets 304 while nothing changed.
    async (request, reply) => {
      const answer = await partners.listJson(request.principal!, request.query);
      const raw = reply as unknown as FastifyReply; // a 304, or JSON text the schema types cannot name
      void raw.header('cache-control', 'private, no-cache');
      if (answer.etag) {
        void raw.header('etag', answer.etag);
        if (request.headers['if-none-match'] === answer.etag) return raw.code(304).send();
      }
      return raw.type('application/json; charset=utf-8').send(answer.body);
    },
  );

  app.get(
    '/partners/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The current filter as CSV or XLSX, streamed',
        querystring: partnerExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) =>
      sendListExport(reply, await partners.export(request.query, request.lang)),
  );

  app.post(
    '/partners',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a partner',
        body: partnerCreateBodySchema,
        response: { 201: partnerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await partners.create(request.body, request.actor)),
  );

  app.get(
    '/partners/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One partner with its commissioners and terminals (and API keys for admins)',
        params: partnerIdParamSchema,
        response: { 200: partnerSchema },
      },
    },
    (request) => partners.get(request.principal!, request.params.id),
  );

  app.put(
    '/partners/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a partner at the version read (409 partner.staleVersion when stale)',
        params: partnerIdParamSchema,
        body: partnerUpdateBodySchema,
        response: { 200: partnerSchema },
      },
    },
    (request) => partners.update(request.params.id, request.body, request.actor),
  );

  app.post(
    '/partners/:id/suspend',
    {
      config: write,
      schema: {
        tags,
        summary: 'Suspend a partner (a reason and the confirmation)',
        params: partnerIdParamSchema,
        body: suspendPartnerBodySchema,
        response: { 200: partnerStatusChangeSchema },
      },
    },
    (request) => partners.suspend(request.params.id, request.body, request.actor),
  );

  app.post(
    '/partners/:id/reactivate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Re-activate a suspended partner (the confirmation)',
        params: partnerIdParamSchema,
        body: reactivatePartnerBodySchema,
        response: { 200: partnerStatusChangeSchema },
      },
    },
    (request) => partners.reactivate(request.params.id, request.body, request.actor),
  );

  app.post(
    '/partners/changePartnerCommissioners',
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace the additional commissioners of a partner, with their percentages',
        body: changeCommissionersBodySchema,
        response: { 200: partnerSchema },
      },
    },
    (request) => partners.changeCommissioners(request.body, request.actor),
  );

  app.post(
    '/partners/createSalesPartner',
    {
      config: salesAdmin,
      schema: {
        tags,
        summary: 'Create a sale partner or commissioner (admin)',
        body: salesPartnerCreateBodySchema,
        response: { 201: partnerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await partners.createSalesPartner(request.body, request.actor)),
  );

  app.put(
    '/partners/updateSalesPartner/:id',
    {
      config: salesAdmin,
      schema: {
        tags,
        summary: 'Change a sale partner or commissioner (admin)',
        params: partnerIdParamSchema,
        body: salesPartnerUpdateBodySchema,
        response: { 200: partnerSchema },
      },
    },
    (request) => partners.updateSalesPartner(request.params.id, request.body, request.actor),
  );

  app.get(
    '/partners/salePartnersAndCommissioners',
    {
      config: salesChoices,
      schema: {
        tags,
        summary: 'Sale partners and commissioners, by name',
        response: { 200: partnerRefListSchema },
      },
    },
    () => partners.salePartnersAndCommissioners(),
  );

  app.get(
    '/partners/sale-partners-and-toll-customers',
    {
      config: salesAdmin,
      schema: {
        tags,
        summary: 'Sale partners and toll customers, by name',
        response: { 200: partnerRefListSchema },
      },
    },
    () => partners.salePartnersAndTollCustomers(),
  );

  app.get(
    '/partners/getVendors',
    {
      config: read,
      schema: {
        tags,
        summary: 'Candidates for a default vendor (active sale partners)',
        response: { 200: partnerRefListSchema },
      },
    },
    () => partners.vendors(),
  );

  app.post(
    '/partners/apis',
    {
      config: { access: 'partners.apis', owner: 'agency' },
      schema: {
        tags,
        summary: 'Issue an API key for a partner (the key is shown in this answer only)',
        body: issueApiKeyBodySchema,
        response: { 201: issuedApiKeySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await partners.issueApiKey(request.principal!, request.body, request.actor)),
  );

  app.delete(
    '/partners/apis/:keyId',
    {
      config: { access: 'partners.apis', owner: 'agency' },
      schema: {
        tags,
        summary: 'Revoke an API key (kept, marked revoked)',
        params: apiKeyIdParamSchema,
        response: { 200: revokedApiKeySchema },
      },
    },
    (request) => partners.revokeApiKey(request.params.keyId, request.actor),
  );

  app.get(
    '/partners/with-available-ibans',
    {
      config: read,
      schema: {
        tags,
        summary: 'Active partners that have IBANs, with them',
        response: { 200: partnerIbansSchema },
      },
    },
    () => partners.withAvailableIbans(),
  );

  app.get(
    '/partners/destination-ibans',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every IBAN of an active partner money can be sent to',
        response: { 200: ibanChoiceSchema },
      },
    },
    () => partners.destinationIbans(),
  );

  app.get(
    '/partners/isTdpIdDuplicated/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether an EIK is already another partner’s',
        params: eikParamSchema,
        querystring: eikDuplicateQuerySchema,
        response: { 200: duplicateAnswerSchema },
      },
    },
    (request) => partners.isEikDuplicated(request.params.id, request.query.excludeId),
  );

  app.get(
    '/partners/isTrackerAttached',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether the customer’s partner has a tracker attached',
        querystring: trackerQuerySchema,
        response: { 200: trackerAnswerSchema },
      },
    },
    (request) => partners.isTrackerAttached(request.query.customerID),
  );

  app.get(
    '/recipient-ibans',
    {
      config: read,
      schema: {
        tags,
        summary: 'Recipient IBANs of active partners',
        response: { 200: ibanChoiceSchema },
      },
    },
    () => partners.recipientIbans(),
  );

  app.get(
    '/paymentTerminalContexts',
    {
      config: read,
      schema: {
        tags,
        summary: 'Virtual POS terminals with their partners',
        response: { 200: paymentTerminalContextSchema },
      },
    },
    () => partners.paymentTerminalContexts(),
  );
}
