import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, login, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';

let t: TestApp;
let admin: string;
let concord: string;
let partnerAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartner(t, { id: 7 });
  await seedPointsOfSale(t, 7, [1, 3]);
  admin = await sessionToken(
    t,
    (await seedUser(t, { username: 'root', roles: ['ROLE_ADMIN'] })).id,
  );
  concord = await sessionToken(
    t,
    (await seedUser(t, { username: 'concord', roles: ['ROLE_CONCORD_ADMIN'] })).id,
  );
  partnerAdmin = await sessionToken(
    t,
    (await seedUser(t, { username: 'padmin', roles: ['ROLE_PARTNER_ADMIN'], partnerId: 7 })).id,
  );
});
afterAll(() => t.close());

const staff = (token: string, username: string, extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers: bearer(token),
    payload: {
      username,
      email: `${username}@example.bg`,
      password: 'Staff2026x',
      firstName: 'S',
      lastName: 'T',
      ...extra,
    },
  });

describe('staff user management', () => {
  it('lets an admin create staff with roles, points of sale and partner, active at once, audited', async () => {
    const res = await staff(admin, 'cashier1', {
      roles: ['ROLE_VIGNETTE_USER'],
      posIds: [3, 1],
      partnerId: 7,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'ACTIVE',
      roles: [{ code: 'ROLE_VIGNETTE_USER' }],
      posIds: [1, 3],
      partnerId: 7,
    });
    expect((await login(t, 'cashier1', 'Staff2026x')).statusCode).toBe(200);
    const audit = await queryRows<{ action: string; after: { username: string } }>(
      t.database.db,
      sql`select action, after from audit_log where entity = 'user' order by id`,
    );
    expect(audit.at(-1)).toMatchObject({ action: 'user.create', after: { username: 'cashier1' } });
  });

  it('refuses a point of sale that does not exist with its catalogue key', async () => {
    const res = await staff(admin, 'cashier9', { roles: ['ROLE_VIGNETTE_USER'], posIds: [1, 404] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'user.unknownPos', field: 'posIds' });
  });

  it('keeps a concord admin from granting admin roles and a partner admin inside their partner', async () => {
    const refused = await staff(concord, 'wannabe', { roles: ['ROLE_ADMIN'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'user.roleNotAssignable',
      field: 'roles',
    });
    expect((await staff(concord, 'helper', { roles: ['ROLE_ACCOUNTANT'] })).statusCode).toBe(201);
    const elsewhere = await staff(partnerAdmin, 'p7clerk', {
      roles: ['ROLE_VIGNETTE_USER'],
      partnerId: 99,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().errors[0]).toMatchObject({
      code: 'user.outsidePartner',
      field: 'partnerId',
    });
    const own = await staff(partnerAdmin, 'p7clerk', { roles: ['ROLE_VIGNETTE_USER'] });
    expect(own.json()).toMatchObject({ partnerId: 7 });
    expect((await staff(partnerAdmin, 'p7boss', { roles: ['ROLE_ADMIN'] })).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user/all',
      headers: bearer(partnerAdmin),
    });
    expect(
      list
        .json()
        .items.map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(['cashier1', 'p7clerk', 'padmin']);
    const outsider = (
      await t.app.inject({ method: 'GET', url: '/api/user/all?q=helper', headers: bearer(admin) })
    ).json().items[0];
    const touch = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/admin',
      headers: bearer(partnerAdmin),
      payload: { id: outsider.id, firstName: 'X' },
    });
    expect(touch.statusCode).toBe(403);
    expect(touch.json().errors[0].code).toBe('user.outsidePartner');
  });

  it('updates roles, decommissions (ending sessions), activates, sets passwords and deletes', async () => {
    const created = (await staff(admin, 'worker', { roles: ['ROLE_C2'] })).json();
    const session = (await login(t, 'worker', 'Staff2026x')).json().token as string;
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/admin',
      headers: bearer(admin),
      payload: { id: created.id, roles: ['ROLE_DELICTS_READ'] },
    });
    expect(update.json().roles).toEqual([{ code: 'ROLE_DELICTS_READ' }]);
    const decommission = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/decommission/${created.id}`,
      headers: bearer(admin),
    });
    expect(decommission.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/details', headers: bearer(session) }))
        .statusCode,
    ).toBe(401);
    expect((await login(t, 'worker', 'Staff2026x')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/activate/${created.id}`,
          headers: bearer(admin),
        })
      ).json().status,
    ).toBe('ACTIVE');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/activate/${created.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/update/password/admin',
      headers: bearer(admin),
      payload: { id: created.id, password: 'Reset2026x' },
    });
    expect((await login(t, 'worker', 'Reset2026x')).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/user/delete/${created.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(t, 'worker', 'Reset2026x')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/user/delete/424242',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
    const rootId = (
      await t.app.inject({ method: 'GET', url: '/api/user/details', headers: bearer(admin) })
    ).json().id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/user/decommission/${rootId}`,
          headers: bearer(admin),
        })
      ).json().errors[0].code,
    ).toBe('user.cannotChangeSelf');
  });

  it('lists roles with rank and what the caller may assign', async () => {
    const roles = (
      await t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(concord) })
    ).json<{ code: string; assignable: boolean; rank: number | null }[]>();
    expect(roles.find((r) => r.code === 'ROLE_ADMIN')).toMatchObject({ assignable: false });
    expect(roles.find((r) => r.code === 'ROLE_ACCOUNTANT')).toMatchObject({ assignable: true });
    expect(roles[0]).toMatchObject({ code: 'ROLE_RIA', rank: 0 });
  });
});

describe('limits and captcha', () => {
  it('rate-limits sign-in attempts per address with a catalogue error', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/authenticate?browser-language=en',
          payload: { userName: 'x', password: 'y' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errors[0].code).toBe('common.tooManyRequests');
    } finally {
      await limited.close();
    }
  });

  it('requires a solved, fresh, unused ALTCHA proof of work when the captcha is on', async () => {
    const { solveChallenge } = await import('altcha-lib/v1');
    const guarded = await createTestApp({
      env: { CAPTCHA_DISABLED: 'false', CAPTCHA_MAX_NUMBER: '2000' },
    });
    try {
      const reset = (recaptchaCode?: string) =>
        guarded.app.inject({
          method: 'POST',
          url: '/api/user/password/reset',
          payload: { email: 'a@example.bg', recaptchaCode },
        });
      expect((await reset()).json().errors[0]).toMatchObject({
        code: 'auth.captchaRequired',
        field: 'recaptchaCode',
      });
      expect((await reset('garbage')).json().errors[0].code).toBe('auth.captchaInvalid');
      const challenge = (
        await guarded.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
      ).json();
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      const payload = Buffer.from(
        JSON.stringify({ ...challenge, number: solution!.number }),
      ).toString('base64');
      expect((await reset(payload)).statusCode).toBe(202);
      expect((await reset(payload)).json().errors[0].code).toBe('auth.captchaInvalid');
      const wrong = Buffer.from(
        JSON.stringify({ ...challenge, number: solution!.number + 1 }),
      ).toString('base64');
      expect((await reset(wrong)).json().errors[0].code).toBe('auth.captchaInvalid');
    } finally {
      await guarded.close();
    }
  });
});

describe('user list export', () => {
  it('streams the users of the search as CSV to user managers only', async () => {
    await staff(admin, 'export.one', { roles: ['ROLE_VIGNETTE_USER'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/all/export?format=csv&q=export.one',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('users.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,username,firstName,lastName,email,roles,status,partnerId,posIds,createdAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('export.one,S,T,export.one@example.bg,ROLE_VIGNETTE_USER,ACTIVE');

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/user/all/export',
      headers: bearer(admin),
    });
    expect(all.body.trim().split('\n').length).toBeGreaterThan(3);

    // A partner admin exports only their partner's users; others may not export.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/all/export',
      headers: bearer(partnerAdmin),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('export.one');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/all/export?format=xlsx',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/all/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
