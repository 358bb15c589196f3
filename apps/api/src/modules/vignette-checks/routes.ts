import type { FastifyInstance } from 'fastify';
import {
  publicCheckParamsSchema,
  publicCheckResponseSchema,
  validateQuerySchema,
  validateResponseSchema,
} from '@toll/contract/public-check';
import type { App } from '../../platform/app-types';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { registerOpenPreflight } from '../../platform/http/open-cors';
import {
  EXPIRED_LOOKBACK_MS,
  NO_VIGNETTE,
  pickVignette,
  readCheckInput,
  vignetteAnswer,
} from './public-check';
import { prepareVehicleVignettes } from './repo';
import type { ValidateService } from './validate-service';

/**
 * `GET /check/vignette/plate/{country}/{plate}`, compatible with the operator's public API:
 * always 200 with `{ok, status, vignette}`, open to every origin (browsers call it), and limited
 * per address generously enough that a fleet's honest use never meets the limit.
 */
export function registerPublicCheckRoutes(
  app: App,
  deps: { database: Database; clock: Clock; rateLimit: number },
) {
  const vehicleVignettes = prepareVehicleVignettes(deps.database);
  const scope = app as unknown as FastifyInstance;
  scope.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/check/')) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    done(null, payload);
  });
  registerOpenPreflight(
    scope,
    '/check/vignette/plate/:country/:plate',
    'CORS preflight of the vignette check: GET from any origin, any requested headers',
  );
  app.get(
    '/check/vignette/plate/:country/:plate',
    {
      config: {
        access: 'public',
        owner: 'public',
        rateLimit: {
          max: deps.rateLimit,
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: ['Public check API'],
        summary: 'The vignette of a vehicle (compatible with check.bgtoll.bg; always HTTP 200)',
        params: publicCheckParamsSchema,
        response: { 200: publicCheckResponseSchema },
      },
    },
    async (request) => {
      const input = readCheckInput(request.params.country, request.params.plate);
      if ('invalid' in input) return input.invalid;
      const now = deps.clock.now();
      const rows = await vehicleVignettes(
        input.country,
        input.plate,
        new Date(now.getTime() - EXPIRED_LOOKBACK_MS),
      );
      const picked = pickVignette(rows, now);
      return picked ? vignetteAnswer(input.country, input.plate, picked) : NO_VIGNETTE;
    },
  );
}

/** GET /api/vignette/validateapi/: the check page's look-up (captcha). */
export function registerValidateRoutes(app: App, service: ValidateService) {
  app.get(
    '/vignette/validateapi/',
    {
      config: { access: 'site.check-vignette', owner: 'public' },
      schema: {
        tags: ['Vignette checks'],
        summary: 'Vignettes of a vehicle (country and plate) or one by its number; captcha',
        querystring: validateQuerySchema,
        response: { 200: validateResponseSchema },
      },
    },
    (request) => service.validate(request.query, request.lang),
  );
}
