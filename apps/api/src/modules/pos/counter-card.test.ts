import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterSaleResponseSchema, type CounterSaleResponse } from '@toll/contract/counter-sales';
import { gatewayAmount } from '../payments/gateway/borica-protocol';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { EGN, registerDelict } from '../../test/delict-helpers';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { APPROVED, DECLINED, postResult } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// Counter sales by card (issue #18 item 3), the 30 minutes to pay a counter order (spec §9), the
// client's order key (one sale per key) and a delict paid at the counter (issue #21 item 5).
const gateway = createCraftedGateway();
let t: TestApp;
let cashierId = 0;
let token = { value: '', at: 0 };
let shiftId = 0;

beforeAll(async () => {
  t = await createTestApp({ gateway });
  const partner = (await seedPartner(t)).id;
  await seedPointsOfSale(t, partner, [401], true);
  await seedPointsOfSale(t, partner, [402], false);
  const cashier = await seedUser(t, {
    username: 'card_cashier',
    roles: ['ROLE_VIGNETTE_USER'],
    partnerId: partner,
    posIds: [401, 402],
  });
  cashierId = cashier.id;
  shiftId = (await call('POST', '/cashiershift/start', { posId: 401 })).json<{ id: number }>().id;
}, 60_000);
afterAll(() => t.close());

/** The cashier's token, signed again when the test clock has moved on (they last 15 minutes). */
async function bearerNow() {
  const at = t.clock.now().getTime();
  if (token.at !== at) token = { value: await sessionToken(t, cashierId), at };
  return bearer(token.value);
}

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(await bearerNow()), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
}
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;
const weekly = (lpn: string) => [{ productId: 'car-weekly', countryCode: 'BG', lpn }];

