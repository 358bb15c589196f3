import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerQuoteSchema } from '@toll/contract/reseller';
import { saleSchema } from '@toll/contract/sales';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPartner } from '../../test/partner-helpers';
import { issueApiKey } from '../partners/api-keys';

/** The reseller sales API on the real path: key, rules, idempotency, booking, rate limit. */
let t: TestApp;
let key = '';
let otherKey = '';
let partnerId = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { RESELLER_RATE_LIMIT: '40' } });
  partnerId = (await seedPartner(t)).id;
  const otherPartner = (await seedPartner(t)).id;
  const now = t.clock.now();
  key = (await issueApiKey(t.database.db, { partnerId, name: 'site', createdBy: null, now })).key;
  otherKey = (
    await issueApiKey(t.database.db, { partnerId: otherPartner, name: 'o', createdBy: null, now })
  ).key;
}, 60_000);
afterAll(() => t.close());

const order = (lpn: string, productId = 'car-weekly') => ({
  vignettes: [{ productId, countryCode: 'BG', lpn }],
});
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, k = key) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reseller${url}`,
    headers: { 'x-api-key': k, 'accept-language': 'en', ...headers },
    payload: payload as object,
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;
const salesOf = async (plate: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct s.id)::int as n from sales s join sale_items i on i.sale_id = s.id
          where i.plate = ${plate}`,
    )
  )[0]!.n;

describe('reseller sales API', () => {
  it('refuses a request without a valid key before reading the body', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/reseller/quote', payload: {} });
    expect([none.statusCode, codeOf(none)]).toEqual([401, 'auth.invalidApiKey']);
    const bad = await post('/quote', {}, {}, 'bgt_nope');
    expect(codeOf(bad)).toBe('auth.invalidApiKey');
  });

  it('quotes by the purchase rules without selling', async () => {
    const res = await post('/quote', order('CA5001AA'));
    expect(res.statusCode).toBe(200);
    const quote = resellerQuoteSchema.parse(res.json());
    expect(quote.items).toHaveLength(1);
    expect(quote.total.price.minor).toBeGreaterThan(0);
    expect(await salesOf('CA5001AA')).toBe(0);
    const far = await post('/quote', {
      vignettes: [
        {
          productId: 'car-weekly',
          countryCode: 'BG',
          lpn: 'CA5001AA',
          activationDate: '2027-02-01T00:00:00Z',
        },
      ],
    });
    expect([far.statusCode, codeOf(far)]).toEqual([409, 'vignette.startTooFarAhead']);
  });

  it('sells once per Idempotency-Key, on the partner’s account, and replays the first answer', async () => {
    const first = await post('/sales', order('CA5002AA'), { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(201);
    const sale = saleSchema.parse(first.json());
    expect(sale.status).toBe('ACTIVATED');
    const again = await post('/sales', order('CA5002AA'), { 'idempotency-key': 'k-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await salesOf('CA5002AA')).toBe(1);
    const [row] = await queryRows<{ channel: string; payment_method: string; partner_id: number }>(
      t.database.db,
      sql`select channel, payment_method, partner_id from sales where id = ${sale.transId}`,
    );
    expect(row).toEqual({ channel: 'partner', payment_method: 'ACCOUNT', partner_id: partnerId });
    // the same vehicle again under a new key meets the overlap rule of every channel
    const overlap = await post('/sales', order('CA5002AA'), { 'idempotency-key': 'k-2' });
    expect([overlap.statusCode, codeOf(overlap)]).toEqual([409, 'vignette.alreadyExists']);
  });

  it('refuses the same key with a different body (422) and sells nothing', async () => {
    await post('/sales', order('CA5003AA'), { 'idempotency-key': 'k-3' });
    const other = await post('/sales', order('CA5004AA'), { 'idempotency-key': 'k-3' });
    expect([other.statusCode, codeOf(other)]).toEqual([422, 'reseller.idempotencyKeyReused']);
    expect(await salesOf('CA5004AA')).toBe(0);
  });

  it('makes one sale of concurrent requests with the same key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/sales', order('CA5005AA'), { 'idempotency-key': 'k-race' }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok.length + answers.filter((a) => a.statusCode === 409).length).toBe(6);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.json().transId)).size).toBe(1);
    expect(await salesOf('CA5005AA')).toBe(1);
  });

  it('keeps keys apart per API key, and looks up only the partner’s own sales', async () => {
    const mine = await post('/sales', order('CA5006AA'), { 'idempotency-key': 'shared' });
    const theirs = await post(
      '/sales',
      order('CA5007AA'),
      { 'idempotency-key': 'shared' },
      otherKey,
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    const id = mine.json().transId as string;
    const get = (k: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/reseller/sales/${id}`,
        headers: { 'x-api-key': k, 'accept-language': 'en' },
      });
    // the answer was built in the sale's transaction; the lookup reads it back: the same
    expect((await get(key)).json()).toEqual(mine.json());
    const foreign = await get(otherKey);
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([404, 'reseller.saleNotFound']);
  });

  it('refuses a sale once the partner is suspended, by the lock its sale takes (the key checked seconds before)', async () => {
    const before = await post('/sales', order('CA5010AA'), { 'idempotency-key': 'p-1' });
    expect(before.statusCode).toBe(201);
    await t.database.db.execute(
      sql`update partners set status = 'SUSPENDED', status_reason = 'test' where id = ${partnerId}`,
    );
    try {
      // within the 5 s key cache: the request passes the key check, the sale's insert finds the
      // partner suspended and the whole sale is refused
      const after = await post('/sales', order('CA5011AA'), { 'idempotency-key': 'p-2' });
      expect([after.statusCode, codeOf(after)]).toEqual([401, 'auth.invalidApiKey']);
      expect(await salesOf('CA5011AA')).toBe(0);
    } finally {
      await t.database.db.execute(
        sql`update partners set status = 'ACTIVE', status_reason = null where id = ${partnerId}`,
      );
    }
  });

  it('forgets an answer after 24 hours', async () => {
    t.clock.advance(24 * 60 * 60_000 + 1000);
    const again = await post('/sales', order('CA5003AA'), { 'idempotency-key': 'k-3' });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'vignette.alreadyExists']);
  });

  it('requires the Idempotency-Key and limits the rate per key', async () => {
    const missing = await post('/sales', order('CA5008AA'));
    expect(missing.statusCode).toBe(400);
    let limited = 0;
    for (let i = 0; i < 45; i += 1)
      if ((await post('/quote', order('CA5009AA'))).statusCode === 429) limited += 1;
    expect(limited).toBeGreaterThan(0);
    expect((await post('/quote', order('CA5009AA'), {}, otherKey)).statusCode).toBe(200);
  });
});
