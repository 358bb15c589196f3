import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  fleetContractSchema,
  fleetContractsSchema,
  fleetDailySummaryQuerySchema,
  fleetDailySummarySchema,
  fleetIdParamSchema,
  fleetInvoicesSchema,
  fleetKeyCreateSchema,
  fleetKeyIssuedSchema,
  fleetKeySchema,
  fleetKeyUsesSchema,
  fleetListQuerySchema,
  fleetPaymentsSchema,
  fleetTopUpLinkBodySchema,
  fleetTopUpLinkSchema,
  fleetTransactionPageSchema,
  fleetTransactionsQuerySchema,
  fleetVehiclesSchema,
  webhookDeliveriesSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
} from '@toll/contract/fleet';
import { recordIdTextSchema } from '@toll/contract/record-id';
import type { Ownership } from '@toll/domain/ownership';
import type { App } from '../../platform/app-types';
import { hashMachineKey, machineKeyOf } from '../../platform/auth/machine-keys';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import { getInvoice } from '../billing/invoices';
import { renderInvoicePdf } from '../billing/invoice-pdf';
import { invoiceUbl } from '../billing/invoice-ubl';
import type { CardPayments } from '../contract-payments/card-payments';
import type { WebhookEndpoints } from './endpoints';
import { clientOfCustomer, type FleetKeys, type FleetPrincipal } from './keys';
import { ownContractId, type FleetReads } from './service';

export const FLEET_API_TAG = 'Fleet API v1';
export const FLEET_SECURITY_SCHEME = 'fleetApiKey';
const tags = [FLEET_API_TAG];
const security = [{ [FLEET_SECURITY_SCHEME]: [] }];
const AUTH =
  "Authenticated by the client's fleet API key (`X-Api-Key: fleet_…` or `Authorization: ApiKey fleet_…`), " +
  'made in the customer portal (Account → Fleet API); rate limited per key. Only the key’s own client’s ' +
  'data is reached: another client’s id answers 404.';

export type FleetApiDeps = {
  db: Db;
  keys: FleetKeys;
  reads: FleetReads;
  payments: CardPayments;
  publicBaseUrl: string;
  rateLimit: number;
};

/**
 * The fleet API (`/api/fleet/v1/…`, issue #36). Access is `public` for the session check; the
 * client's fleet key is the check, made before the input is read (401 `auth.invalidApiKey`), and
 * every call is recorded against its key after the answer (the portal lists the uses).
 */
