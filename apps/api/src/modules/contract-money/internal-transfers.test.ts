import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractPaymentsSchema,
  internalTransferListSchema,
  internalTransferSchema,
} from '@toll/contract/contract-money';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { bookDeviceDeposit, releaseDeviceDeposit } from '../devices/deposit';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from '../ledger/posting';

/**
 * Internal payments: the finance staff move money between a contract's balances and to another
 * contract, with a reason, once per request key, never past the giving balance's floor. System
 * payments: a released device deposit paid back to the balance.
 */
let t: TestApp;
let a: number;
let b: number;
let postpaid: number;
let accountantId: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-20T10:00:00Z' });
  a = await seedTollContract(t, { plate: 'IT1000AA' });
  b = await seedTollContract(t, { plate: 'IT2000AA' });
  postpaid = await seedTollContract(t, { plate: 'IT3000AA', accountType: 2 });
  accountantId = (await seedUser(t, { username: 'it_accountant', roles: ['ROLE_ACCOUNTANT'] })).id;
  await postJournal(t.database.db, {
    type: 'TOP_UP',
    businessKey: 'it-funding',
    occurredAt: t.clock.now(),
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' }, amountMinor: 10_000, currency: 'EUR' }, // prettier-ignore
      { account: { kind: 'PREPAID_MAIN', ownerId: a, currency: 'EUR' }, amountMinor: -10_000, currency: 'EUR' }, // prettier-ignore
    ],
  });
}, 120_000);
afterAll(() => t.close());

