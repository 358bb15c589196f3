import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ActiveVignettesCheckResponse } from '@toll/contract/sales';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import {
  APPROVED,
  DECLINED,
  DUPLICATE,
  consents,
  getSale,
  postResult,
  purchase,
  resultFor,
} from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// 2026-11-21 10:00 UTC is a Saturday, 12:00 in Sofia.
const NOW = '2026-11-21T10:00:00Z';
const gateway = createCraftedGateway();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, gateway });
});
afterAll(() => t.close());

async function check(items: unknown[], lang: 'bg' | 'en' = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/active-vignettes-check?browser-language=${lang}`,
    payload: { items },
  });
  return { status: response.statusCode, body: response.json<ActiveVignettesCheckResponse>() };
}

const vignettesOf = (plate: string) =>
  queryRows<{ number: string; valid_from: string; valid_until: string }>(
    t.database.db,
    sql`select number, valid_from, valid_until from vignettes where plate = ${plate} order by valid_from`,
  );

describe('POST /api/active-vignettes-check', () => {
  it('prices each draft by the tariff in force and gives its window', async () => {
    const { status, body } = await check([
      { productId: 'car-annual', countryCode: 'bg', lpn: 'са 1234 вх' },
      {
        productId: 'car-weekly',
        countryCode: 'RO',
        lpn: 'B-123-XYZ',
        activationDate: '2026-11-25T08:00:00Z',
      },
    ]);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    const [annual, weekly] = body.items;
    expect(annual).toMatchObject({
      ok: true,
      countryCode: 'BG',
      lpn: 'CA1234BX',
      period: 'ANNUAL',
      price: { amount: 49.6, minor: 4960, currency: 'EUR' },
      currencyAmount: { amountBGN: 97.01, amountEUR: 49.6 },
      validity: { from: '2026-11-21T10:00:00.000Z', to: '2027-11-20T21:59:59.000Z' },
    });
    expect(weekly?.validity).toEqual({
      from: '2026-11-25T08:00:00.000Z',
      to: '2026-12-01T21:59:59.000Z',
    });
    expect(body.total.price.minor).toBe(4960 + 767);
  });

  it('explains each refusal in the caller language', async () => {
    const { body } = await check(
      [
        {
          productId: 'car-weekly',
          countryCode: 'BG',
          lpn: 'PB1111AA',
          activationDate: '2026-11-21T09:00:00Z',
        },
        {
          productId: 'car-weekly',
          countryCode: 'BG',
          lpn: 'PB1111AA',
          activationDate: '2026-12-30T09:00:00Z',
        },
        { productId: 'car-lifetime', countryCode: 'BG', lpn: 'PB1111AA' },
        { productId: 'car-daily', countryCode: 'XX', lpn: 'PB1111AA' },
        { productId: 'car-monthly', countryCode: 'BG', lpn: 'PB2222AA' },
        { productId: 'car-weekly', countryCode: 'BG', lpn: 'рв 2222 аа' },
      ],
      'bg',
    );
    expect(body.ok).toBe(false);
    const codes = body.items.map((item) => item.errors.map((e) => e.code));
    expect(codes).toEqual([
      ['validation.dateInPast'],
      ['vignette.startTooFarAhead'],
      ['vignette.notOnSale'],
      ['validation.invalidCountry'],
      [],
      ['vignette.overlapsCartItem'],
    ]);
    expect(body.items[5]?.errors[0]?.message).toMatch(/позиция 5/);
  });

  it('refuses malformed input with catalogue errors, never a 500', async () => {
    const bad = [
      [],
      [{ productId: 'car-annual', countryCode: 'BG', lpn: '' }],
      [{ productId: 'car-annual', countryCode: 'BG', lpn: 'A'.repeat(40) }],
      [{ productId: 'car-annual', countryCode: 'BG', lpn: 'CA\u00001234' }],
      [{ productId: "car-annual'; drop table vignettes; --", countryCode: 'BG', lpn: 'CA1234BX' }],
      [{ productId: 'car-annual', countryCode: 'BGR', lpn: 'CA1234BX' }],
      [{ productId: 'car-annual', countryCode: 'BG', lpn: 'CA1234BX', activationDate: 'tomorrow' }],
      [{ productId: 'car-annual', countryCode: 'BG', lpn: 'CA1234BX', price: 0.01 }],
    ];
    for (const items of bad) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/active-vignettes-check?browser-language=en',
        payload: { items },
      });
      expect(response.statusCode, JSON.stringify(items)).toBeLessThan(500);
      if (response.statusCode !== 200) {
        expect(response.json().errors[0].code).toMatch(/^(validation|common|vignette)\./);
      }
    }
    const sqlText = await check([
      { productId: "car-annual'; drop table vignettes; --", countryCode: 'BG', lpn: 'CA1234BX' },
    ]);
    expect(sqlText.body.items[0]?.errors[0]?.code).toBe('vignette.notOnSale');
  });
});

describe('POST /api/purchasePayment and the gateway result', () => {
  it('sells, is paid, activates once, and answers a replay with nothing new', async () => {
    const form = await purchase(t, [
      { productId: 'car-annual', countryCode: 'BG', lpn: 'CB1000AA' },
      {
        productId: 'trailer-monthly',
        countryCode: 'BG',
        lpn: 'CB1001AA',
        activationDate: '2026-11-22T06:00:00Z',
      },
    ]);
    expect(form.total.price).toEqual({ amount: 49.6 + 15.34, minor: 4960 + 1534, currency: 'EUR' });
    expect(form.payment.method).toBe('POST');
    expect(form.payment.fields).toMatchObject({ TRTYPE: '1', AMOUNT: '64.94', CURRENCY: 'EUR' });
    expect(form.payment.fields.ORDER).toMatch(/^\d{6}$/);
    expect(form.payment.fields.P_SIGN).toMatch(/^[0-9A-F]{512}$/);
    expect((await getSale(t, form.transId)).status).toBe('AWAITING_PAYMENT');

    const result = resultFor(gateway, form, APPROVED);
    const back = await postResult(t, result);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/bg/success?trans_id=${form.transId}`);

    const sale = await getSale(t, form.transId);
    expect(sale).toMatchObject({ status: 'ACTIVATED', pending: false });
    expect(sale.payment).toMatchObject({
      category: 'approved',
      approval: 'S12345',
      mayPayAgain: false,
    });
    expect(sale.items.map((i) => i.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(sale.items[0]?.vignetteNumber).toMatch(/^261121\d{8}$/);
    expect(sale.items[0]?.description).toBe('Annual · Car up to 3.5 t');
    expect(sale.items[1]?.validity.from).toBe('2026-11-22T06:00:00.000Z');

    // The same result again, and a late decline: nothing changes.
    await postResult(t, result);
    await postResult(t, resultFor(gateway, form, DECLINED));
    expect(await vignettesOf('CB1000AA')).toHaveLength(1);
    expect((await getSale(t, form.transId)).status).toBe('ACTIVATED');
  });

  it('starts a vignette without a chosen start at the moment the payment is confirmed', async () => {
    const form = await purchase(t, [
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CB2000AA' },
    ]);
    t.clock.advance(5 * 60_000);
    await postResult(t, resultFor(gateway, form, APPROVED));
    t.clock.set(NOW);
    const [vignette] = await vignettesOf('CB2000AA');
    expect(new Date(vignette!.valid_from).toISOString()).toBe('2026-11-21T10:05:00.000Z');
    expect(new Date(vignette!.valid_until).toISOString()).toBe('2026-11-27T22:00:00.000Z');
  });

  it('refuses a forged or foreign result and logs it', async () => {
    const form = await purchase(t, [
      { productId: 'car-daily', countryCode: 'BG', lpn: 'CB3000AA' },
    ]);
    const forged = await postResult(t, resultFor(gateway, form, APPROVED, { forged: true }));
    expect(forged.headers.location).toBe('/bg/failed-transaction?reason=rejected');
    const cheaper = await postResult(t, resultFor(gateway, form, APPROVED, { amount: '0.01' }));
    expect(cheaper.headers.location).toBe('/bg/failed-transaction?reason=rejected');
    const unsigned = { ...resultFor(gateway, form, APPROVED), P_SIGN: undefined };
    expect((await postResult(t, unsigned)).headers.location).toMatch(/failed-transaction/);
    expect((await getSale(t, form.transId)).status).toBe('AWAITING_PAYMENT');
    const logged = await queryRows<{ signature_valid: boolean }>(
      t.database.db,
      sql`select signature_valid from gateway_messages where fields->>'ORDER' = ${form.payment.fields.ORDER!}`,
    );
    expect(logged.map((row) => row.signature_valid).sort()).toEqual([false, false, true]);
  });

  it('a declined card leaves nothing issued and lets the buyer pay again', async () => {
    const form = await purchase(
      t,
      [{ productId: 'car-daily', countryCode: 'BG', lpn: 'CB4000AA' }],
      {
        lang: 'en',
      },
    );
    const back = await postResult(t, resultFor(gateway, form, DECLINED));
    expect(back.headers.location).toBe(`/en/failed-transaction?trans_id=${form.transId}`);
    const sale = await getSale(t, form.transId, 'bg');
    expect(sale.status).toBe('PAYMENT_FAILED');
    expect(sale.payment).toMatchObject({ category: 'declined', rc: '05', mayPayAgain: true });
    expect(sale.payment?.message).toMatch(/отказано/i);
    expect(sale.items[0]?.status).toBe('PENDING');
    expect(await vignettesOf('CB4000AA')).toHaveLength(0);
  });

  it('a duplicate signal is verified with the gateway, never paid again', async () => {
    const form = await purchase(t, [
      { productId: 'car-daily', countryCode: 'BG', lpn: 'CB5000AA' },
    ]);
    await postResult(t, resultFor(gateway, form, DUPLICATE));
    const unknown = await getSale(t, form.transId);
    expect(unknown).toMatchObject({ status: 'PAYMENT_UNKNOWN', pending: true });
    expect(unknown.payment?.mayPayAgain).toBe(false);

    gateway.answer.status = () => resultFor(gateway, form, APPROVED);
    const attempt = await queryRows<{ id: string; due: Date }>(
      t.database.db,
      sql`select id, status_check_at as due from payment_attempts where sale_id = ${form.transId}`,
    );
    // "Unknown" brings the status check forward from 16 minutes to 2.
    expect(new Date(attempt[0]!.due).getTime()).toBe(t.clock.now().getTime() + 2 * 60_000);
    await t.sales.paymentJobs.checkStatus(attempt[0]!.id);
    expect((await getSale(t, form.transId)).status).toBe('ACTIVATED');
    expect(await vignettesOf('CB5000AA')).toHaveLength(1);
  });

  it('a buyer who closed the browser is resolved by the status check after 16 minutes', async () => {
    const paid = await purchase(t, [
      { productId: 'car-daily', countryCode: 'BG', lpn: 'CB6000AA' },
    ]);
    const abandoned = await purchase(t, [
      { productId: 'car-daily', countryCode: 'BG', lpn: 'CB6001AA' },
    ]);
    const paidByResult = await purchase(t, [
      { productId: 'car-daily', countryCode: 'BG', lpn: 'CB6002AA' },
    ]);
    await postResult(t, resultFor(gateway, paidByResult, APPROVED));
    const attemptOf = async (transId: string) =>
      (
        await queryRows<{ id: string; final: boolean; state: string }>(
          t.database.db,
          sql`select id, final, state from payment_attempts where sale_id = ${transId}`,
        )
      )[0]!;
    const [paidId, abandonedId, finalId] = await Promise.all(
      [paid, abandoned, paidByResult].map(async (form) => (await attemptOf(form.transId)).id),
    );
    const { sweepDueChecks } = t.sales.paymentJobs;
    expect(await sweepDueChecks()).not.toContain(paidId);
    t.clock.advance(17 * 60_000);
    // The minutely sweep queues one check job per attempt past the window, once; an attempt
    // whose approval came back is final and never asked about.
    const queued = await sweepDueChecks();
    expect(queued).toEqual(expect.arrayContaining([paidId, abandonedId]));
    expect(queued).not.toContain(finalId);
    expect(await sweepDueChecks()).toEqual([]);
    const jobs = await queryRows<{ key: string }>(
      t.database.db,
      sql`select singleton_key as key from pgboss.job where name = 'payment.status-check'`,
    );
    expect(jobs.map((job) => job.key)).toEqual(
      expect.arrayContaining([`status:${paidId}`, `status:${abandonedId}`]),
    );
    gateway.answer.status = (request) =>
      request.orderCode === paid.payment.fields.ORDER
        ? resultFor(gateway, paid, APPROVED)
        : resultFor(gateway, abandoned, { ACTION: '3', RC: '-40' }); // still "in progress"
    await t.sales.paymentJobs.checkStatus((await attemptOf(paid.transId)).id);
    await t.sales.paymentJobs.checkStatus((await attemptOf(abandoned.transId)).id);
    t.clock.set(NOW);
    expect((await getSale(t, paid.transId)).status).toBe('ACTIVATED');
    expect((await getSale(t, abandoned.transId)).status).toBe('PAYMENT_FAILED');
    expect(await attemptOf(abandoned.transId)).toMatchObject({ final: true, state: 'FAILED' });
    // A final answer is final: a later approval for it changes nothing.
    await postResult(t, resultFor(gateway, abandoned, APPROVED));
    expect(await vignettesOf('CB6001AA')).toHaveLength(0);
  });

  it('a vignette that overlaps one bought meanwhile fails activation and is refunded', async () => {
    const first = await purchase(t, [
      { productId: 'car-monthly', countryCode: 'BG', lpn: 'CB7000AA' },
    ]);
    const second = await purchase(t, [
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CB7000AA' },
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CB7001AA' },
    ]);
    await postResult(t, resultFor(gateway, first, APPROVED));
    const back = await postResult(t, resultFor(gateway, second, APPROVED));
    expect(back.headers.location).toBe(`/bg/failed-activation?trans_id=${second.transId}`);
    let sale = await getSale(t, second.transId);
    expect(sale.status).toBe('PARTIALLY_ACTIVATED');
    expect(sale.items.map((i) => i.status)).toEqual(['ACTIVATION_FAILED', 'ACTIVE']);
    expect(sale.items[0]?.failure).toMatch(/already/i);
    expect(sale.refund).toMatchObject({
      status: 'PENDING',
      price: { minor: 767, currency: 'EUR' },
    });

    const [reversal] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from payment_reversals where sale_id = ${second.transId}`,
    );
    // The gateway executed the reversal but its answer was lost: the retry hears "already
    // executed" (-21), and a status check of the reversal settles it.
    gateway.answer.reverse = (request) =>
      gateway.respond({
        ORDER: request.orderCode,
        AMOUNT: '7.67',
        TRTYPE: '24',
        ACTION: '3',
        RC: '-21',
      });
    gateway.answer.status = (request) =>
      request.originalType === 'reversal'
        ? gateway.respond({
            ORDER: request.orderCode,
            AMOUNT: '7.67',
            TRTYPE: '24',
            ACTION: '0',
            RC: '00',
          })
        : new Error('unexpected');
    await t.sales.paymentJobs.reverse(reversal!.id);
    await t.sales.paymentJobs.reverse(reversal!.id);
    expect(
      gateway.calls.reverse.filter((c) => c.orderCode === second.payment.fields.ORDER),
    ).toEqual([
      expect.objectContaining({ amountMinor: 767, currency: 'EUR', rrn: '612345678901' }),
    ]);
    sale = await getSale(t, second.transId);
    expect(sale.refund?.status).toBe('DONE');
    expect(sale.items[0]?.refunded).toBe(true);

    const accountant = await seedUser(t, { username: 'acc1', roles: ['ROLE_ACCOUNTANT'] });
    const token = await sessionToken(t, accountant.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/sales/failed-activations',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ lpn: 'CB7000AA', refund: 'DONE' })]),
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/sales/failed-activations' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the server refuses what the check refuses, and the acceptances are required', async () => {
    const paid = await purchase(t, [
      { productId: 'car-annual', countryCode: 'BG', lpn: 'CB8000AA' },
    ]);
    await postResult(t, resultFor(gateway, paid, APPROVED));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/purchasePayment?browser-language=en',
      payload: {
        vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: 'CB 8000 AA' }],
        email: 'buyer@example.bg',
        consents,
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: 'vignette.alreadyExists',
      field: 'vignettes.0',
    });

    const cases = [
      [{ terms: false, noRefund: true }, 'purchase.termsRequired', 'consents.terms'],
      [
        { terms: true, noRefund: false },
        'purchase.noRefundAcceptanceRequired',
        'consents.noRefund',
      ],
    ] as const;
    for (const [given, code, field] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/purchasePayment',
        payload: {
          vignettes: [{ productId: 'car-daily', countryCode: 'BG', lpn: 'CB8001AA' }],
          email: 'buyer@example.bg',
          consents: given,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code, field });
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/purchasePayment',
      payload: { email: 'buyer@example.bg', consents },
    });
    expect(empty.json().errors[0].code).toBe('purchase.cartEmpty');
    const noMail = await t.app.inject({
      method: 'POST',
      url: '/api/purchasePayment',
      payload: {
        vignettes: [{ productId: 'car-daily', countryCode: 'BG', lpn: 'CB8001AA' }],
        email: 'x',
        consents,
      },
    });
    expect(noMail.json().errors[0]).toMatchObject({
      code: 'validation.invalidEmail',
      field: 'email',
    });
  });

  it("keeps a signed-in buyer's sales in the order history", async () => {
    const user = await seedUser(t, { username: 'buyer1' });
    const token = await sessionToken(t, user.id);
    const form = await purchase(
      t,
      [{ productId: 'car-quarterly', countryCode: 'BG', lpn: 'CB9000AA' }],
      {
        headers: bearer(token),
      },
    );
    await postResult(t, resultFor(gateway, form, APPROVED));
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/sales?fe_active=true&browser-language=en',
      headers: bearer(token),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      total: 1,
      sales: [{ transId: form.transId, status: 'ACTIVATED', items: [{ lpn: 'CB9000AA' }] }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/sales' })).statusCode).toBe(401);
  });

  it('answers unknown and malformed sale ids with catalogue errors', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/sale?trans_id=00000000-0000-4000-8000-000000000000&browser-language=en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('sale.notFound');
    const bad = await t.app.inject({ method: 'GET', url: "/api/sale?trans_id=1' or 1=1" });
    expect(bad.statusCode).toBe(400);
  });
});

describe('route passes in the cart', () => {
  it('prices a route pass again on the server, issues it, and shows it to its owner only', async () => {
    const owner = await seedUser(t, { username: 'haulier1' });
    const other = await seedUser(t, { username: 'haulier2' });
    const token = await sessionToken(t, owner.id);
    const request = {
      points: [{ placeId: 'border-kalotina' }, { placeId: 'burgas' }],
      routeType: 'fastest',
      vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
      emissionClassId: 6,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/purchasePayment?browser-language=en',
      headers: bearer(token),
      payload: {
        routePasses: [{ request, countryCode: 'RO', lpn: 'B 77 TIR' }],
        email: 'haulier@example.bg',
        consents,
      },
    });
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form.total.price.minor).toBeGreaterThan(5000);
    await postResult(t, resultFor(gateway, form, APPROVED));
    const sale = await getSale(t, form.transId);
    expect(sale.items[0]).toMatchObject({
      kind: 'ROUTE_PASS',
      status: 'ACTIVE',
      lpn: 'B77TIR',
      routePassNumber: expect.stringMatching(/^\d{14}$/),
      routePoints: ['Kalotina – Gradina', 'Burgas'],
      delictDocumentNumber: null,
    });
    const id = sale.items[0]!.routePassId!;

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/route-passes/${id}`,
      headers: bearer(token),
    });
    expect(mine.statusCode).toBe(200);
    // Everything of the vehicle a new pass from this one starts with (country, plate, category,
    // emission class), and the points.
    expect(mine.json()).toMatchObject({
      countryCode: 'RO',
      lpn: 'B77TIR',
      status: 'ACTIVE',
      number: expect.stringMatching(/^\d{14}$/),
      request: {
        points: request.points,
        routeType: 'fastest',
        vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
        emissionClassId: 6,
      },
      quote: { borderCrossings: expect.any(Array), points: expect.any(Array) },
    });
    // Its PDF, from what the checkout stored (the request and the quote; names from the quote).
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/generate-pdf-route-pass?route_pass_id=${id}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const notMine = await t.app.inject({
      method: 'GET',
      url: `/api/route-passes/${id}`,
      headers: bearer(await sessionToken(t, other.id)),
    });
    expect(notMine.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/route-passes/${id}` })).statusCode).toBe(
      401,
    );
  });

  it('answers a route the calculator refuses with the field of the pass', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/purchasePayment?browser-language=en',
      payload: {
        routePasses: [
          {
            request: {
              points: [{ placeId: 'nowhere' }, { placeId: 'burgas' }],
              vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
              emissionClassId: 6,
            },
            countryCode: 'BG',
            lpn: 'CA0001TT',
          },
        ],
        email: 'haulier@example.bg',
        consents,
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].field).toMatch(/^routePasses\.0/);
  });
});