export function registerFleetApiRoutes(app: App, deps: FleetApiDeps) {
  const principals = new WeakMap<FastifyRequest, FleetPrincipal>();
  const preValidation = async (request: FastifyRequest) => {
    principals.set(request, await deps.keys.authenticate(machineKeyOf(request)));
  };
  const onResponse = async (request: FastifyRequest, reply: { statusCode: number }) => {
    const principal = principals.get(request);
    if (!principal) return;
    await deps.keys
      .recordUse(principal.keyId, {
        ip: request.ip,
        method: request.method,
        path: request.url.split('?')[0]!,
        status: reply.statusCode,
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'key use not recorded'));
  };
  const keyOf = (request: FastifyRequest) => principals.get(request)!;
  const config = {
    access: 'public' as const,
    owner: 'key' as const,
    rateLimit: {
      max: deps.rateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => {
        const key = machineKeyOf(request);
        return key ? `fleet:${hashMachineKey(key)}` : `fleet-ip:${request.ip}`;
      },
    },
  };
  /**
   * One route of the API: the key's check and use log, the rate limit, the tag and security
   * scheme, the summary, and the description after the line on authentication.
   */
  const route = <S extends object>(
    summary: string,
    schema: S,
    more: { owner?: Ownership; description?: string } = {},
  ) => ({
    config: { ...config, owner: more.owner ?? config.owner },
    preValidation,
    onResponse,
    schema: {
      tags,
      security,
      summary,
      description: more.description ? `${AUTH} ${more.description}` : AUTH,
      ...schema,
    },
  });
  const byContract = { owner: { by: 'key', ids: { contractId: 'contract' } } } as const;

  app.get(
    '/fleet/v1/contracts',
    route(
      "The client's contracts with their balances",
      { response: { 200: fleetContractsSchema } },
      {
        description:
          'Prepaid: main and secondary balance; postpaid: what is due; the credit limit and deposit. Amounts in minor units (cents).',
      },
    ),
    async (request) => ({ items: await deps.reads.contracts(keyOf(request).clientId) }),
  );

  app.get(
    '/fleet/v1/contracts/:id',
    route(
      'One contract of the client with its balances',
      { params: fleetIdParamSchema, response: { 200: fleetContractSchema } },
      { owner: { by: 'key', ids: { id: 'contract' } } },
    ),
    (request) => deps.reads.contract(keyOf(request).clientId, request.params.id),
  );

  app.get(
    '/fleet/v1/vehicles',
    route(
      "The client's vehicles and the devices on them",
      {
        querystring: z.object({ contractId: recordIdTextSchema.optional() }).strict(),
        response: { 200: fleetVehiclesSchema },
      },
      byContract,
    ),
    (request) => deps.reads.vehicles(keyOf(request).clientId, request.query.contractId),
  );

  app.get(
    '/fleet/v1/transactions',
    route(
      'Toll transactions, newest first, paged by cursor',
      { querystring: fleetTransactionsQuerySchema, response: { 200: fleetTransactionPageSchema } },
      {
        ...byContract,
        description:
          'Filters: contract, plate, segment, exit time from (inclusive) and to (exclusive). ' +
          'Give `nextCursor` back as `cursor` for the next page (null on the last one); pages stay ' +
          'consistent while new transactions arrive.',
      },
    ),
    (request) => deps.reads.transactions(keyOf(request).clientId, request.query),
  );

  app.get(
    '/fleet/v1/transactions/daily-summary',
    route(
      'Toll totals per day (Europe/Sofia) and contract: count, amount, km, vehicles',
      { querystring: fleetDailySummaryQuerySchema, response: { 200: fleetDailySummarySchema } },
      { ...byContract, description: 'At most 92 days at once; posted transactions only.' },
    ),
    (request) => deps.reads.dailySummary(keyOf(request).clientId, request.query),
  );

  app.get(
    '/fleet/v1/invoices',
    route(
      "The client's invoices and credit/debit notes (newest first, at most 1,000)",
      { querystring: fleetListQuerySchema, response: { 200: fleetInvoicesSchema } },
      byContract,
    ),
    (request) => deps.reads.invoices(keyOf(request).clientId, request.query),
  );

  const byInvoice = { owner: { by: 'key', ids: { id: 'invoice' } } } as const;
  app.get(
    '/fleet/v1/invoices/:id/pdf',
    route(
      'An invoice or note as a PDF (in the language of Accept-Language)',
      { params: fleetIdParamSchema, produces: ['application/pdf'] },
      byInvoice,
    ),
    async (request, reply) => {
      const id = await deps.reads.ownInvoiceId(keyOf(request).clientId, request.params.id);
      const invoice = await getInvoice(deps.db, id);
      const pdf = await renderInvoicePdf(invoice, request.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/fleet/v1/invoices/:id/ubl',
    route(
      'An invoice or note as a UBL 2.1 e-invoice (EN 16931, Peppol BIS Billing 3.0; Bulgarian, or English for other languages)',
      { params: fleetIdParamSchema, produces: ['application/xml'] },
      byInvoice,
    ),
    async (request, reply) => {
      const id = await deps.reads.ownInvoiceId(keyOf(request).clientId, request.params.id);
      const ubl = await invoiceUbl(deps.db, id, request.lang);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ubl.fileName}"`)
        .send(ubl.xml);
    },
  );

  app.get(
    '/fleet/v1/payments',
    route(
      "Payments to the client's contracts (bank, card), newest first, at most 1,000",
      { querystring: fleetListQuerySchema, response: { 200: fleetPaymentsSchema } },
      byContract,
    ),
    (request) => deps.reads.payments(keyOf(request).clientId, request.query),
  );

  app.post(
    '/fleet/v1/contracts/:id/top-up-link',
    route(
      'A card top-up link for a prepaid contract (keys with the top-up scope)',
      {
        params: fleetIdParamSchema,
        body: fleetTopUpLinkBodySchema,
        response: { 201: fleetTopUpLinkSchema },
      },
      {
        owner: { by: 'key', ids: { id: 'contract' } },
        description:
          "The link opens the card gateway's page for this amount; it is valid for 10 minutes. " +
          'When the payment is approved the balance is topped up and `topup.booked` is sent.',
      },
    ),
    async (request, reply) => {
      const principal = keyOf(request);
      if (principal.scope !== 'READ_TOPUP')
        throw new AppError(403, { code: 'fleet.topUpScopeRequired' });
      const contractId = await ownContractId(deps.db, principal.clientId, request.params.id);
      const customerId = await customerIdOf(deps.db, principal.clientId);
      const started = await deps.payments.start(
        customerId,
        null,
        contractId,
        { purpose: 'TOP_UP', amountMinor: request.body.amountMinor },
        request.body.lang,
      );
      const nonce = started.payment.fields.NONCE ?? '';
      return reply.code(201).send({
        cardPaymentId: started.cardPayment.id,
        url: `${deps.publicBaseUrl}/api/fleet/top-up/${started.cardPayment.id}/${encodeURIComponent(nonce)}`,
        payment: started.payment,
      });
    },
  );

  // The top-up link itself: a page with the gateway's form (a button, no script), reached by
  // the payment's id and its unguessable nonce; anyone holding the link may pay it.
  app.get(
    '/fleet/top-up/:id/:nonce',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'The page a top-up link opens: on to the card gateway',
        params: z.object({ id: z.string().max(64), nonce: z.string().max(128) }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const resumed = await deps.payments.resume(request.params.id, request.params.nonce);
      if (!resumed) throw new AppError(404, { code: 'fleet.topUpLinkExpired' });
      const t = translator(request.lang, 'gateway');
      const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      const fields = Object.entries(resumed.payment.fields)
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      const amount = (resumed.cardPayment.amountMinor / 100).toFixed(2);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${request.lang}"><meta charset="utf-8">` +
            `<meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<title>BG TOLL</title><body style="font-family:sans-serif;padding:2rem">` +
            `<form method="POST" action="${esc(resumed.payment.action)}">${fields}` +
            `<p>${esc(t('fleetTopUp.page', { amount, currency: resumed.cardPayment.currency }))}</p>` +
            `<button type="submit">${esc(t('fleetTopUp.pay'))}</button></form></body></html>`,
        );
    },
  );
}

