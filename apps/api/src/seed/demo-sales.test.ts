import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UserSales } from '@toll/contract/sales';
import { users } from '../db/schema/identity';
import { createCraftedGateway } from '../test/crafted-gateway';
import { bearer, sessionToken } from '../test/identity-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  // Demo data is dated from the real now, so the app's clock is the real one too.
  t = await createTestApp({
    now: new Date().toISOString(),
    gateway: createCraftedGateway(),
    demo: true,
  });
});
afterAll(() => t.close());

describe('demo sales', () => {
  it('give the demo customer an order history with active, expired and future vignettes', async () => {
    const [customer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'customer'));
    const token = await sessionToken(t, customer!.id);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/user/sales',
      headers: bearer(token),
    });
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/user/sales?fe_active=true',
      headers: bearer(token),
    });
    const plates = (body: UserSales) => body.sales.flatMap((s) => s.items.map((i) => i.lpn)).sort();
    expect(plates(all.json())).toEqual(['CA1234BX', 'CA9012PP', 'CB5678AK']);
    expect(plates(active.json())).toEqual(['CA1234BX', 'CA9012PP']);
    expect(all.json<UserSales>().sales[0]?.items[0]?.vignetteNumber).toMatch(/^\d{14}$/);
  });

  it('include an exempt vehicle (free social vignette) for the checks', async () => {
    const social = await t.app.inject({ method: 'GET', url: '/check/vignette/plate/BG/CB2468TK' });
    expect(social.json().vignette).toMatchObject({
      exempt: true,
      whitelist: true,
      price: 0,
      statusBoolean: true,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/vignette/validateapi/?countryCode=BG&lpn=CB2468TK&isSocial=true',
    });
    expect(page.json().vignettes).toEqual([expect.objectContaining({ isSocial: true })]);
  });
});
