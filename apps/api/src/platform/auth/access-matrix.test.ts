import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@toll/domain/access';
import { modeFromFlags } from '@toll/domain/feature-flags';
import { ROLES, type Role } from '@toll/domain/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

/**
 * Walks every API route against every role (and an anonymous caller, and a customer) and checks
 * the answer against the access table of packages/domain: refused exactly when the table says so.
 */
let t: TestApp;
const callers: { name: string; roles: Role[]; customerId: string | null; id: number | null }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  callers.push({ name: 'anonymous', roles: [], customerId: null, id: null });
  for (const role of ROLES) {
    const user = await seedUser(t, {
      username: `m_${role.toLowerCase()}`,
      roles: [role],
      partnerId: 1,
    });
    callers.push({ name: role, roles: [role], customerId: null, id: user.id });
  }
  const customer = await seedUser(t, {
    username: 'm_customer',
    roles: ['ROLE_USERS'],
    customerId: 'C-1',
  });
  callers.push({ name: 'customer', roles: ['ROLE_USERS'], customerId: 'C-1', id: customer.id });
}, 120_000);
afterAll(() => t.close());

const DENIED = ['common.missingToken', 'common.forbidden'];
const PARTNER_ROUTES = [
  'GET /api/partners',
  'POST /api/partners',
  'GET /api/partners/:id',
  'PUT /api/partners/:id',
  'GET /api/partners/export',
  'POST /api/partners/:id/suspend',
  'POST /api/partners/:id/reactivate',
  'POST /api/partners/changePartnerCommissioners',
  'POST /api/partners/createSalesPartner',
  'PUT /api/partners/updateSalesPartner/:id',
  'GET /api/partners/salePartnersAndCommissioners',
  'GET /api/partners/sale-partners-and-toll-customers',
  'GET /api/partners/getVendors',
  'POST /api/partners/apis',
  'DELETE /api/partners/apis/:keyId',
  'GET /api/partners/with-available-ibans',
  'GET /api/partners/destination-ibans',
  'GET /api/partners/isTdpIdDuplicated/:id',
  'GET /api/partners/isTrackerAttached',
  'GET /api/recipient-ibans',
  'GET /api/paymentTerminalContexts',
  'GET /api/history/:entity/:id',
];
const ACCOUNT_ROUTES = [
  'GET /api/accounts',
  'GET /api/accounts/:id',
  'GET /api/accounts/customer/:id',
  'GET /api/file/report/accounts',
  'GET /api/accounts/export',
  'POST /api/accounts',
  'PUT /api/accounts/:id',
  'POST /api/accounts/pre-close',
  'POST /api/accounts/:id/suspend',
  'POST /api/accounts/:id/reactivate',
  'POST /api/accounts/:id/close',
  'POST /api/accounts/:id/sign',
  'GET /api/accountUnits/filter',
  'GET /api/accountUnits/export',
  'GET /api/accountUnits/account/:id',
  'POST /api/accountUnits',
  'PUT /api/accountUnits/:id',
  'POST /api/accountUnits/closeUnit/:id',
  'POST /api/accountUnits/getUnitDataWithRegix',
  'GET /api/self-care/accounts',
];
const POS_ROUTES = [
  'GET /api/pos',
  'GET /api/pos/user/all',
  'GET /api/pos/:id/all',
  'POST /api/pos',
  'PUT /api/pos/:id',
  'POST /api/pos/restore/:id',
  'DELETE /api/pos/:id',
  'POST /api/cashiershift/start',
  'POST /api/cashiershift/end/:id',
  'GET /api/cashiershift',
  'GET /api/cashiershift/status/:id',
  'GET /api/cashiershift/user',
  'GET /api/cashiershift/sales/:id',
  'GET /api/cashiershift/detailedReport/:id',
  'GET /api/cashiershift/summarizedReport/:id',
  'POST /api/counter-sales',
];
const fill = (url: string) =>
  url.replace(/:[A-Za-z]+/g, (param) => (param === ':code' ? 'BG' : '999999'));

describe('every route against every role', () => {
  it('answers exactly as the access table says', async () => {
    const context = { mode: modeFromFlags(t.config.featureFlags), flags: t.config.featureFlags };
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(25);
    // the partner register and the record history are walked like every other route
    const declared = routes.map((r) => `${r.method} ${r.url}`);
    expect(declared).toEqual(expect.arrayContaining(PARTNER_ROUTES));
    // contracts and vehicles (#17) too
    expect(declared).toEqual(expect.arrayContaining(ACCOUNT_ROUTES));
    // so are the points of sale and the cashier shifts
    expect(declared).toEqual(expect.arrayContaining(POS_ROUTES));
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const headers = caller.id === null ? {} : bearer(await sessionToken(t, caller.id));
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const code =
          res.statusCode >= 400
            ? (res.json<{ errors: { code: string }[] }>().errors[0]?.code ?? '')
            : '';
        const refused = DENIED.includes(code);
        const user =
          caller.id === null ? null : { roles: caller.roles, customerId: caller.customerId };
        const allowed = route.access === 'public' || can(user, route.access, context);
        if (refused === allowed)
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: ${res.statusCode} ${code}, table says ${allowed ? 'allowed' : 'refused'}`,
          );
        if (refused && caller.id === null && res.statusCode !== 401)
          mismatches.push(
            `${route.method} ${route.url} anonymous: expected 401, got ${res.statusCode}`,
          );
        if (refused && caller.id !== null && res.statusCode !== 403)
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: expected 403, got ${res.statusCode}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('refuses tampered, expired and ended tokens with 401', async () => {
    const user = await seedUser(t, { username: 'm_tokens', roles: ['ROLE_ADMIN'] });
    const token = await sessionToken(t, user.id);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    const [head, body] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const tampered = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(`${head}.${forged}.${token.split('.')[2]}`),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().errors[0].code).toBe('auth.invalidToken');
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: bearer('not-a-token'),
    });
    expect(garbage.json().errors[0].code).toBe('auth.invalidToken');
    t.clock.advance(16 * 60_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('auth.tokenExpired');
    t.clock.advance(-16 * 60_000);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(token),
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().errors[0].code).toBe('auth.sessionEnded');
    const publicWithBadToken = await t.app.inject({
      method: 'GET',
      url: '/api/countries',
      headers: bearer('garbage'),
    });
    expect(publicWithBadToken.statusCode).toBe(200);
  });
});
