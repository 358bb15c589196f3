import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardPaymentSchema,
  cardPaymentStartedSchema,
  selfCarePaymentsSchema,
} from '@toll/contract/contract-payments';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { payInSandbox, type SandboxBuyer } from '../../test/sandbox-browser';
import { postResult } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { seedTollContract } from '../../test/toll-helpers';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from '../ledger/posting';
import { createCardPayments } from './card-payments';

/**
 * A toll customer pays by card in the self-care portal, through the card-gateway sandbox: a
 * prepaid top-up and a contract's initial payment, booked in the ledger exactly when (and once)
 * the gateway confirms; declined, lost and replayed results; another customer's contract.
 */
let t: TestApp;
let prepaidId: number;
let postpaidId: number;
let unsignedId: number;
let owner: string;
let stranger: string;

const customerOf = async (accountId: number) =>
  (
    await queryRows<{ customer_id: string }>(
      t.database.db,
      sql`select p.customer_id from accounts a join partners p on p.id = a.client_id where a.id = ${accountId}`,
    )
  )[0]!.customer_id;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString() });
  prepaidId = await seedTollContract(t, { plate: 'CP1000AA', creditLimitEurMinor: 500 });
  postpaidId = await seedTollContract(t, {
    plate: 'CP2000AA',
    accountType: 2,
    initialPaymentMinor: 20_000,
  });
  unsignedId = await seedTollContract(t, {
    plate: 'CP3000AA',
    initialPaymentMinor: 5_000,
    unsigned: true,
  });
  // one customer owns the prepaid and the postpaid contract, another the unsigned one
  const customer = await customerOf(prepaidId);
  await t.database.db.execute(
    sql`update accounts set client_id = (select client_id from accounts where id = ${prepaidId})
        where id = ${postpaidId}`,
  );
  owner = await sessionToken(
    t,
    (await seedUser(t, { username: 'cp_owner', customerId: customer })).id,
  );
  stranger = await sessionToken(
    t,
    (await seedUser(t, { username: 'cp_other', customerId: await customerOf(unsignedId) })).id,
  );
}, 120_000);
afterAll(() => t.close());

const start = (accountId: number, payload: object, token = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/self-care/accounts/${accountId}/card-payments`,
    headers: bearer(token),
    payload,
  });
const overview = async (accountId: number, token = owner) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/self-care/accounts/${accountId}/payments`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return selfCarePaymentsSchema.parse(res.json());
};
const main = async (accountId: number) =>
  (
    await getLedgerBalance(t.database.db, {
      kind: 'PREPAID_MAIN',
      ownerId: accountId,
      currency: 'EUR',
    })
  ).normalBalanceMinor;

async function pay(accountId: number, payload: object, buyer: SandboxBuyer = {}) {
  const res = await start(accountId, payload);
  expect(res.statusCode, res.body).toBe(201);
  const started = cardPaymentStartedSchema.parse(res.json());
  const run = await payInSandbox(t.app, started.payment, buyer);
  return { started, run };
}

