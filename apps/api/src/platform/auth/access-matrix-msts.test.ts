import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@toll/domain/access';
import { modeFromFlags } from '@toll/domain/feature-flags';
import { ROLES, type Role } from '@toll/domain/roles';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The routes behind the MSTS flag (international toll, #21) walked with the flag ON against every
 * role: the main access matrix runs with the defaults, where the flag is off and they refuse all.
 */
let t: TestApp;
const callers: { name: string; roles: Role[]; id: number | null }[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { FEATURE_FLAGS: 'MSTS=on' } });
  callers.push({ name: 'anonymous', roles: [], id: null });
  for (const role of ROLES) {
    const user = await seedUser(t, { username: `mm_${role.toLowerCase()}`, roles: [role] });
    callers.push({ name: role, roles: [role], id: user.id });
  }
}, 120_000);
afterAll(() => t.close());

const DENIED = ['common.missingToken', 'common.forbidden'];

describe('the MSTS routes with the flag on', () => {
  it('answer every role exactly as the access table says', async () => {
    const context = { mode: modeFromFlags(t.config.featureFlags), flags: t.config.featureFlags };
    const routes = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/msts') || r.url === '/api/send/reports/msts/customers',
    );
    expect(routes).toHaveLength(11);
    const mismatches: string[] = [];
    for (const route of routes)
      for (const caller of callers) {
        const headers = caller.id === null ? {} : bearer(await sessionToken(t, caller.id));
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, '999999'),
          headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        const code =
          res.statusCode >= 400
            ? (res.json<{ errors: { code: string }[] }>().errors[0]?.code ?? '')
            : '';
        const allowed =
          route.access === 'public' ||
          can(
            caller.id === null ? null : { roles: caller.roles, customerId: null },
            route.access,
            context,
          );
        if (DENIED.includes(code) === allowed)
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: ${res.statusCode} ${code}`,
          );
      }
    expect(mismatches).toEqual([]);
    // and someone may use each of them
    for (const { access } of routes) {
      if (access === 'public') continue;
      expect(
        callers.some(
          (c) => c.id !== null && can({ roles: c.roles, customerId: null }, access, context),
        ),
      ).toBe(true);
    }
  }, 300_000);
});
