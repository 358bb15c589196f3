import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { bearer, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue #30 as a partner's administrator would try it on the demo data: `partneradmin` (Shell,
 * partner 1) cannot widen anyone's reach, its own included; the admin cannot break the rule that a
 * user's points of sale belong to the user's partner; every refusal is audited on the caller's
 * record and nothing changes. The ownership test (platform/auth/ownership.test.ts) walks every
 * route the same way; this file keeps the cases of the issue, by name.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let shellPos: number[] = [];
let omvPos: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  for (const row of await queryRows<{ id: number; username: string }>(
    t.database.db,
    sql`select id, username from users where username in ('admin', 'partneradmin', 'cashier', 'concord', 'accountant')`,
  )) {
    ids[row.username] = row.id;
    tokens[row.username] = await sessionToken(t, row.id);
  }
  const pos = await queryRows<{ id: number; partner_id: number }>(
    t.database.db,
    sql`select id, partner_id from points_of_sale order by id`,
  );
  shellPos = pos.filter((p) => p.partner_id === 1).map((p) => p.id);
  omvPos = pos.filter((p) => p.partner_id === 2).map((p) => p.id);
}, 120_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const register = (who: string, username: string, extra: Record<string, unknown>) =>
  call(who, 'POST', '/api/user/register', {
    username,
    email: `${username}@example.bg`,
    password: 'Staff2026x',
    firstName: 'S',
    lastName: 'T',
    ...extra,
  });

/** What a user holds now, as the database has it. */
async function access(userId: number) {
  const [row] = await queryRows<{ partner_id: number | null; roles: string[]; pos: number[] }>(
    t.database.db,
    sql`select u.partner_id,
          coalesce((select array_agg(role order by role) from user_roles where user_id = u.id), '{}') as roles,
          coalesce((select array_agg(pos_id order by pos_id) from user_points_of_sale where user_id = u.id), '{}') as pos
        from users u where u.id = ${userId}`,
  );
  return { partnerId: row!.partner_id, roles: row!.roles, pos: row!.pos.map(Number) };
}

/** The database's refusal, as drizzle wraps it (the COMMIT's, on PostgreSQL). */
const refusedBy = (pattern: RegExp) => (error: Error) =>
  pattern.test(`${error.message} ${String(error.cause ?? '')}`);

const refusals = (userId: number) =>
  queryRows<{ after: { url: string; codes: string[]; body: Record<string, unknown> } }>(
    t.database.db,
    sql`select after from audit_log where action = 'security.refused' and entity = 'user'
          and entity_id = ${String(userId)} order by id`,
  );

