import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftListSchema, shiftSalesSchema } from '@toll/contract/pos';
import { users } from '../db/schema/identity';
import { bearer, sessionToken } from '../test/identity-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString(), demo: true });
});
afterAll(() => t.close());

describe('demo shifts', () => {
  it('give the demo cashier at POS 1 a closed and an open shift with cash sales', async () => {
    const [cashier] = await t.database.db.select().from(users).where(eq(users.username, 'cashier'));
    const headers = bearer(await sessionToken(t, cashier!.id));
    const list = shiftListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cashiershift?sort=start', headers })).json(),
    );
    expect(list.items.map((s) => [s.posId, s.shiftStatus])).toEqual([
      [1, 2],
      [1, 1],
    ]);
    const open = list.items[1]!;
    const sales = shiftSalesSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/cashiershift/sales/${open.id}`, headers })
      ).json(),
    );
    // the open shift also holds a route pass sold for cash and a vignette paid by card
    expect(sales.items.map((s) => [s.paymentMethod, s.state, s.plates])).toEqual([
      ['CASH', 'ACTIVATED', ['PB8855KH']],
      ['CARD', 'ACTIVATED', ['PB1177KM']],
      ['CASH', 'ACTIVATED', ['PB9966TX']],
      ['CASH', 'ACTIVATED', ['PB7744KE']],
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/cashiershift/detailedReport/${open.id}`,
      headers,
    });
    expect(pdf.body).toContain('PB9966TX');
  });
});