describe('self-care card payments', () => {
  it('tops up a prepaid contract when the gateway approves, once however often the result comes', async () => {
    const before = await main(prepaidId);
    const { started, run } = await pay(prepaidId, { purpose: 'TOP_UP', amountMinor: 12_345 });
    expect(started.cardPayment).toMatchObject({ state: 'PENDING', amountMinor: 12_345 });
    expect(await main(prepaidId)).toBe(before); // nothing booked before the gateway confirms
    if (run.ended !== 'result') throw new Error('the sandbox posted no result');
    const back = await postResult(t, run.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/bg/account/contract-management?cardPayment=${started.cardPayment.id}`,
    );
    expect(await main(prepaidId)).toBe(before + 12_345);
    // the browser posts again, a replay arrives: nothing more
    await postResult(t, run.fields);
    await postResult(t, run.fields);
    expect(await main(prepaidId)).toBe(before + 12_345);
    const view = await overview(prepaidId);
    expect(view.cardPayments[0]).toMatchObject({ state: 'APPROVED', amountMinor: 12_345 });
    expect(view.cardPayments[0]!.paymentNumber).toMatch(/^P\d+$/);
    expect(view.mainBalanceMinor).toBe(before + 12_345);
    expect(view.creditLimitMinor).toBe(500);
    const journal = await queryRows<{ type: string; n: string }>(
      t.database.db,
      sql`select type, count(*) as n from ledger_transactions
          where business_key = ${`card-payment:${started.cardPayment.id}`} group by type`,
    );
    expect(journal).toEqual([{ type: 'TOP_UP', n: expect.anything() }]);
    expect(Number(journal[0]!.n)).toBe(1);
    const payment = await queryRows<{ kind: string; target: string }>(
      t.database.db,
      sql`select p.kind, d.target from payments p join payment_distributions d on d.payment_id = p.id
          where p.number = ${view.cardPayments[0]!.paymentNumber}`,
    );
    expect(payment).toEqual([{ kind: 'VPOS', target: 'CONTRACT' }]);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'books once when the same approval arrives many times at once (PostgreSQL)',
    async () => {
      const before = await main(prepaidId);
      const { started, run } = await pay(prepaidId, { purpose: 'TOP_UP', amountMinor: 777 });
      if (run.ended !== 'result') throw new Error('no result');
      const answers = await Promise.all(Array.from({ length: 8 }, () => postResult(t, run.fields)));
      for (const answer of answers) expect(answer.statusCode).toBe(303);
      expect(await main(prepaidId)).toBe(before + 777);
      const booked = await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*) as n from payments p join contract_card_payments c on c.payment_id = p.id
            where c.id = ${started.cardPayment.id}`,
      );
      expect(Number(booked[0]!.n)).toBe(1);
    },
  );

  it('books nothing for a declined card, a forged result or one with another amount', async () => {
    const before = await main(prepaidId);
    const declined = await pay(
      prepaidId,
      { purpose: 'TOP_UP', amountMinor: 1_000 },
      { card: 'other', otherNumber: '4000 0000 0000 0002' },
    );
    if (declined.run.ended !== 'result') throw new Error('no result');
    await postResult(t, declined.run.fields);
    const forged = await pay(prepaidId, { purpose: 'TOP_UP', amountMinor: 2_000 });
    if (forged.run.ended !== 'result') throw new Error('no result');
    await postResult(t, { ...forged.run.fields, AMOUNT: '99999.00' });
    await postResult(t, { ...forged.run.fields, P_SIGN: '00'.repeat(256) });
    expect(await main(prepaidId)).toBe(before);
    const view = await overview(prepaidId);
    expect(view.cardPayments.find((p) => p.id === declined.started.cardPayment.id)?.state).toBe(
      'FAILED',
    );
    expect(view.cardPayments.find((p) => p.id === forged.started.cardPayment.id)?.state).toBe(
      'PENDING',
    );
    // the true result still counts afterwards
    await postResult(t, forged.run.fields);
    expect(await main(prepaidId)).toBe(before + 2_000);
  });

  it('finds a result the browser never brought back by asking the gateway', async () => {
    const before = await main(prepaidId);
    const lost = await pay(
      prepaidId,
      { purpose: 'TOP_UP', amountMinor: 3_000 },
      { outcome: 'timeout' },
    );
    expect(lost.run.ended).toBe('page');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/self-care/card-payments/${lost.started.cardPayment.id}/check`,
      headers: bearer(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cardPaymentSchema.parse(res.json()).state).toBe('APPROVED');
    expect(await main(prepaidId)).toBe(before + 3_000);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/self-care/card-payments/${lost.started.cardPayment.id}/check`,
      headers: bearer(stranger),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("pays a postpaid contract's initial payment into its deposit, once", async () => {
    const before = await overview(postpaidId);
    expect(before).toMatchObject({
      canTopUp: false,
      canPayInitial: true,
      initialPaymentPaid: false,
    });
    const topUp = await start(postpaidId, { purpose: 'TOP_UP', amountMinor: 1_000 });
    expect(topUp.statusCode).toBe(409);
    expect(topUp.json().errors[0].code).toBe('selfCare.topUpPrepaidOnly');
    const { started, run } = await pay(postpaidId, { purpose: 'INITIAL_PAYMENT' });
    expect(started.cardPayment.amountMinor).toBe(20_000);
    if (run.ended !== 'result') throw new Error('no result');
    await postResult(t, run.fields);
    const after = await overview(postpaidId);
    expect(after).toMatchObject({ initialPaymentPaid: true, canPayInitial: false });
    const deposit = await getLedgerBalance(t.database.db, {
      kind: 'DEPOSIT',
      ownerId: postpaidId,
      currency: 'EUR',
    });
    expect(deposit.normalBalanceMinor).toBe(20_000);
    const again = await start(postpaidId, { purpose: 'INITIAL_PAYMENT' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('contract.initialPaymentAlreadyPaid');
  });

  it('pays what a postpaid contract owes, in part or in full, into its receivable', async () => {
    const owed = async () =>
      (
        await getLedgerBalance(t.database.db, {
          kind: 'POSTPAID_RECEIVABLE',
          ownerId: postpaidId,
          currency: 'EUR',
        })
      ).normalBalanceMinor;
    const nothing = await start(postpaidId, { purpose: 'DUE_PAYMENT' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors[0].code).toBe('selfCare.nothingOwed');
    expect((await overview(postpaidId)).canPayDue).toBe(false);
    // last month's toll: 905.54 € owed
    await postJournal(t.database.db, {
      type: 'TOLL',
      businessKey: `test-toll:${postpaidId}`,
      occurredAt: new Date(),
      description: 'toll',
      refs: { accountId: postpaidId },
      lines: [
        {
          account: { kind: 'POSTPAID_RECEIVABLE', ownerId: postpaidId, currency: 'EUR' },
          amountMinor: 90_554,
          currency: 'EUR',
        },
        {
          account: { kind: 'REVENUE_TOLL', currency: 'EUR' },
          amountMinor: -90_554,
          currency: 'EUR',
        },
      ],
    });
    const view = await overview(postpaidId);
    expect(view).toMatchObject({ owedMinor: 90_554, canPayDue: true, canTopUp: false });
    // more than owed, or on a prepaid contract: refused, naming the field
    const tooMuch = await start(postpaidId, { purpose: 'DUE_PAYMENT', amountMinor: 90_555 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors[0]).toMatchObject({
      code: 'selfCare.moreThanOwed',
      field: 'amountMinor',
    });
    const prepaid = await start(prepaidId, { purpose: 'DUE_PAYMENT', amountMinor: 1_000 });
    expect(prepaid.json().errors[0].code).toBe('selfCare.duePostpaidOnly');
    // a part first, then the rest (the amount left out is all that is owed)
    const part = await pay(postpaidId, { purpose: 'DUE_PAYMENT', amountMinor: 50_000 });
    if (part.run.ended !== 'result') throw new Error('no result');
    await postResult(t, part.run.fields);
    expect(await owed()).toBe(40_554);
    const rest = await pay(postpaidId, { purpose: 'DUE_PAYMENT' });
    expect(rest.started.cardPayment).toMatchObject({ amountMinor: 40_554, purpose: 'DUE_PAYMENT' });
    if (rest.run.ended !== 'result') throw new Error('no result');
    await postResult(t, rest.run.fields);
    expect(await owed()).toBe(0);
    expect(await overview(postpaidId)).toMatchObject({ owedMinor: 0, canPayDue: false });
    // other's contract: not found
    const notMine = await start(postpaidId, { purpose: 'DUE_PAYMENT' }, stranger);
    expect(notMine.statusCode).toBe(404);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('settles what nobody came back for: the sweep books the paid one and fails the abandoned one', async () => {
    const before = await main(prepaidId);
    const lost = await pay(
      prepaidId,
      { purpose: 'TOP_UP', amountMinor: 4_000 },
      { outcome: 'timeout' },
    );
    const abandoned = await pay(
      prepaidId,
      { purpose: 'TOP_UP', amountMinor: 5_000 },
      { stopOn: 'card' },
    );
    expect(lost.run.ended).toBe('page');
    expect(abandoned.run.ended).toBe('page');
    const payments = createCardPayments({
      db: t.database.db,
      clock: t.clock,
      gateway: t.sales.gateway,
    });
    // nothing is due before the gateway's 16 minutes
    expect(await payments.sweep()).toEqual({ checked: 0, approved: 0 });
    t.clock.advance(17 * 60_000);
    try {
      expect(await payments.sweep()).toEqual({ checked: 2, approved: 1 });
      const states = await queryRows<{ id: string; state: string }>(
        t.database.db,
        sql`select id, state from contract_card_payments
            where id in (${lost.started.cardPayment.id}, ${abandoned.started.cardPayment.id})`,
      );
      expect(new Map(states.map((r) => [r.id, r.state]))).toEqual(
        new Map([
          [lost.started.cardPayment.id, 'APPROVED'],
          [abandoned.started.cardPayment.id, 'FAILED'],
        ]),
      );
      expect(await main(prepaidId)).toBe(before + 4_000);
      expect(await payments.sweep()).toEqual({ checked: 0, approved: 0 });
    } finally {
      t.clock.advance(-17 * 60_000);
    }
  });

  it("refuses an unsigned contract's initial payment, another customer's contract and bad amounts", async () => {
    const unsigned = await start(unsignedId, { purpose: 'INITIAL_PAYMENT' }, stranger);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().errors[0].code).toBe('contract.notSigned');
    const notMine = await start(unsignedId, { purpose: 'TOP_UP', amountMinor: 1_000 });
    expect(notMine.statusCode).toBe(404);
    const notMineView = await t.app.inject({
      method: 'GET',
      url: `/api/self-care/accounts/${prepaidId}/payments`,
      headers: bearer(stranger),
    });
    expect(notMineView.statusCode).toBe(404);
    for (const amountMinor of [0, 99, 10_000_001, 1.5])
      expect((await start(prepaidId, { purpose: 'TOP_UP', amountMinor })).statusCode).toBe(400);
    const noAmount = await start(prepaidId, { purpose: 'TOP_UP' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().errors[0].field).toBe('amountMinor');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/self-care/accounts/${prepaidId}/payments`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
