import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleSchema } from '@toll/contract/sales';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// The tablet's sale (spec §2 "Tablet variant"): route passes sold for cash at a station's counter
// in the cashier's open shift, through the same POST /counter-sales as the back-office.

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  const partner = (await seedPartner(t)).id;
  await seedPointsOfSale(t, partner, [401], true);
  const cashier = await seedUser(t, {
    username: 'station_cashier',
    partnerId: partner,
    roles: ['ROLE_VIGNETTE_USER'],
    posIds: [401],
  });
  token = await sessionToken(t, cashier.id);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  });

const request = {
  points: [{ placeId: 'border-kalotina' }, { placeId: 'burgas' }],
  routeType: 'fastest',
  vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
  emissionClassId: 6,
};
const sellPass = (lpn: string) =>
  call('POST', '/counter-sales', {
    posId: 401,
    paymentMethod: 'CASH',
    routePasses: [{ request, countryCode: 'BG', lpn }],
  });

describe('route passes sold at the counter (the tablet)', () => {
  it('needs the open shift, then issues the pass at once in it', async () => {
    const none = await sellPass('CT1001AA');
    expect(none.statusCode).toBe(409);
    expect(none.json().errors[0].code).toBe('shift.noOpenShift');

    const opened = await call('POST', '/cashiershift/start', { posId: 401 });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const res = await sellPass('CT1001AA');
    expect(res.statusCode, res.body).toBe(201);
    const sale = saleSchema.parse(res.json());
    expect(sale.items).toHaveLength(1);
    expect(sale.items[0]).toMatchObject({ kind: 'ROUTE_PASS', status: 'ACTIVE', lpn: 'CT1001AA' });
    expect(sale.items[0]!.routePassNumber).toMatch(/^\d{14}$/);
    const [row] = await queryRows<{ shift_id: number | null; payment_method: string }>(
      t.database.db,
      sql`select shift_id, payment_method from sales where id = ${sale.transId}`,
    );
    expect(row).toEqual({ shift_id: opened.json().id, payment_method: 'CASH' });
  });

  it('shows a pass sold at the caller’s POS (back-office buy-route-pass/{id}), not to others', async () => {
    const sold = saleSchema.parse((await sellPass('CT1002AA')).json());
    const passId = sold.items[0]!.routePassId!;
    const res = await call('GET', `/counter-sales/route-passes/${passId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: passId, lpn: 'CT1002AA', saleId: sold.transId });
    expect(res.json().quote.points.length).toBe(2);
    const stranger = await seedUser(t, {
      username: 'other_station',
      roles: ['ROLE_ROUTE_PASS_USER'],
      posIds: [],
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/counter-sales/route-passes/${passId}`,
      headers: bearer(await sessionToken(t, stranger.id)),
    });
    expect([other.statusCode, other.json().errors[0].code]).toEqual([
      404,
      'sale.routePassNotFound',
    ]);
  });

  it('refuses a pass without a vehicle', async () => {
    const res = await sellPass('');
    expect(res.statusCode).toBe(400);
  });
});
