import { type Lang } from '@toll/domain/languages';
import {
  adminPasswordBodySchema,
  adminUpdateUserBodySchema,
  messageResponseSchema,
  roleListSchema,
  userDetailsSchema,
  userExportQuerySchema,
  userIdParamSchema,
  userListQuerySchema,
  userListSchema,
} from '@toll/contract/identity';
import type { App } from '../../platform/app-types';
import { translator } from '../../platform/i18n';
import type { AdminService } from './admin-service';
import { userExportStream } from './user-export';

const tags = ['User management'];

export function registerAdminUserRoutes(app: App, admin: AdminService) {
  const manage = { access: 'users.manage' as const, owner: 'partner' as const };
  const say = (lang: Lang, key: string) => ({ message: translator(lang)(key) });

  app.get(
    '/roles',
    {
      config: { access: 'roles.load', owner: 'partner' },
      schema: {
        tags,
        summary: 'Every role with its rank and whether the caller may assign it',
        response: { 200: roleListSchema },
      },
    },
    (request) => admin.roles(request.principal!),
  );

  app.get(
    '/user/all',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Users (a partner administrator sees their partner’s)',
        querystring: userListQuerySchema,
        response: { 200: userListSchema },
      },
    },
    (request) => admin.list(request.principal!, request.query),
  );

  app.get(
    '/user/all/export',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The users of the list’s search and filter as CSV, streamed',
        querystring: userExportQuerySchema,
      },
    },
    (request, reply) => {
      const { format: _format, ...filter } = request.query;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="users.csv"')
        .send(userExportStream(admin, request.principal!, filter));
    },
  );

  app.post(
    '/user/update/admin',
    {
      config: {
        ...manage,
        owner: { by: 'partner', ids: { id: 'user', posIds: 'pos', partnerId: 'partner' } },
      },
      schema: {
        tags,
        summary: 'Change a user’s data, roles and points of sale',
        body: adminUpdateUserBodySchema,
        response: { 200: userDetailsSchema },
      },
    },
    (request) => admin.update(request.principal!, request.body, request.actor),
  );

  app.post(
    '/user/activate/:id',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'user' } } },
      schema: {
        tags,
        summary: 'Activate a user',
        params: userIdParamSchema,
        response: { 200: userDetailsSchema },
      },
    },
    (request) => admin.activate(request.principal!, request.params.id, request.actor),
  );

  app.delete(
    '/user/decommission/:id',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'user' } } },
      schema: {
        tags,
        summary: 'Decommission a user (no more logins; sessions end)',
        params: userIdParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await admin.decommission(request.principal!, request.params.id, request.actor);
      return say(request.lang, 'success.userDecommissioned');
    },
  );

  app.delete(
    '/user/delete/:id',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'user' } } },
      schema: {
        tags,
        summary: 'Delete a user (personal data erased)',
        params: userIdParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await admin.remove(request.principal!, request.params.id, request.actor);
      return say(request.lang, 'success.userDeleted');
    },
  );

  app.post(
    '/user/update/password/admin',
    {
      config: { ...manage, owner: { by: 'partner', ids: { id: 'user' } } },
      schema: {
        tags,
        summary: 'Set a user’s password; their sessions end',
        body: adminPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await admin.setPassword(
        request.principal!,
        request.body.id,
        request.body.password,
        request.actor,
      );
      return say(request.lang, 'success.passwordChanged');
    },
  );
}
