import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posListSchema, userPosListSchema } from '@toll/contract/pos';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const one = await seedPartner(t, { name: 'Едно ЕООД' });
  const two = await seedPartner(t, { name: 'Две ЕООД' });
  await seedPointsOfSale(t, one.id, [1, 2], true);
  await seedPointsOfSale(t, two.id, [3]);
  const people = [
    ['admin', ['ROLE_ADMIN'], null, []],
    ['padmin', ['ROLE_PARTNER_ADMIN'], two.id, []],
    ['cashier', ['ROLE_VIGNETTE_USER'], one.id, [2]],
  ] as const;
  for (const [name, roles, partnerId, posIds] of people) {
    const user = await seedUser(t, { username: `pos_${name}`, roles: [...roles], partnerId, posIds: [...posIds] }); // prettier-ignore
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[who]!) });

describe('points of sale as the register and the picker read them', () => {
  it('lets admins load all, a partner admin their partner’s, others their own', async () => {
    const all = posListSchema.parse((await get('admin', '/pos')).json());
    expect(all.items.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(all.items[0]).toMatchObject({ code: 'T-1', partnerName: 'Едно ЕООД', worksInShifts: true }); // prettier-ignore
    expect(posListSchema.parse((await get('padmin', '/pos')).json()).items.map((p) => p.id)).toEqual([3]); // prettier-ignore
    expect(posListSchema.parse((await get('cashier', '/pos')).json()).items.map((p) => p.id)).toEqual([2]); // prettier-ignore
    expect(posListSchema.parse((await get('admin', '/pos?q=t-3')).json()).items.map((p) => p.id)).toEqual([3]); // prettier-ignore
    expect((await t.app.inject({ method: 'GET', url: '/api/pos' })).statusCode).toBe(401);
  });

  it('answers the caller’s own points of sale', async () => {
    const own = userPosListSchema.parse((await get('cashier', '/pos/user/all')).json());
    expect(own).toEqual([expect.objectContaining({ id: 2, worksInShifts: true, active: true })]);
    expect((await get('admin', '/pos/user/all')).json()).toEqual([]);
  });
});
