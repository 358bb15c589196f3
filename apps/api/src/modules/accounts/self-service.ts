import { selfServiceDetachBodySchema } from '@toll/contract/clients';
import {
  selfServiceDetailsQuerySchema,
  selfServiceDetailsSchema,
  selfServiceLinkBodySchema,
  selfServiceUnlinkSchema,
  selfServiceUserSchema,
} from '@toll/contract/self-service';
import type { App } from '../../platform/app-types';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';
import * as users from './self-service-repo';

const tags = ['Self-service'];

/**
 * Spec §7 "Self-service": staff attach a site user to a toll client (the user then sees the
 * client's contracts on the site's account pages) and read who is attached; the user detaches
 * themselves. Every change is audited on the user.
 */
export function registerSelfServiceRoutes(app: App, db: Db) {
  async function client(customerId: string) {
    const row = await repo.findClientByCustomerId(db, customerId);
    if (!row) throw new AppError(404, { code: 'contract.clientNotFound', field: 'customerId' });
    return row;
  }

  app.post(
    '/self-service/user',
    {
      // decision: attaching a user to a client is a change of the client (contracts.write)
      config: { access: 'contracts.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'Attach a site user (by username) to a toll client (customerId)',
        body: selfServiceLinkBodySchema,
        response: { 200: selfServiceUserSchema },
      },
    },
    async (request) => {
      const { customerId, username } = request.body;
      await client(customerId);
      return db.transaction(async (tx) => {
        const before = await users.lockUserByUsername(tx, username);
        if (!before) throw new AppError(404, { code: 'user.notFound', field: 'username' });
        const after = await users.setUserClient(tx, before.userId, customerId);
        await audit(tx, request.actor, { action: 'self-service.link', entity: 'user', entityId: before.userId, before, after }); // prettier-ignore
        return after!;
      });
    },
  );

  app.get(
    '/self-service/unlink-partner',
    {
      config: { access: 'account/contract-management', owner: 'client' },
      schema: {
        tags,
        summary: 'The signed-in user detaches themselves from their toll client',
        response: { 200: selfServiceUnlinkSchema },
      },
    },
    async (request) => {
      const id = request.principal!.id;
      await db.transaction(async (tx) => {
        const before = await users.findSelfServiceUser(tx, id);
        await users.setUserClient(tx, id, null);
        await audit(tx, request.actor, { action: 'self-service.unlink', entity: 'user', entityId: id, before, after: { ...before, customerId: null } }); // prettier-ignore
      });
      return { customerId: null };
    },
  );

  app.post(
    '/self-service/user/detach',
    {
      // the office's counterpart of unlink-partner: a clerk detaches a site user from a client
      config: { access: 'contracts.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'Detach a site user (by username) from a toll client (customerId)',
        body: selfServiceDetachBodySchema,
        response: { 200: selfServiceUserSchema },
      },
    },
    async (request) => {
      const { customerId, username } = request.body;
      await client(customerId);
      return db.transaction(async (tx) => {
        const before = await users.lockUserByUsername(tx, username, customerId);
        if (!before) throw new AppError(404, { code: 'user.notFound', field: 'username' });
        const after = await users.setUserClient(tx, before.userId, null);
        await audit(tx, request.actor, { action: 'self-service.detach', entity: 'user', entityId: before.userId, before, after }); // prettier-ignore
        return after!;
      });
    },
  );

  app.get(
    '/self-service/retrieve-user-details',
    {
      config: { access: 'contract-management', owner: 'agency' },
      schema: {
        tags,
        summary: 'The site users attached to a toll client (customerId; remoteClientId echoed)',
        querystring: selfServiceDetailsQuerySchema,
        response: { 200: selfServiceDetailsSchema },
      },
    },
    async (request) => {
      const { customerId, remoteClientId } = request.query;
      const row = await client(customerId);
      const attached = await users.usersOfClient(db, customerId);
      return {
        customerId,
        remoteClientId: remoteClientId ?? null,
        clientName: row.name,
        users: attached,
      };
    },
  );
}
