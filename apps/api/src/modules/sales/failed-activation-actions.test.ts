import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { APPROVED, postResult, purchase, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Failed vignette activations (spec §2): retry of an activation and refund of what cannot be
 * activated, through the API, with the real gateway reversal job.
 */
const gateway = createCraftedGateway();
let t: TestApp;
let admin = '';
let accountant = '';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-21T10:00:00Z', gateway });
  admin = await sessionToken(
    t,
    (await seedUser(t, { username: 'fa_admin', roles: ['ROLE_ADMIN'] })).id,
  );
  accountant = await sessionToken(
    t,
    (await seedUser(t, { username: 'fa_acc', roles: ['ROLE_ACCOUNTANT'] })).id,
  );
}, 60_000);
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

/** Two buyers pay for one plate: the second's vignette cannot be issued (refund queued). */
async function race(plate: string) {
  const first = await purchase(t, [{ productId: 'car-annual', countryCode: 'BG', lpn: plate }]);
  const second = await purchase(t, [{ productId: 'car-annual', countryCode: 'BG', lpn: plate }]);
  await postResult(t, resultFor(gateway, first, APPROVED));
  await postResult(t, resultFor(gateway, second, APPROVED));
  const [item] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from sale_items where sale_id = ${second.transId}`,
  );
  const [refund] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from payment_reversals where sale_id = ${second.transId}`,
  );
  return { first: first.transId, second: second.transId, itemId: item!.id, refundId: refund!.id };
}

/** The gateway refuses the automatic refund (it stays FAILED for the back-office). */
async function refuseRefund(refundId: string) {
  gateway.answer.reverse = (request) =>
    gateway.respond({
      ORDER: request.orderCode,
      AMOUNT: '49.60',
      TRTYPE: '24',
      ACTION: '2',
      RC: '05',
    });
  await t.sales.paymentJobs.reverse(refundId);
}

const stateOf = async (table: 'sale_items' | 'payment_reversals', id: string) =>
  (
    await queryRows<{ state: string }>(
      t.database.db,
      sql`select state from ${sql.raw(table)} where id = ${id}`,
    )
  )[0]?.state;

describe('failed activations', () => {
  it('retries an activation once the vehicle is free, and drops the refused refund', async () => {
    const { first, itemId, refundId } = await race('CM4444MM');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/sales/failed-activations',
      headers: bearer(accountant),
    });
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ itemId, refund: 'PENDING' })]),
    );
    // A refund on its way: the item is left alone.
    const busy = await post(accountant, `/sales/failed-activations/${itemId}/retry`);
    expect([busy.statusCode, codeOf(busy)]).toEqual([409, 'activation.notRetryable']);
    await refuseRefund(refundId);
    expect(await stateOf('payment_reversals', refundId)).toBe('FAILED');
    // Still taken by the first buyer's vignette.
    const still = await post(accountant, `/sales/failed-activations/${itemId}/retry`);
    expect(still.json()).toEqual({ issued: false });
    expect(await stateOf('sale_items', itemId)).toBe('ACTIVATION_FAILED');
    // The first sale is reversed: the plate is free, the retry issues the vignette.
    const reversed = await post(admin, `/sales/inquiry/${first}/reversal`, { reason: 'duplicate' });
    expect(reversed.statusCode).toBe(200);
    const done = await post(accountant, `/sales/failed-activations/${itemId}/retry`);
    expect(done.json()).toEqual({ issued: true });
    expect(await stateOf('sale_items', itemId)).toBe('ACTIVE');
    expect(await stateOf('payment_reversals', refundId)).toBeUndefined();
    const check = await t.app.inject({ method: 'GET', url: '/check/vignette/plate/BG/CM4444MM' });
    expect(check.json().status.code).toBe(200);
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'sale.activation.retry'`,
    );
    expect(audit!.n).toBe(2);
  });

  it('sends a refused refund to the gateway again', async () => {
    const { itemId, refundId } = await race('CM5555MM');
    await refuseRefund(refundId);
    const res = await post(accountant, `/sales/failed-activations/${itemId}/refund`);
    expect(res.json()).toEqual({ reversalId: refundId });
    expect(await stateOf('payment_reversals', refundId)).toBe('PENDING');
    gateway.answer.reverse = (request) =>
      gateway.respond({
        ORDER: request.orderCode,
        AMOUNT: '49.60',
        TRTYPE: '24',
        ACTION: '0',
        RC: '00',
      });
    await t.sales.paymentJobs.reverse(refundId);
    expect(await stateOf('payment_reversals', refundId)).toBe('DONE');
    const again = await post(accountant, `/sales/failed-activations/${itemId}/refund`);
    expect(codeOf(again)).toBe('activation.notRetryable');
    const hidden = await post(
      await sessionToken(
        t,
        (await seedUser(t, { username: 'fa_pa', roles: ['ROLE_PARTNER_ADMIN'] })).id,
      ),
      `/sales/failed-activations/${itemId}/refund`,
    );
    expect(hidden.statusCode).toBe(403);
  });
});
