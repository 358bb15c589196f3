import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentStartedSchema, cardRefundSchema } from '@toll/contract/contract-payments';
import { systemActor, type Actor } from '../../platform/actor';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { payInSandbox } from '../../test/sandbox-browser';
import { postResult } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { seedTollContract } from '../../test/toll-helpers';
import { GatewayUnavailableError } from '../payments/gateway/card-gateway';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from '../ledger/posting';
import { createCardRefunds } from './card-refunds';

/**
 * The office refunds a self-care card top-up: the gateway's reversal (the sandbox), the reversing
 * journal, once (also when two clerks press at once), refused when the balance no longer covers
 * it or the gateway's 30 days have passed, audited.
 */
let t: TestApp;
let accountId: number;
let customer: string;
let accountantId: number;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString() });
  accountId = await seedTollContract(t, { plate: 'RF1000AA', creditLimitEurMinor: 500 });
  const [row] = await queryRows<{ customer_id: string }>(
    t.database.db,
    sql`select p.customer_id from accounts a join partners p on p.id = a.client_id where a.id = ${accountId}`,
  );
  customer = await sessionToken(
    t,
    (await seedUser(t, { username: 'rf_owner', customerId: row!.customer_id })).id,
  );
  accountantId = (await seedUser(t, { username: 'rf_accountant', roles: ['ROLE_ACCOUNTANT'] })).id;
}, 120_000);
afterAll(() => t.close());

const main = async () =>
  (await getLedgerBalance(t.database.db, { kind: 'PREPAID_MAIN', ownerId: accountId, currency: 'EUR' })).normalBalanceMinor; // prettier-ignore

async function topUp(amountMinor: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/self-care/accounts/${accountId}/card-payments`,
    headers: bearer(customer),
    payload: { purpose: 'TOP_UP', amountMinor },
  });
  expect(res.statusCode, res.body).toBe(201);
  const started = cardPaymentStartedSchema.parse(res.json());
  const run = await payInSandbox(t.app, started.payment, {});
  if (run.ended !== 'result') throw new Error('the sandbox posted no result');
  await postResult(t, run.fields);
  return started.cardPayment.id;
}

/** A fresh token each time (the test moves the clock past a token's 15 minutes). */
const refund = async (
  id: string,
  payload: object = { reason: 'Paid twice by mistake', confirmed: true },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/card-payments/${id}/refund`,
    headers: { ...bearer(await sessionToken(t, accountantId)), 'accept-language': 'en' },
    payload,
  });