async function order(lpn: string, extra: Record<string, unknown> = {}, posId = 401) {
  const res = await call('POST', '/counter-sales', {
    posId,
    paymentMethod: 'CARD',
    vignettes: weekly(lpn),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return counterSaleResponseSchema.parse(res.json());
}

/** The gateway's signed answer about a counter order's form, posted back through the browser. */
function answer(sale: CounterSaleResponse, codes: { ACTION: string; RC: string }) {
  const form = sale.gatewayForm!;
  return postResult(
    t,
    gateway.respond({
      ORDER: form.fields.ORDER!,
      NONCE: form.fields.NONCE!,
      AMOUNT: gatewayAmount(sale.total.price.minor),
      ...codes,
    }),
  );
}

const row = async (id: string) =>
  (
    await queryRows<{ state: string; payment_method: string; shift_id: number | null }>(
      t.database.db,
      sql`select state, payment_method, shift_id from sales where id = ${id}`,
    )
  )[0]!;
const reversalsOf = (id: string) =>
  queryRows<{ reason: string; amount_minor: number }>(
    t.database.db,
    sql`select reason, amount_minor from payment_reversals where sale_id = ${id}`,
  );

describe('card payment at the counter', () => {
  it('makes the order in the shift, holds the vehicle and returns the gateway form', async () => {
    const sale = await order('CA7001KT');
    expect(sale.status).toBe('AWAITING_PAYMENT');
    expect(sale.gatewayForm?.fields.TRTYPE).toBe('1');
    expect(await row(sale.transId)).toEqual({
      state: 'AWAITING_PAYMENT',
      payment_method: 'CARD',
      shift_id: shiftId,
    });
    // while it is being paid no one sells that vehicle's window again
    const again = await call('POST', '/counter-sales', {
      posId: 402,
      paymentMethod: 'CASH',
      vignettes: weekly('CA7001KT'),
    });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'vignette.alreadyExists']);

    // closing the shift refuses while the payment runs (spec §8 message)
    const close = await call('POST', `/cashiershift/end/${shiftId}`);
    expect([close.statusCode, codeOf(close)]).toEqual([409, 'shift.paymentInProgress']);
    expect(close.json().errors[0].message).toMatch(/card payment in this shift/);

    const back = await answer(sale, APPROVED);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/office/en/shopping-cart?trans_id=${sale.transId}`);
    const paid = await call('GET', `/sale?trans_id=${sale.transId}`);
    expect(paid.json().status).toBe('ACTIVATED');
    expect(paid.json().items[0].vignetteNumber).toMatch(/^\d{14}$/);
  });

  it('frees the vehicle of a declined order at once', async () => {
    const sale = await order('CA7002KT');
    await answer(sale, DECLINED);
    expect((await row(sale.transId)).state).toBe('PAYMENT_FAILED');
    const cash = await call('POST', '/counter-sales', {
      posId: 402,
      paymentMethod: 'CASH',
      vignettes: weekly('CA7002KT'),
    });
    expect(cash.statusCode).toBe(201);
  });

  it('takes an order in cash instead within its 30 minutes; a late card approval goes back', async () => {
    const sale = await order('CA7003KT');
    t.clock.advance(10 * 60_000);
    const cash = await call('POST', `/counter-sales/${sale.transId}/cash`);
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().status).toBe('ACTIVATED');
    expect(await row(sale.transId)).toMatchObject({ state: 'ACTIVATED', payment_method: 'CASH' });
    const twice = await call('POST', `/counter-sales/${sale.transId}/cash`);
    expect(codeOf(twice)).toBe('purchase.alreadyActivated');
    await answer(sale, APPROVED);
    expect(await reversalsOf(sale.transId)).toEqual([
      { reason: 'DUPLICATE_PAYMENT', amount_minor: sale.total.price.minor },
    ]);
  });

  it('cancels an abandoned order at the cashier’s word: vehicle free, shift closable, late approval back', async () => {
    const sale = await order('CA7009KT');
    const close = await call('POST', `/cashiershift/end/${shiftId}`);
    expect(codeOf(close)).toBe('shift.paymentInProgress');
    const cancelled = await call('POST', `/counter-sales/${sale.transId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('EXPIRED');
    expect((await row(sale.transId)).state).toBe('EXPIRED');
    const cash = await call('POST', `/counter-sales/${sale.transId}/cash`);
    expect(codeOf(cash)).toBe('purchase.cashPaymentExpired');
    const again = await call('POST', '/counter-sales', { posId: 402, paymentMethod: 'CASH', vignettes: weekly('CA7009KT') }); // prettier-ignore
    expect(again.statusCode, again.body).toBe(201);
    await answer(sale, APPROVED);
    expect((await reversalsOf(sale.transId))[0]?.reason).toBe('LATE_PAYMENT');
    const paid = await order('CA7010KT');
    await call('POST', `/counter-sales/${paid.transId}/cash`);
    const settled = await call('POST', `/counter-sales/${paid.transId}/cancel`);
    expect([settled.statusCode, codeOf(settled)]).toEqual([409, 'purchase.alreadyActivated']);
  });

  it('expires an order unpaid for 30 minutes: items cancelled, vehicle free, late payments refused', async () => {
    const sale = await order('CA7004KT');
    t.clock.advance(29 * 60_000);
    expect(await t.sales.counterOrders.expireDue()).not.toContain(sale.transId);
    t.clock.advance(60_000);
    expect(await t.sales.counterOrders.expireDue()).toEqual([sale.transId]);
    expect((await row(sale.transId)).state).toBe('EXPIRED');
    const items = await queryRows<{ state: string }>(
      t.database.db,
      sql`select state from sale_items where sale_id = ${sale.transId}`,
    );
    expect(items).toEqual([{ state: 'CANCELLED' }]);

    const late = await call('POST', `/counter-sales/${sale.transId}/cash`);
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'purchase.cashPaymentExpired']);
    expect(late.json().errors[0].message).toBe(
      'The 30 minutes to pay this order at the cash desk have passed',
    );
    const lateCard = await answer(sale, APPROVED);
    expect(lateCard.headers.location).toBe(`/office/en/shopping-cart?trans_id=${sale.transId}`);
    expect((await row(sale.transId)).state).toBe('EXPIRED');
    expect(await reversalsOf(sale.transId)).toEqual([
      { reason: 'LATE_PAYMENT', amount_minor: sale.total.price.minor },
    ]);
    const vignettes = await queryRows(
      t.database.db,
      sql`select 1 from vignettes where plate = 'CA7004KT'`,
    );
    expect(vignettes).toEqual([]);
    // the vehicle is free again
    const cash = await call('POST', '/counter-sales', {
      posId: 402,
      paymentMethod: 'CASH',
      vignettes: weekly('CA7004KT'),
    });
    expect(cash.statusCode).toBe(201);
  });

  it('refuses a late approval that comes before the sweep, and closes the shift after', async () => {
    const sale = await order('CA7005KT');
    t.clock.advance(31 * 60_000);
    await answer(sale, APPROVED);
    expect((await row(sale.transId)).state).toBe('EXPIRED');
    expect((await reversalsOf(sale.transId))[0]?.reason).toBe('LATE_PAYMENT');
    const declined = await order('CA7006KT');
    await answer(declined, DECLINED);
    const close = await call('POST', `/cashiershift/end/${shiftId}`);
    expect(close.statusCode, close.body).toBe(200);
    // a declined order left in the shift expires with it: nothing is issued in a closed shift
    expect((await row(declined.transId)).state).toBe('EXPIRED');
    await answer(declined, APPROVED);
    expect((await reversalsOf(declined.transId))[0]?.reason).toBe('LATE_PAYMENT');
    shiftId = (await call('POST', '/cashiershift/start', { posId: 401 })).json<{ id: number }>().id;
  });
});

