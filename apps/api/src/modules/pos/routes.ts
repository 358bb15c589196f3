import {
  managedPosListSchema,
  managedPosSchema,
  partnerPosQuerySchema,
  posCreateBodySchema,
  posIdParamSchema,
  posListQuerySchema,
  posListSchema,
  posUpdateBodySchema,
  userPosListSchema,
} from '@toll/contract/pos';
import type { App } from '../../platform/app-types';
import type { PosService } from './service';

const tags = ['Points of sale'];
const read = { access: 'pos.read' as const, owner: 'pos' as const };
const manage = { access: 'pos-management' as const, owner: 'partner' as const };

/** Every /pos… call of spec §7. */
export function registerPosRoutes(app: App, pos: PosService) {
  app.get(
    '/pos',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The points of sale in the caller’s scope (spec §6), paged, searched by code or name',
        querystring: posListQuerySchema,
        response: { 200: posListSchema },
      },
    },
    (request) => pos.list(request.principal!, request.query),
  );

  app.get(
    '/pos/user/all',
    {
      config: read,
      schema: {
        tags,
        summary: 'The caller’s own points of sale',
        response: { 200: userPosListSchema },
      },
    },
    (request) => pos.userPos(request.principal!),
  );

  app.get(
    '/pos/:id/all',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'partner' } } },
      schema: {
        tags,
        summary: 'The points of sale of partner {id} (deleted=true: deleted ones too)',
        params: posIdParamSchema,
        querystring: partnerPosQuerySchema,
        response: { 200: managedPosListSchema },
      },
    },
    (request) =>
      pos.ofPartner(request.principal!, request.params.id, request.query.deleted === 'true'),
  );

  app.post(
    '/pos',
    {
      config: { ...manage, owner: { by: 'partner', ids: { partnerId: 'partner' } } },
      schema: {
        tags,
        summary: 'Create a point of sale',
        body: posCreateBodySchema,
        response: { 201: managedPosSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await pos.create(request.principal!, request.body, request.actor)),
  );

  app.put(
    '/pos/:id',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'pos' } } },
      schema: {
        tags,
        summary: 'Change a point of sale (code, name, shift mode, active)',
        params: posIdParamSchema,
        body: posUpdateBodySchema,
        response: { 200: managedPosSchema },
      },
    },
    (request) => pos.update(request.principal!, request.params.id, request.body, request.actor),
  );

  app.post(
    '/pos/restore/:id',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'pos' } } },
      schema: {
        tags,
        summary: 'Restore a deleted point of sale',
        params: posIdParamSchema,
        response: { 200: managedPosSchema },
      },
    },
    (request) => pos.restore(request.principal!, request.params.id, request.actor),
  );

  app.delete(
    '/pos/:id',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'pos' } } },
      schema: {
        tags,
        summary: 'Delete a point of sale (soft delete; refused while a shift is open there)',
        params: posIdParamSchema,
        response: { 200: managedPosSchema },
      },
    },
    (request) => pos.remove(request.principal!, request.params.id, request.actor),
  );
}
