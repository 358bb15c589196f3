import { z } from 'zod';
import { frontEndErrorSchema } from '@toll/contract/site';
import type { App } from '../../platform/app-types';
import type { FrontEndErrorService } from './service';

/** Reports per address and minute: a broken page in a loop must not fill the table. */
export const FRONT_END_ERRORS_PER_MINUTE = 20;

export function registerFrontEndErrorRoutes(app: App, service: FrontEndErrorService) {
  app.post(
    '/front-end-error',
    {
      config: {
        access: 'public',
        owner: 'public',
        rateLimit: { max: FRONT_END_ERRORS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Site'],
        summary: 'An error seen by a browser of a production build (spec §7)',
        body: frontEndErrorSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.record({
        text: request.body.text,
        userId: request.body.userId,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );
}
