import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Actor } from '../actor';
import { queryRows } from '../db/database';
import { registerActor } from './actor';
import { registerRequestLang } from './request-lang';

describe('the request actor', () => {
  it('is built once per request, from the principal, language, address and request id', async () => {
    const app = Fastify({ genReqId: () => 'req-1' });
    registerRequestLang(app);
    app.decorateRequest('principal', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const id = Number(request.headers['x-user']);
      if (id) request.principal = { id, username: 'u', roles: ['ROLE_ACCOUNTANT'], posIds: [7], partnerId: 3, customerId: null, sessionId: 's' }; // prettier-ignore
      done();
    });
    registerActor(app);
    app.get('/who', (request) => ({ actor: request.actor, same: request.actor === request.actor }));
    const signedIn = await app.inject({ url: '/who', headers: { 'x-user': '42', 'accept-language': 'en' } }); // prettier-ignore
    expect(signedIn.json()).toEqual({
      same: true,
      actor: {
        userId: 42,
        roles: ['ROLE_ACCOUNTANT'],
        partnerId: 3,
        posIds: [7],
        customerId: null,
        ip: '127.0.0.1',
        requestId: 'req-1',
        lang: 'en',
      } satisfies Actor,
    });
    const anonymous = await app.inject({ url: '/who' });
    expect(anonymous.json().actor).toMatchObject({ userId: null, roles: [], lang: 'bg' });
    await app.close();
  });

  describe('in the audit log', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('names the signed-in user, the address and the request id of an audited change', async () => {
      const admin = await seedUser(t, { username: 'actor_admin', roles: ['ROLE_ADMIN'] });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/announcements',
        headers: { ...bearer(await sessionToken(t, admin.id)), 'x-request-id': 'actor-trace-1' },
        payload: { name: 'Actor', link: 'https://www.api.bg/a', messageBg: 'Тест', messageEn: 'Test', productType: 'E_VIGNETTE' }, // prettier-ignore
      });
      expect(res.statusCode, res.body).toBe(201);
      const rows = await queryRows<{ actor_user_id: number; ip: string; request_id: string }>(
        t.database.db,
        sql`select actor_user_id, ip, request_id from audit_log
            where action = 'announcement.create' and entity_id = ${String(res.json().id)}`,
      );
      expect(rows).toEqual([{ actor_user_id: admin.id, ip: '127.0.0.1', request_id: 'actor-trace-1' }]); // prettier-ignore
    });
  });
});