describe("a partner's administrator cannot widen anyone's reach", () => {
  it('offers and grants only its partner staff roles', async () => {
    const roles = await call('partneradmin', 'GET', '/api/roles');
    expect(roles.statusCode).toBe(200);
    const assignable = roles
      .json<{ code: string; assignable: boolean }[]>()
      .filter((r) => r.assignable)
      .map((r) => r.code);
    expect(assignable).toContain('ROLE_VIGNETTE_USER');
    expect(assignable).not.toContain('ROLE_ACCOUNTANT');
    expect(assignable).not.toContain('ROLE_CUSTOMERS_WRITE');

    for (const role of ['ROLE_ACCOUNTANT', 'ROLE_CUSTOMERS_WRITE']) {
      const res = await register('partneradmin', `x_${role.toLowerCase()}`, { roles: [role] });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().errors[0]).toMatchObject({
        code: 'user.roleNotAssignable',
        field: 'roles',
      });
      expect(res.json().errors[0].message).toContain(role);
    }
    const users = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where username like 'x\\_role%'`,
    );
    expect(users[0]!.n).toBe(0);
  });

  it('cannot turn its cashier into an accountant, nor itself into anything', async () => {
    const before = await access(ids.cashier!);
    const raise = await call('partneradmin', 'POST', '/api/user/update/admin', {
      id: ids.cashier,
      roles: [...before.roles, 'ROLE_ACCOUNTANT'],
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().errors[0].code).toBe('user.roleNotAssignable');
    expect(await access(ids.cashier!)).toEqual(before);

    const self = await call('partneradmin', 'POST', '/api/user/update/admin', {
      id: ids.partneradmin,
      roles: ['ROLE_PARTNER_ADMIN', 'ROLE_VIGNETTE_USER'],
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().errors[0].code).toBe('user.cannotRaiseSelf');
  });

  it("cannot give OMV's point of sale to its users, nor move them to another partner", async () => {
    const before = await access(ids.cashier!);
    const foreign = await call('partneradmin', 'POST', '/api/user/update/admin', {
      id: ids.cashier,
      posIds: [shellPos[0], omvPos[0]],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0]).toMatchObject({
      code: 'user.posOutsidePartner',
      field: 'posIds',
      message: `The point of sale ${omvPos[0]} belongs to another partner than the user's.`,
    });
    const created = await register('partneradmin', 'omv_seller', {
      roles: ['ROLE_VIGNETTE_USER'],
      posIds: [omvPos[0]],
    });
    expect(created.statusCode).toBe(403);
    const moved = await call('partneradmin', 'POST', '/api/user/update/admin', {
      id: ids.cashier,
      partnerId: 2,
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().errors[0]).toMatchObject({
      code: 'user.outsidePartner',
      field: 'partnerId',
    });
    expect(await access(ids.cashier!)).toEqual(before);
  });

  it('cannot edit, reset, activate, deactivate or delete the agency staff or another partner', async () => {
    const accountant = ids.accountant!;
    for (const [method, url, payload] of [
      ['POST', '/api/user/update/admin', { id: accountant, firstName: 'X' }],
      ['POST', '/api/user/update/password/admin', { id: accountant, password: 'Taken2026x' }],
      ['POST', `/api/user/activate/${accountant}`, undefined],
      ['DELETE', `/api/user/decommission/${accountant}`, undefined],
      ['DELETE', `/api/user/delete/${accountant}`, undefined],
    ] as const) {
      const res = await call('partneradmin', method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors[0].code, url).toBe('user.outsidePartner');
    }
    const [row] = await queryRows<{ first_name: string; status: string }>(
      t.database.db,
      sql`select first_name, status from users where id = ${accountant}`,
    );
    expect(row).toEqual({ first_name: 'Елена', status: 'ACTIVE' });
    const history = await call('partneradmin', 'GET', `/api/history/user/${accountant}`);
    expect(history.statusCode).toBe(403);
  });

  it("keeps a user's points of sale within its partner for the admin too, and the database says so", async () => {
    const admin = await call('admin', 'POST', '/api/user/update/admin', {
      id: ids.cashier,
      posIds: [shellPos[0], omvPos[0]],
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().errors[0]).toMatchObject({ code: 'user.posOutsidePartner' });
    const ghost = await register('admin', 'ghost_partner', {
      roles: ['ROLE_C2'],
      partnerId: 99999,
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors[0]).toMatchObject({
      code: 'user.unknownPartner',
      field: 'partnerId',
      message: 'There is no partner with the number 99999.',
    });
    // No code path can break it: the deferred triggers of migration 0045 refuse at COMMIT.
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into user_points_of_sale (user_id, pos_id) values (${ids.cashier}, ${omvPos[0]})`,
        );
      }),
    ).rejects.toSatisfy(refusedBy(/does not belong to the partner/));
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update users set partner_id = 2 where id = ${ids.cashier}`);
      }),
    ).rejects.toSatisfy(refusedBy(/does not belong to the partner/));
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update users set partner_id = 99999 where id = ${ids.cashier}`);
      }),
    ).rejects.toSatisfy(refusedBy(/foreign key/));
    // a point of sale moved to another partner is taken from the former partner's users
    const holder = await register('admin', 'pos_holder', {
      roles: ['ROLE_C2'],
      partnerId: 1,
      posIds: [shellPos[2]],
    });
    await t.database.db.execute(
      sql`update points_of_sale set partner_id = 2 where id = ${shellPos[2]}`,
    );
    expect(await access(holder.json().id)).toMatchObject({ partnerId: 1, pos: [] });
    await t.database.db.execute(
      sql`update points_of_sale set partner_id = 1 where id = ${shellPos[2]}`,
    );
    // moving a user together with its points of sale is one consistent change
    const other = await register('admin', 'moving_clerk', {
      roles: ['ROLE_C2'],
      partnerId: 1,
      posIds: [shellPos[1]],
    });
    expect(other.statusCode).toBe(201);
    const move = await call('admin', 'POST', '/api/user/update/admin', {
      id: other.json().id,
      partnerId: 2,
      posIds: [omvPos[1]],
    });
    expect(move.statusCode).toBe(200);
    expect(await access(other.json().id)).toMatchObject({ partnerId: 2, pos: [omvPos[1]] });
  });

  it('records every refusal on the caller, with what was tried, and shows it in its history', async () => {
    const recorded = await refusals(ids.partneradmin!);
    expect(recorded.length).toBeGreaterThanOrEqual(10);
    const raise = recorded.find((r) => r.after.codes.includes('user.roleNotAssignable'));
    expect(raise?.after).toMatchObject({ url: '/api/user/register' });
    const reset = recorded.find((r) => r.after.url === '/api/user/update/password/admin');
    expect(reset?.after.body.password).toBe('***');
    const history = await call('admin', 'GET', `/api/history/user/${ids.partneradmin}`);
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json<{ items: { action: string }[] }>()
        .items.some((i) => i.action === 'security.refused'),
    ).toBe(true);
  });
});

describe('sessions follow the change', () => {
  it('takes a point of sale, a role or the whole account away at once, with no new sign-in', async () => {
    const clerk = await register('admin', 'follow_clerk', {
      roles: ['ROLE_VIGNETTE_USER'],
      partnerId: 1,
      posIds: [shellPos[0]],
    });
    const id = clerk.json().id as number;
    const token = await sessionToken(t, id);
    const mine = () =>
      t.app.inject({ method: 'GET', url: '/api/pos/user/all', headers: bearer(token) });
    expect((await mine()).json().map((p: { id: number }) => p.id)).toEqual([shellPos[0]]);
    await call('admin', 'POST', '/api/user/update/admin', { id, posIds: [] });
    expect((await mine()).json()).toEqual([]);
    await call('admin', 'POST', '/api/user/update/admin', { id, roles: ['ROLE_USERS'] });
    expect((await mine()).statusCode).toBe(403);
    await call('admin', 'DELETE', `/api/user/decommission/${id}`);
    expect((await mine()).statusCode).toBe(401);
  });

  it('answers 403 to a site user calling the office, not an empty list', async () => {
    const [site] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where username = 'customer'`,
    );
    const token = await sessionToken(t, site!.id);
    for (const url of ['/api/sales/inquiry', '/api/cashiershift', '/api/pos', '/api/user/all']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
