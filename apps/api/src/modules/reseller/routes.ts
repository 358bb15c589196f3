import type { FastifyRequest } from 'fastify';
import {
  resellerCreateHeadersSchema,
  resellerOrderSchema,
  resellerQuoteSchema,
  resellerSaleParamsSchema,
} from '@toll/contract/reseller';
import { saleSchema } from '@toll/contract/sales';
import type { App } from '../../platform/app-types';
import { machineKeyMemo } from '../../platform/auth/machine-keys';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { machineKeyOf } from '../../platform/auth/machine-keys';
import { hashApiKey, requireApiKey, type ApiKeyPrincipal } from '../partners/api-keys';
import type { ResellerService } from './service';

const tags = ['Reseller API'];
const KEY_CACHE_MS = 5_000;
const AUTH =
  'Authenticated by the partner API key (`Authorization: ApiKey <key>` or `X-Api-Key: <key>`), ' +
  'issued in the back office (partner → API keys); rate limited per key.';

/**
 * The reseller API's routes. Access is `public` for the session check: the partner API key is the
 * check, made before the body is read (a request without a valid key gets 401
 * `auth.invalidApiKey`), and the rate limit counts per key.
 */
export function registerResellerRoutes(
  app: App,
  deps: { db: Db; clock: Clock; reseller: ResellerService; rateLimit: number },
) {
  const keys = new WeakMap<FastifyRequest, ApiKeyPrincipal>();
  // A key checked in the last few seconds is not looked up again (nor its last use written) on
  // every request of a busy reseller; a revoked key stops working within KEY_CACHE_MS.
  const checked = machineKeyMemo<ApiKeyPrincipal>(KEY_CACHE_MS);
  const preValidation = async (request: FastifyRequest) => {
    const raw = machineKeyOf(request);
    const hash = raw === null ? null : hashApiKey(raw);
    const cached = hash === null ? undefined : checked.get(hash);
    if (cached) {
      keys.set(request, cached);
      return;
    }
    const principal = await requireApiKey(deps.db, deps.clock, machineKeyOf(request));
    checked.set(hash!, principal);
    keys.set(request, principal);
  };
  const keyOf = (request: FastifyRequest) => keys.get(request)!;
  const config = {
    access: 'public' as const,
    // every call reaches the key's own partner's sales only
    owner: 'key' as const,
    rateLimit: {
      max: deps.rateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => {
        const key = machineKeyOf(request);
        return key ? `reseller:${hashApiKey(key)}` : `reseller-ip:${request.ip}`;
      },
    },
  };

  app.post(
    '/reseller/quote',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'Prices vignettes and route passes as a sale now would, without selling',
        description: `${AUTH} Refusals are the purchase's (overlap, start at most 30 days ahead, plate rules), 409 with one error per item.`,
        body: resellerOrderSchema,
        response: { 200: resellerQuoteSchema },
      },
    },
    (request) => deps.reseller.quote(request.body, request.lang),
  );

  app.post(
    '/reseller/sales',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary:
          'Sells vignettes and route passes, charged to the partner’s account, once per Idempotency-Key',
        description:
          `${AUTH} The sale is issued at once and paid on the partner's account. The first answer to an ` +
          '`Idempotency-Key` is stored for 24 hours and replayed (header `Idempotent-Replayed: true`) to a ' +
          'retry with the same body; the same key with another body is refused with 422 ' +
          '`reseller.idempotencyKeyReused`; a retry while the first request still runs waits for its ' +
          'answer, or gets 409 `reseller.requestInProgress` with `Retry-After` (seconds until the first ' +
          "request's lease ends) after 10 s. A key whose request stopped (a crash) is answered with " +
          'its sale if the sale was made, or taken over by the retry once its lease has ended ' +
          '(`CLAIM_LEASE_MS`, 30 s).',
        headers: resellerCreateHeadersSchema,
        body: resellerOrderSchema,
        response: { 201: saleSchema },
      },
    },
    async (request, reply) => {
      const answer = await deps.reseller.create(
        keyOf(request),
        request.headers['idempotency-key'],
        request.body,
        request.lang,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/reseller/sales/:id',
    {
      config: { ...config, owner: { by: 'key', ids: { id: 'sale' } } },
      preValidation,
      schema: {
        tags,
        summary: 'One of the partner’s sales: its state, items, vignette and route-pass numbers',
        description: AUTH,
        params: resellerSaleParamsSchema,
        response: { 200: saleSchema },
      },
    },
    (request) => deps.reseller.lookup(keyOf(request), request.params.id, request.lang),
  );
}