describe('refund of a card top-up', () => {
  it('reverses it at the gateway and in the ledger, once, audited', async () => {
    const before = await main();
    const id = await topUp(4_200);
    expect(await main()).toBe(before + 4_200);
    const unconfirmed = await refund(id, { reason: 'Paid twice' });
    expect(unconfirmed.statusCode).toBe(400);
    const noReason = await refund(id, { reason: ' ', confirmed: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');

    const res = await refund(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(cardRefundSchema.parse(res.json())).toMatchObject({
      cardPaymentId: id,
      amountMinor: 4_200,
      currency: 'EUR',
      state: 'DONE',
      reason: 'Paid twice by mistake',
    });
    expect(await main()).toBe(before);
    const again = await refund(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('cardRefund.alreadyRefunded');

    const journals = await queryRows<{ type: string; reversed: string }>(
      t.database.db,
      sql`select type, refs->>'reversedType' as reversed from ledger_transactions
          where business_key = ${`card-refund:${id}`}`,
    );
    expect(journals).toEqual([{ type: 'REVERSAL', reversed: 'TOP_UP' }]);
    const messages = await queryRows<{ kind: string; outcome: string | null }>(
      t.database.db,
      sql`select kind, outcome from gateway_messages where kind = 'reversal'`,
    );
    expect(messages).toEqual([{ kind: 'reversal', outcome: 'approved' }]);
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'contract' and entity_id = ${String(accountId)}
            and action = 'contract.cardTopUpRefunded'`,
    );
    expect(audit).toHaveLength(1);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('is refused when the balance no longer covers it, and after 30 days', async () => {
    const id = await topUp(10_000);
    const balance = await main();
    // the customer drove on it meanwhile: balance 1.00 + 5.00 credit < 100.00
    await postJournal(t.database.db, {
      type: 'TOLL',
      businessKey: 'refund-test-toll',
      occurredAt: t.clock.now(),
      lines: [
        { account: { kind: 'PREPAID_MAIN', ownerId: accountId, currency: 'EUR' }, amountMinor: balance - 100, currency: 'EUR' }, // prettier-ignore
        { account: { kind: 'REVENUE_TOLL', currency: 'EUR' }, amountMinor: -(balance - 100), currency: 'EUR' }, // prettier-ignore
      ],
    });
    const refused = await refund(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('ledger.insufficientBalance');
    const rows = await queryRows(
      t.database.db,
      sql`select 1 from contract_card_refunds where card_payment_id = ${id}`,
    );
    expect(rows).toHaveLength(0);
    expect(await main()).toBe(100);

    const later = await topUp(300);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 31 * 24 * 3600_000));
    const late = await refund(later);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('cardRefund.windowClosed');
    t.clock.set(now);
  });

  it('a refund of a payment that is not a completed top-up is refused; a database constraint keeps one per payment', async () => {
    const missing = await refund('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const [done] = await queryRows<{ card_payment_id: string; ledger_transaction_id: string }>(
      t.database.db,
      sql`select card_payment_id, ledger_transaction_id from contract_card_refunds where state = 'DONE' limit 1`,
    );
    await expect(
      t.database.db.execute(
        sql`insert into contract_card_refunds (card_payment_id, account_id, amount_minor, currency, reason, ledger_transaction_id)
            select card_payment_id, account_id, amount_minor, currency, 'again', ledger_transaction_id
            from contract_card_refunds where card_payment_id = ${done!.card_payment_id}`,
      ),
    ).rejects.toThrow();
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'two clerks refunding at once: one refund, one reversal',
    async () => {
      const id = await topUp(2_500);
      const before = await main();
      const answers = await Promise.all([refund(id), refund(id), refund(id)]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(['cardRefund.alreadyRefunded', 'cardRefund.inProgress']).toContain(
          a.json().errors[0].code,
        );
      expect(await main()).toBe(before - 2_500);
      const journals = await queryRows(
        t.database.db,
        sql`select 1 from ledger_transactions where business_key = ${`card-refund:${id}`}`,
      );
      expect(journals).toHaveLength(1);
    },
  );

  it("refunds a card payment of a postpaid contract's debt: the contract owes it again", async () => {
    const postpaid = await seedTollContract(t, { plate: 'RF2000AA', accountType: 2 });
    await t.database.db.execute(
      sql`update accounts set client_id = (select client_id from accounts where id = ${accountId})
          where id = ${postpaid}`,
    );
    const owed = async () =>
      (await getLedgerBalance(t.database.db, { kind: 'POSTPAID_RECEIVABLE', ownerId: postpaid, currency: 'EUR' })).normalBalanceMinor; // prettier-ignore
    await postJournal(t.database.db, {
      type: 'TOLL',
      businessKey: `refund-test-due:${postpaid}`,
      occurredAt: t.clock.now(),
      description: 'toll',
      refs: { accountId: postpaid },
      lines: [
        { account: { kind: 'POSTPAID_RECEIVABLE', ownerId: postpaid, currency: 'EUR' }, amountMinor: 3_000, currency: 'EUR' }, // prettier-ignore
        {
          account: { kind: 'REVENUE_TOLL', currency: 'EUR' },
          amountMinor: -3_000,
          currency: 'EUR',
        },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/self-care/accounts/${postpaid}/card-payments`,
      headers: bearer(customer),
      payload: { purpose: 'DUE_PAYMENT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = cardPaymentStartedSchema.parse(res.json());
    const run = await payInSandbox(t.app, started.payment, {});
    if (run.ended !== 'result') throw new Error('the sandbox posted no result');
    await postResult(t, run.fields);
    expect(await owed()).toBe(0);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${postpaid}/card-payments/${started.cardPayment.id}/refund`,
      headers: { ...bearer(await sessionToken(t, accountantId)), 'accept-language': 'en' },
      payload: { reason: 'Paid by bank as well', confirmed: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(cardRefundSchema.parse(back.json())).toMatchObject({
      amountMinor: 3_000,
      state: 'DONE',
    });
    expect(await owed()).toBe(3_000);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('a refund whose sender died is taken over once its lease ends, by the sweep or a retry', async () => {
    const before = await main();
    const id = await topUp(2_500);
    const leaseMs = 30_000;
    // the sender dies after recording the refund: its gateway call never comes back
    const down = createCardRefunds({
      db: t.database.db,
      clock: t.clock,
      leaseMs,
      gateway: {
        ...t.sales.gateway,
        reverse: () => Promise.reject(new GatewayUnavailableError('the process stopped')),
      },
    });
    const actor: Actor = { ...systemActor('bg', 'crash'), userId: accountantId, ip: '127.0.0.1' };
    await expect(
      down.refund(accountId, id, { reason: 'Crashed refund', confirmed: true }, actor), // prettier-ignore
    ).rejects.toThrow();
    const state = async () =>
      (
        await queryRows<{ state: string }>(
          t.database.db,
          sql`select state from contract_card_refunds where card_payment_id = ${id}`,
        )
      )[0]?.state;
    expect(await state()).toBe('PENDING');
    expect(await main()).toBe(before); // the journal is reversed with the claim
    // while the lease runs: the staff's retry is told it is in progress, the sweep leaves it
    const busy = await refund(id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errors[0].code).toBe('cardRefund.inProgress');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    const sweeper = createCardRefunds({ db: t.database.db, clock: t.clock, gateway: t.sales.gateway, leaseMs }); // prettier-ignore
    expect(await sweeper.sweep()).toEqual({ resent: 0, done: 0 });
    // past it: the sweep takes it over, reverses at the gateway and settles it, once
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + leaseMs + 1));
    try {
      expect(await sweeper.sweep()).toEqual({ resent: 1, done: 1 });
      expect(await sweeper.sweep()).toEqual({ resent: 0, done: 0 });
    } finally {
      t.clock.set(now);
    }
    expect(await state()).toBe('DONE');
    expect(await main()).toBe(before);
    const again = await refund(id);
    expect(again.json().errors[0].code).toBe('cardRefund.alreadyRefunded');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });
});