async function customerIdOf(db: Db, clientId: number): Promise<string> {
  const rows = await queryRows<{ customer_id: string }>(
    db,
    sql`select customer_id from partners where id = ${clientId}`,
  );
  return rows[0]!.customer_id;
}

const portalTags = ['Self-care fleet API'];
const portalAccess = 'account/fleet-api' as const;

/**
 * The customer portal's fleet pages (a signed-in user with a customer id manages its own
 * client's keys and webhook endpoints; the client comes from the session, never the address).
 */
export function registerFleetPortalRoutes(
  app: App,
  deps: { db: Db; keys: FleetKeys; endpoints: WebhookEndpoints },
) {
  const client = (request: FastifyRequest) =>
    clientOfCustomer(deps.db, request.principal!.customerId!);
  /** One portal route: the client's own (or, by `kind`, one object of the client's). */
  const route = <S extends object>(
    summary: string,
    schema: S,
    kind?: 'api-key' | 'webhook-endpoint' | 'webhook-delivery',
  ) => ({
    config: {
      access: portalAccess,
      owner: kind ? { by: 'client' as const, ids: { id: kind } } : ('client' as const),
    },
    schema: { tags: portalTags, summary, ...schema },
  });

  app.get(
    '/self-care/fleet/keys',
    route("The client's fleet API keys (live first): name, scope, prefix, last use", {
      response: { 200: z.array(fleetKeySchema) },
    }),
    async (request) => deps.keys.list(await client(request)),
  );

  app.post(
    '/self-care/fleet/keys',
    route('Makes a fleet API key: its text is in this answer only', {
      body: fleetKeyCreateSchema,
      response: { 201: fleetKeyIssuedSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await deps.keys.create(await client(request), request.body, request.principal!.id)),
  );

  app.post(
    '/self-care/fleet/keys/:id/rotate',
    route(
      'Replaces a key by a new one of the same name and scope; the old one stops working',
      { params: fleetIdParamSchema, response: { 201: fleetKeyIssuedSchema } },
      'api-key',
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await deps.keys.rotate(await client(request), request.params.id, request.principal!.id),
        ),
  );

  app.post(
    '/self-care/fleet/keys/:id/revoke',
    route(
      'Revokes a key: the next call with it is refused',
      { params: fleetIdParamSchema, response: { 200: fleetKeySchema } },
      'api-key',
    ),
    async (request) => deps.keys.revoke(await client(request), request.params.id),
  );

  app.get(
    '/self-care/fleet/keys/:id/uses',
    route(
      "A key's latest calls: when, from where, what, the answer's status",
      { params: fleetIdParamSchema, response: { 200: fleetKeyUsesSchema } },
      'api-key',
    ),
    async (request) => deps.keys.uses(await client(request), request.params.id),
  );

  app.get(
    '/self-care/fleet/webhooks',
    route("The client's webhook endpoints", { response: { 200: z.array(webhookEndpointSchema) } }),
    async (request) => deps.endpoints.list(await client(request)),
  );

  app.post(
    '/self-care/fleet/webhooks',
    route('Registers an endpoint: its signing secret (whsec_…) is in this answer only', {
      body: webhookEndpointInputSchema,
      response: { 201: webhookEndpointCreatedSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await deps.endpoints.create(await client(request), request.body, request.principal!.id),
        ),
  );

  app.put(
    '/self-care/fleet/webhooks/:id',
    route(
      'Changes an endpoint (URL, events, description, enabled)',
      {
        params: fleetIdParamSchema,
        body: webhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema },
      },
      'webhook-endpoint',
    ),
    async (request) =>
      deps.endpoints.update(await client(request), request.params.id, request.body),
  );

  app.delete(
    '/self-care/fleet/webhooks/:id',
    route(
      'Removes an endpoint; its waiting deliveries are dropped',
      { params: fleetIdParamSchema },
      'webhook-endpoint',
    ),
    async (request, reply) => {
      await deps.endpoints.remove(await client(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/self-care/fleet/webhooks/:id/test',
    route(
      'Sends a `webhook.test` event to this endpoint',
      { params: fleetIdParamSchema, response: { 202: z.object({ eventId: z.string() }) } },
      'webhook-endpoint',
    ),
    async (request, reply) =>
      reply.code(202).send(await deps.endpoints.sendTest(await client(request), request.params.id)),
  );

  app.get(
    '/self-care/fleet/webhooks/:id/deliveries',
    route(
      "An endpoint's latest deliveries: the request, the answer, the time it took",
      { params: fleetIdParamSchema, response: { 200: webhookDeliveriesSchema } },
      'webhook-endpoint',
    ),
    async (request) => deps.endpoints.deliveries(await client(request), request.params.id),
  );

  app.post(
    '/self-care/fleet/deliveries/:id/resend',
    route(
      'Sends a delivery again now, under the same event id',
      { params: fleetIdParamSchema },
      'webhook-delivery',
    ),
    async (request, reply) => {
      await deps.endpoints.resend(await client(request), request.params.id);
      return reply.code(202).send();
    },
  );
}