describe('one sale per order key', () => {
  it('answers a repeated key with the first sale, and refuses the key for another order', async () => {
    const orderKey = randomUUID();
    const body = { posId: 401, paymentMethod: 'CASH', vignettes: weekly('CA7101KT'), orderKey };
    const first = await call('POST', '/counter-sales', body);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/counter-sales', body);
    expect(again.statusCode).toBe(200);
    // the first answer is built from the sale's own transaction, the replay read back: the same
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    const other = await call('POST', '/counter-sales', { ...body, vignettes: weekly('CA7102KT') });
    expect([other.statusCode, codeOf(other)]).toEqual([422, 'counter.orderKeyReused']);
  });

  it('makes one sale of requests racing with one key', async () => {
    const orderKey = randomUUID();
    const body = { posId: 401, paymentMethod: 'CASH', vignettes: weekly('CA7103KT'), orderKey };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/counter-sales', body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().transId)).size).toBe(1);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sales where order_key = ${orderKey}`,
    );
    expect(count!.n).toBe(1);
  });

  it('makes one route pass of racing requests (no overlap rule guards passes: only the key)', async () => {
    const orderKey = randomUUID();
    const request = {
      points: [{ placeId: 'border-kalotina' }, { placeId: 'burgas' }],
      routeType: 'fastest',
      vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
      emissionClassId: 6,
    };
    const body = {
      posId: 401,
      paymentMethod: 'CASH',
      routePasses: [{ request, countryCode: 'BG', lpn: 'CT7105KT' }],
      orderKey,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/counter-sales', body)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    // the seller's answer (built in its transaction) is the sale as the replays read it
    const sold = answers.find((a) => a.statusCode === 201)!.json();
    expect(sold.items[0]).toMatchObject({ kind: 'ROUTE_PASS', status: 'ACTIVE' });
    expect(sold.items[0].routePassNumber).toMatch(/^\d{14}$/);
    for (const replay of answers.filter((a) => a.statusCode === 200))
      expect(replay.json()).toEqual({ ...sold, replayed: true });
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from route_passes where plate = 'CT7105KT'`,
    );
    expect(count!.n).toBe(1);
  });

  it('replays a card order without a second form', async () => {
    const orderKey = randomUUID();
    const first = await order('CA7104KT', { orderKey });
    const again = await call('POST', '/counter-sales', {
      posId: 401,
      paymentMethod: 'CARD',
      vignettes: weekly('CA7104KT'),
      orderKey,
    });
    expect(again.json()).toMatchObject({ transId: first.transId, gatewayForm: null });
  });
});

describe('a delict paid at the counter', () => {
  it('takes the compensatory fee in cash in the shift and marks the delict paid', async () => {
    await registerDelict(t, { documentNumber: 'EF-7001' });
    const quote = await call('POST', '/counter-sales/quote', {
      delicts: [{ documentNumber: 'EF-7001', ownerId: EGN }],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      items: [{ kind: 'DELICT', lpn: 'CB4321KM' }],
      total: { price: { currency: 'EUR' } },
    });
    const wrongOwner = await call('POST', '/counter-sales/quote', {
      delicts: [{ documentNumber: 'EF-7001', ownerId: '9211034562' }],
    });
    expect([wrongOwner.statusCode, codeOf(wrongOwner)]).toEqual([404, 'delict.notFound']);
    const res = await call('POST', '/counter-sales', {
      posId: 401,
      paymentMethod: 'CASH',
      delicts: [{ documentNumber: 'EF-7001', ownerId: EGN }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = counterSaleResponseSchema.parse(res.json());
    expect(sale.items[0]).toMatchObject({ kind: 'DELICT', delictDocumentNumber: 'EF-7001' });
    const [delict] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from delicts where document_number = 'EF-7001'`,
    );
    expect(delict!.status).toBe('PAID');
    const again = await call('POST', '/counter-sales', {
      posId: 401,
      paymentMethod: 'CASH',
      delicts: [{ documentNumber: 'EF-7001', ownerId: EGN }],
    });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'delict.alreadyPaid']);
  });
});
