import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { APPROVED, consents, getSale, postResult, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// 2026-11-24 10:00 UTC: the first documents of the day in a fresh database.
const NOW = '2026-11-24T10:00:00Z';
const gateway = createCraftedGateway();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, gateway });
});
afterAll(() => t.close());

const request = {
  points: [{ placeId: 'border-kalotina' }, { placeId: 'burgas' }],
  routeType: 'fastest',
  vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
  emissionClassId: 6,
};

describe('document numbers', () => {
  it('never gives a vignette and a route pass the same number, and the database refuses one', async () => {
    const owner = await seedUser(t, { username: 'numbers1' });
    const token = await sessionToken(t, owner.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/purchasePayment?browser-language=en',
      headers: bearer(token),
      payload: {
        vignettes: [{ productId: 'car-annual', countryCode: 'BG', lpn: 'CB2600AA' }],
        routePasses: [{ request, countryCode: 'RO', lpn: 'B 26 NUM' }],
        email: 'numbers@example.bg',
        consents: { ...consents, wrongPlate: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const form = response.json();
    await postResult(t, resultFor(gateway, form, APPROVED));
    const sale = await getSale(t, form.transId);
    const vignette = sale.items.find((i) => i.kind === 'VIGNETTE')?.vignetteNumber;
    const pass = sale.items.find((i) => i.kind === 'ROUTE_PASS')?.routePassNumber;
    expect(vignette).toMatch(/^261124\d{8}$/);
    expect(pass).toMatch(/^261124\d{8}$/);
    expect(pass).not.toBe(vignette);

    // The database keeps numbers unique across kinds: a route pass may not take a vignette's.
    const [item] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from sale_items where kind = 'ROUTE_PASS' limit 1`,
    );
    await expect(
      t.database.db.execute(sql`insert into route_passes
        (number, sale_item_id, country_code, plate, valid_from, valid_until, route, amount_bgn, amount_eur, currency)
        values (${vignette}, ${item!.id}, 'RO', 'B26DUP', now(), now() + interval '1 day', '{}', 1, 1, 'EUR')`),
    ).rejects.toThrow();
  });
});
