import { posListQuerySchema, posListSchema, userPosListSchema } from '@toll/contract/pos';
import type { App } from '../../platform/app-types';
import type { PosService } from './service';

const tags = ['Points of sale'];

export function registerPosRoutes(app: App, pos: PosService) {
  app.get(
    '/pos',
    {
      config: { access: 'pos.read' },
      schema: {
        tags,
        summary:
          'Points of sale the caller may load (admins all, a partner admin their partner’s, others their own), by code or name (q)',
        querystring: posListQuerySchema,
        response: { 200: posListSchema },
      },
    },
    (request) => pos.list(request.principal!, request.query),
  );

  app.get(
    '/pos/user/all',
    {
      config: { access: 'pos.read' },
      schema: {
        tags,
        summary: 'The caller’s own points of sale (the picker’s fixed list, the shift link)',
        response: { 200: userPosListSchema },
      },
    },
    (request) => pos.own(request.principal!),
  );
}
