import type { FastifyInstance } from 'fastify';
import { publicViolationParamsSchema, publicViolationResponseSchema } from '@toll/contract/delicts';
import type { App } from '../../platform/app-types';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { registerOpenPreflight } from '../../platform/http/open-cors';
import type { OwnerIdHasher } from './owner-id';
import { readViolationQuery, violationsAnswer } from './public-violations';
import { delictsOfVehicle } from './repo';

/**
 * `GET /check/violation/v2/plate/{country}/{plate}/{egn-or-eik}` (FACTS), beside the vignette
 * check: always 200, open to every origin (browsers call it), no captcha, limited per address
 * like the vignette check (CHECK_RATE_LIMIT a minute).
 */
export function registerViolationCheckRoutes(
  app: App,
  deps: { db: Db; clock: Clock; rateLimit: number; hashOwnerId: OwnerIdHasher },
) {
  registerOpenPreflight(
    app as unknown as FastifyInstance,
    '/check/violation/v2/plate/:country/:plate/:ownerId',
    'CORS preflight of the violation check: GET from any origin, any requested headers',
  );
  app.get(
    '/check/violation/v2/plate/:country/:plate/:ownerId',
    {
      config: {
        access: 'public',
        owner: 'public',
        rateLimit: { max: deps.rateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Public check API'],
        summary: "A vehicle's violations for the owner's EGN or EIK (always HTTP 200)",
        params: publicViolationParamsSchema,
        response: { 200: publicViolationResponseSchema },
      },
      onSend: async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    },
    async (request) => {
      const { country, plate, ownerId } = request.params;
      const query = readViolationQuery(country, plate, ownerId);
      if ('invalid' in query) return query.invalid;
      const rows = await delictsOfVehicle(deps.db, {
        countryCode: query.countryCode,
        plate: query.plate,
        ownerIdHash: deps.hashOwnerId(query.ownerId),
      });
      return violationsAnswer(rows, deps.clock.now());
    },
  );
}