const send = async (from: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${from}/internal-transfers`,
    headers: { ...bearer(await sessionToken(t, accountantId)), 'accept-language': 'en' },
    payload,
  });
const balance = async (ownerId: number, kind: 'PREPAID_MAIN' | 'PREPAID_SECONDARY' | 'POSTPAID_RECEIVABLE') =>
  (await getLedgerBalance(t.database.db, { kind, ownerId, currency: 'EUR' })).normalBalanceMinor; // prettier-ignore

describe('internal payments', () => {
  const key = randomUUID();

  it("moves money from a contract's main balance to its secondary, once per request key", async () => {
    const body = { requestKey: key, fromBalance: 'MAIN', toBalance: 'SECONDARY', amountMinor: 3_000, reason: 'Reserve for the trailer' }; // prettier-ignore
    const res = await send(a, body);
    expect(res.statusCode, res.body).toBe(201);
    const made = internalTransferSchema.parse(res.json());
    expect(made).toMatchObject({ fromAccountId: a, toAccountId: a, amountMinor: 3_000, currency: 'EUR', created: true }); // prettier-ignore
    expect(made.paymentNumber).toMatch(/^P\d+$/);
    expect(await balance(a, 'PREPAID_MAIN')).toBe(7_000);
    expect(await balance(a, 'PREPAID_SECONDARY')).toBe(3_000);
    const again = await send(a, body);
    expect(again.statusCode).toBe(200);
    expect(internalTransferSchema.parse(again.json())).toMatchObject({ id: made.id, created: false }); // prettier-ignore
    expect(await balance(a, 'PREPAID_MAIN')).toBe(7_000);
    const reused = await send(a, { ...body, amountMinor: 3_001 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0]).toMatchObject({
      code: 'ledger.keyReused',
      field: 'requestKey',
    });
  });

  it('moves money to another contract; the payments list shows it as internal with its reason', async () => {
    const res = await send(a, { requestKey: randomUUID(), fromBalance: 'MAIN', toAccountId: b, toBalance: 'MAIN', amountMinor: 2_000, reason: 'Booked on the wrong contract' }); // prettier-ignore
    expect(res.statusCode, res.body).toBe(201);
    expect(await balance(a, 'PREPAID_MAIN')).toBe(5_000);
    expect(await balance(b, 'PREPAID_MAIN')).toBe(2_000);
    const token = await sessionToken(t, accountantId);
    const tab = contractPaymentsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/accounts/${b}/payments`, headers: bearer(token) })).json(), // prettier-ignore
    );
    expect(tab.payments).toMatchObject([
      { kind: 'INTERNAL', shareMinor: 2_000, target: 'CONTRACT', method: 'MANUAL', note: 'Booked on the wrong contract' }, // prettier-ignore
    ]);
    const listA = internalTransferListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/accounts/${a}/internal-transfers`, headers: bearer(token) })).json(), // prettier-ignore
    );
    expect(listA.map((x) => x.toAccountId)).toEqual([b, a]);
    const audit = await queryRows<{ entity_id: string }>(
      t.database.db,
      sql`select entity_id from audit_log where action = 'contract.internalTransfer' order by id`,
    );
    expect(audit.map((x) => Number(x.entity_id))).toEqual([a, a, b]);
  });

  it('is refused past the floor, to a balance the contract does not have, and to itself', async () => {
    const tooMuch = await send(a, { requestKey: randomUUID(), fromBalance: 'MAIN', toAccountId: b, toBalance: 'MAIN', amountMinor: 5_001, reason: 'Too much' }); // prettier-ignore
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors[0].code).toBe('ledger.insufficientBalance');
    const wrong = await send(a, { requestKey: randomUUID(), fromBalance: 'MAIN', toAccountId: postpaid, toBalance: 'MAIN', amountMinor: 100, reason: 'Wrong balance' }); // prettier-ignore
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'internalTransfer.balanceOfContract', field: 'toBalance' }); // prettier-ignore
    const self = await send(a, { requestKey: randomUUID(), fromBalance: 'MAIN', toBalance: 'MAIN', amountMinor: 100, reason: 'Nowhere' }); // prettier-ignore
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0].code).toBe('internalTransfer.sameBalance');
    const noReason = await send(a, { requestKey: randomUUID(), fromBalance: 'MAIN', toBalance: 'SECONDARY', amountMinor: 100, reason: '' }); // prettier-ignore
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const missing = await send(a, { requestKey: randomUUID(), fromBalance: 'MAIN', toAccountId: 999_999, toBalance: 'MAIN', amountMinor: 100, reason: 'Nobody' }); // prettier-ignore
    expect(missing.statusCode).toBe(404);
    // to a postpaid contract's receivable: it owes less
    const ok = await send(a, { requestKey: randomUUID(), fromBalance: 'MAIN', toAccountId: postpaid, toBalance: 'RECEIVABLE', amountMinor: 1_000, reason: 'Pays the postpaid contract' }); // prettier-ignore
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await balance(postpaid, 'POSTPAID_RECEIVABLE')).toBe(-1_000);
    expect(await balance(a, 'PREPAID_MAIN')).toBe(4_000);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('a device deposit paid back to the balance is a system payment, once', async () => {
    const ref = { accountId: b, deviceId: 9001, attachmentId: 9001, amountMinor: 500, currency: 'EUR' }; // prettier-ignore
    await bookDeviceDeposit(t.database.db, ref);
    expect(await balance(b, 'PREPAID_MAIN')).toBe(1_500);
    await releaseDeviceDeposit(t.database.db, ref);
    await releaseDeviceDeposit(t.database.db, ref);
    expect(await balance(b, 'PREPAID_MAIN')).toBe(2_000);
    const tab = contractPaymentsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/accounts/${b}/payments`, headers: bearer(await sessionToken(t, accountantId)) })).json(), // prettier-ignore
    );
    expect(tab.payments.filter((p) => p.kind === 'SYSTEM')).toMatchObject([
      { shareMinor: 500, target: 'CONTRACT', method: 'AUTO', note: 'DEPOSIT_RELEASE' },
    ]);
    await expect(
      t.database.db.execute(
        sql`insert into payments (kind, payment_date, value_date, amount_minor, currency, reference)
            values ('SYSTEM', '2026-11-20', '2026-11-20', 1, 'EUR', 'device-deposit-release:9001')`,
      ),
    ).rejects.toThrow();
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });
});
