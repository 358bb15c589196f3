import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLinePageSchema } from '@toll/contract/bank';
import { cardPaymentStartedSchema } from '@toll/contract/contract-payments';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { payInSandbox } from '../../test/sandbox-browser';
import { postResult } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { ensureDemoBankAccount } from '../bank/bank-helpers';
import { issueDocument } from '../billing/invoice-issue';
import { bookDeviceDeposit, releaseDeviceDeposit } from '../devices/deposit';
import { postJournal } from '../ledger/posting';

/**
 * `payment.received` (and `topup.booked`) on every path that credits a fleet client's contract
 * (issue #36), each driven through its own route: a bank line naming the contract or an invoice,
 * a clerk's assignment of an undistributed line, an invoice a clerk marks paid (by a named bank
 * payment or from the prepaid balance), card payments (a prepaid top-up, a postpaid contract's
 * debt, an initial payment), an internal payment from another contract, a device deposit paid
 * back. Each writes its event in the booking's transaction, once.
 */
let t: TestApp;
let prepaid: number;
let postpaid: number;
let initial: number;
let stranger: number;
let clerk: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;

type Event = { id: string; type: string; data: Record<string, unknown> };
const events = async (): Promise<Event[]> =>
  queryRows<Event>(
    t.database.db,
    sql`select v.id, v.type, v.data from webhook_events v
        join webhook_deliveries d on d.event_id = v.id
        where v.client_id = ${clientId} order by d.id`,
  );
let seen = 0;
/** The events made since the last call. */
const fresh = async () => {
  const all = await events();
  const out = all.slice(seen);
  seen = all.length;
  return out;
};

const numberOf = async (accountId: number) =>
  (
    await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from accounts where id = ${accountId}`,
    )
  )[0]!.number;
const fund = (accountId: number, amountMinor: number) =>
  postJournal(t.database.db, {
    type: 'TOP_UP',
    businessKey: `pe-fund-${accountId}-${randomUUID()}`,
    occurredAt: t.clock.now(),
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' }, amountMinor, currency: 'EUR' },
      {
        account: { kind: 'PREPAID_MAIN', ownerId: accountId, currency: 'EUR' },
        amountMinor: -amountMinor,
        currency: 'EUR',
      },
    ],
  });
const invoiceOf = (accountId: number, unitPriceMinor: number) =>
  issueDocument(t.database.db, {
    accountId,
    documentType: 'INVOICE',
    issuedOn: { year: 2026, month: 11, day: 2 },
    currency: 'EUR',
    lines: [
      {
        descriptionBg: 'Абонамент',
        descriptionEn: 'Subscription',
        quantity: 1,
        unitPriceMinor,
        vatPercent: 20,
      },
    ],
  });
const euro = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
let statements = 0;
async function statement(lines: { amount: number; ref: string; remi: string }[]) {
  const total = lines.reduce((a, l) => a + l.amount, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    headers: clerk,
    payload: {
      continuityReason: 'test fixtures, not a sequence',
      fileName: `pe-${++statements}.mt940`,
      content: [
        '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
        `:20:STMPE${statements}`,
        ':25:BG80BNBG96611020345678',
        `:28C:0${statements}/001`,
        ':60F:C261120EUR10000,00',
        ...lines.flatMap((l) => [
          `:61:2611201120C${euro(l.amount)}NTRFNONREF//${l.ref}`,
          `:86:/NAME/FLEET LTD/REMI/${l.remi}`,
        ]),
        `:62F:C261120EUR${euro(1_000_000 + total)}`,
        '-}',
      ].join('\n'),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}
