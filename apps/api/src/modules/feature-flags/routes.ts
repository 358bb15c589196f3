import {
  featureFlagsSchema,
  featureFlagsUnlockSchema,
  featureFlagsUnlockedSchema,
} from '@toll/contract/site';
import type { App } from '../../platform/app-types';
import type { FeatureFlagService } from './service';

const tags = ['Site'];

/** Password attempts per address and minute: enough for a person, too few to guess. */
export const UNLOCK_ATTEMPTS_PER_MINUTE = 10;

export function registerFeatureFlagRoutes(app: App, service: FeatureFlagService) {
  app.get(
    '/feature-flags',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'The feature flags in force (spec §6), as booleans and as the stored bit string',
        response: { 200: featureFlagsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.current();
    },
  );

  app.post(
    '/feature-flags/unlock',
    {
      config: {
        access: 'public',
        owner: 'public',
        rateLimit: { max: UNLOCK_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: "Checks the password of the site's hidden feature-flag overlay",
        body: featureFlagsUnlockSchema,
        response: { 200: featureFlagsUnlockedSchema },
      },
    },
    (request) => service.unlock(request.body.password),
  );
}