async function lineId(ref: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bank/transactions?pageSize=50&q=${ref}`,
    headers: clerk,
  });
  return bankLinePageSchema.parse(res.json()).items.find((l) => l.bankReference === ref)!.id;
}
async function paymentIdOf(ref: string) {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select p.id from payments p join bank_transactions l on l.id = p.bank_transaction_id
        where l.bank_reference = ${ref}`,
  );
  return Number(rows[0]!.id);
}
async function payByCard(accountId: number, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/self-care/accounts/${accountId}/card-payments`,
    headers: owner,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const run = await payInSandbox(t.app, cardPaymentStartedSchema.parse(res.json()).payment, {});
  if (run.ended !== 'result') throw new Error('the sandbox posted no result');
  expect((await postResult(t, run.fields)).statusCode).toBe(303);
}

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString() });
  await ensureDemoBankAccount(t.database.db);
  prepaid = await seedTollContract(t, { plate: 'PE1000AA' });
  postpaid = await seedTollContract(t, { plate: 'PE2000AA', accountType: 2 });
  initial = await seedTollContract(t, { plate: 'PE3000AA', initialPaymentMinor: 4_000 });
  stranger = await seedTollContract(t, { plate: 'PE4000AA' });
  // one client holds the first three contracts; the fourth is another client's
  const [row] = await queryRows<{ client_id: number; customer_id: string }>(
    t.database.db,
    sql`select a.client_id, p.customer_id from accounts a join partners p on p.id = a.client_id
        where a.id = ${prepaid}`,
  );
  clientId = Number(row!.client_id);
  await t.database.db.execute(
    sql`update accounts set client_id = ${clientId} where id in (${postpaid}, ${initial})`,
  );
  const staff = await seedUser(t, {
    username: 'pe_clerk',
    roles: ['ROLE_ACCOUNTANT', 'ROLE_INVOICE_PAYMENTS'],
  });
  clerk = { ...bearer(await sessionToken(t, staff.id)), 'accept-language': 'en' };
  const user = await seedUser(t, { username: 'pe_owner', customerId: row!.customer_id });
  owner = bearer(await sessionToken(t, user.id));
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/self-care/fleet/webhooks',
    headers: owner,
    payload: { url: 'http://127.0.0.1:9/hook', events: ['payment.received', 'topup.booked'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
}, 120_000);
afterAll(() => t?.close());

describe('payment.received on every path that credits a fleet contract', () => {
  it('bank lines naming the contract or an invoice, as the statement is read', async () => {
    const invoice = await invoiceOf(postpaid, 1_000); // 12.00 € gross
    const postpaidNumber = await numberOf(postpaid);
    await statement([
      { amount: 2_500, ref: 'PE0001', remi: `Top-up ${await numberOf(prepaid)}` },
      { amount: 1_500, ref: 'PE0002', remi: `Invoice ${String(invoice.number).padStart(10, '0')}` },
      { amount: 700, ref: 'PE0003', remi: `Toll ${postpaidNumber}` },
    ]);
    const made = await fresh();
    expect(made.map((e) => [e.type, e.data.contractId, e.data.target, e.data.amountMinor])).toEqual(
      expect.arrayContaining([
        ['payment.received', prepaid, 'CONTRACT', 2_500],
        ['payment.received', postpaid, 'INVOICE', 1_200],
        ['payment.received', postpaid, 'CONTRACT', 300],
        ['payment.received', postpaid, 'CONTRACT', 700],
      ]),
    );
    expect(made).toHaveLength(4);
    const paidInvoice = made.find((e) => e.data.target === 'INVOICE')!;
    expect(paidInvoice.data).toMatchObject({
      kind: 'BANK',
      currency: 'EUR',
      invoiceNumber: String(invoice.number).padStart(10, '0'),
      paymentNumber: expect.stringMatching(/^P\d+$/),
    });
  });

  it("a clerk's assignment of an undistributed line, and an invoice marked paid by a named bank payment", async () => {
    const invoice = await invoiceOf(postpaid, 2_000); // 24.00 € gross
    await statement([{ amount: 10_000, ref: 'PE0004', remi: 'no reference at all' }]);
    expect(await fresh()).toEqual([]); // undistributed: nobody's yet
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/bank/transactions/${await lineId('PE0004')}/assign`,
      headers: clerk,
      payload: { shares: [{ accountId: prepaid, target: 'CONTRACT', amountMinor: 3_000 }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await fresh()).map((e) => [e.type, e.data.contractId, e.data.amountMinor])).toEqual([
      ['payment.received', prepaid, 3_000],
    ]);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      headers: clerk,
      payload: { paymentType: 'BANK', paymentId: await paymentIdOf('PE0004') },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [event, ...more] = await fresh();
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'payment.received',
      data: {
        contractId: postpaid,
        target: 'INVOICE',
        kind: 'BANK',
        amountMinor: 2_400,
        currency: 'EUR',
        paymentId: await paymentIdOf('PE0004'),
        invoiceNumber: String(invoice.number).padStart(10, '0'),
      },
    });
  });

  it('an invoice a clerk marks paid from the prepaid balance', async () => {
    await fund(prepaid, 5_000);
    const invoice = await invoiceOf(prepaid, 500); // 6.00 € gross
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      headers: clerk,
      payload: { paymentType: 'SYSTEM' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await fresh()).map((e) => e.data)).toEqual([
      expect.objectContaining({
        contractId: prepaid,
        target: 'INVOICE',
        kind: 'PREPAID_BALANCE',
        paymentId: null,
        amountMinor: 600,
        currency: 'EUR',
      }),
    ]);
  });

  it('card: a prepaid top-up is topup.booked; a postpaid debt and an initial payment are payments received', async () => {
    await payByCard(prepaid, { purpose: 'TOP_UP', amountMinor: 1_234 });
    expect((await fresh()).map((e) => [e.type, e.data.contractId, e.data.amountMinor])).toEqual([
      ['topup.booked', prepaid, 1_234],
    ]);
    await postJournal(t.database.db, {
      type: 'TOLL',
      businessKey: `pe-toll:${postpaid}`,
      occurredAt: t.clock.now(),
      lines: [
        { account: { kind: 'POSTPAID_RECEIVABLE', ownerId: postpaid, currency: 'EUR' }, amountMinor: 90_000, currency: 'EUR' }, // prettier-ignore
        { account: { kind: 'REVENUE_TOLL', currency: 'EUR' }, amountMinor: -90_000, currency: 'EUR' }, // prettier-ignore
      ],
    });
    await payByCard(postpaid, { purpose: 'DUE_PAYMENT', amountMinor: 50_000 });
    await payByCard(initial, { purpose: 'INITIAL_PAYMENT' });
    expect(
      (await fresh()).map((e) => [e.type, e.data.contractId, e.data.target, e.data.kind, e.data.amountMinor]), // prettier-ignore
    ).toEqual([
      ['payment.received', postpaid, 'CONTRACT', 'VPOS', 50_000],
      ['payment.received', initial, 'INITIAL_PAYMENT', 'VPOS', 4_000],
    ]);
  });

  it('an internal payment from another contract (not a move between its own balances)', async () => {
    await fund(stranger, 3_000);
    const send = (from: number, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/${from}/internal-transfers`,
        headers: clerk,
        payload: { requestKey: randomUUID(), reason: 'Booked on the wrong contract', ...payload },
      });
    const moved = await send(stranger, {
      fromBalance: 'MAIN',
      toAccountId: prepaid,
      toBalance: 'MAIN',
      amountMinor: 1_100,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const own = await send(prepaid, { fromBalance: 'MAIN', toBalance: 'SECONDARY', amountMinor: 100 }); // prettier-ignore
    expect(own.statusCode, own.body).toBe(201);
    expect(
      (await fresh()).map((e) => [e.data.contractId, e.data.kind, e.data.amountMinor]),
    ).toEqual([[prepaid, 'INTERNAL', 1_100]]);
  });

  it('a device deposit paid back to the balance, once', async () => {
    const ref = { accountId: prepaid, deviceId: 9101, attachmentId: 9101, amountMinor: 800, currency: 'EUR' as const }; // prettier-ignore
    await bookDeviceDeposit(t.database.db, ref);
    await releaseDeviceDeposit(t.database.db, ref);
    await releaseDeviceDeposit(t.database.db, ref);
    expect(
      (await fresh()).map((e) => [e.data.contractId, e.data.kind, e.data.amountMinor]),
    ).toEqual([[prepaid, 'SYSTEM', 800]]);
  });

  it("lists every payment the fleet API shows for the client's contracts as an event", async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/self-care/fleet/keys',
      headers: owner,
      payload: { name: 'accounting', scope: 'READ' },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/fleet/v1/payments',
      headers: { 'x-api-key': key.json<{ key: string }>().key },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const payments = listed.json<{ items: { number: string; kind: string; amountMinor: number }[] }>().items; // prettier-ignore
    const sent = (await events())
      .filter((e) => e.data.paymentNumber)
      .map((e) => `${e.data.paymentNumber as string}:${e.data.amountMinor as number}`);
    for (const p of payments)
      // the one move between a contract's own balances is the only payment with no event
      if (!(p.kind === 'INTERNAL' && p.amountMinor === 100))
        expect(sent, `${p.kind} ${p.number}`).toContain(`${p.number}:${p.amountMinor}`);
  });
});
