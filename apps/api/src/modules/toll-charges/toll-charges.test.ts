import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TollTransactionInput } from '@toll/contract/toll-charges';
import { queryRows } from '../../platform/db/database';
import { testDatabaseKind } from '../../test/test-database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from '../ledger/posting';
import { issueChargingKey } from './keys';

let t: TestApp;
let key: string;
let accountant: string;
let prepaidId: number;
let postpaidId: number;

const tx = (id: string, plate: string, amountMinor: number, exitAt = '2026-04-09T10:30:00Z') =>
  ({
    transactionId: id,
    plate,
    deviceId: 'OBU-1',
    segmentId: 'S-101',
    entryAt: '2026-04-09T10:00:00Z',
    exitAt,
    km: 12.5,
    category: 'K3',
    emissionClass: 'EURO6',
    amountMinor,
    currency: 'EUR',
  }) satisfies TollTransactionInput;

const send = (transactions: TollTransactionInput[], apiKey = key) =>
  t.app.inject({
    method: 'POST',
    url: '/api/toll-charging/transactions',
    headers: { 'x-api-key': apiKey },
    payload: { transactions },
  });

async function topUp(
  accountId: number,
  amountMinor: number,
  kind: 'PREPAID_MAIN' | 'PREPAID_SECONDARY' = 'PREPAID_MAIN',
) {
  await postJournal(t.database.db, {
    type: 'TOP_UP',
    businessKey: `test-top-up-${accountId}-${kind}-${amountMinor}-${Math.random()}`,
    occurredAt: new Date('2026-04-01T10:00:00Z'),
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' }, amountMinor, currency: 'EUR' },
      {
        account: { kind, ownerId: accountId, currency: 'EUR' },
        amountMinor: -amountMinor,
        currency: 'EUR',
      },
    ],
  });
}

const balance = async (
  accountId: number,
  kind: 'PREPAID_MAIN' | 'PREPAID_SECONDARY' | 'POSTPAID_RECEIVABLE',
) =>
  (await getLedgerBalance(t.database.db, { kind, ownerId: accountId, currency: 'EUR' }))
    .normalBalanceMinor;

const lowBalanceMails = async () =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*) as n from pgboss.job where name = 'mail.send' and data->>'kind' = 'lowBalance'`,
      )
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp({ now: '2026-04-09T12:00:00Z' });
  key = await issueChargingKey(t.database.db, 'Charging system (test)');
  const user = await seedUser(t, { username: 'tc_accountant', roles: ['ROLE_ACCOUNTANT'] });
  accountant = await sessionToken(t, user.id);
  // prepaid: 20.00 main, 5.00 secondary, credit limit 10.00; notice below 25 % of 100.00
  prepaidId = await seedTollContract(t, {
    plate: 'CA1001TC',
    creditLimitEurMinor: 1000,
    lowBalancePercent: 25,
    initialPaymentMinor: 10000,
    email: 'fleet-prepaid@example.com',
  });
  await topUp(prepaidId, 2000);
  await topUp(prepaidId, 500, 'PREPAID_SECONDARY');
  postpaidId = await seedTollContract(t, {
    plate: 'CA2002TC',
    accountType: 2,
    obligationPeriod: 'WEEKLY',
    duePaymentDays: 3,
    dueDaysCounter: 'BUSINESS',
  });
}, 300_000);
afterAll(() => t?.close());

describe('toll charges from the charging system', { timeout: 120_000 }, () => {
  it('refuses a call without a valid key', async () => {
    const res = await send([tx('K-1', 'CA1001TC', 100)], 'tcs_wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('auth.invalidApiKey');
  });

  it('debits the main balance down to minus the credit limit, then the secondary, and refuses the rest', async () => {
    const res = await send([
      tx('P-1', 'CA1001TC', 2500), // main 20.00 → -5.00
      tx('P-2', 'CA1001TC', 800), // main -5.00 → -10.00 (5.00), secondary 5.00 → 2.00 (3.00)
      tx('P-3', 'CA1001TC', 300), // only 2.00 left: refused, kept unpaid
      tx('U-1', 'XX9999XX', 100), // no contract: kept as unmatched
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: 4, duplicates: 0, posted: 2, refused: 1, unmatched: 1 });
    expect(await balance(prepaidId, 'PREPAID_MAIN')).toBe(-1000);
    expect(await balance(prepaidId, 'PREPAID_SECONDARY')).toBe(200);
    const rows = await queryRows<{
      transaction_id: string;
      status: string;
      from_main_minor: string | null;
      from_secondary_minor: string | null;
    }>(
      t.database.db,
      sql`select transaction_id, status, from_main_minor, from_secondary_minor from toll_transactions
          where transaction_id in ('P-1', 'P-2', 'P-3', 'U-1') order by transaction_id`,
    );
    expect(
      rows.map((r) => [
        r.transaction_id,
        r.status,
        r.from_main_minor === null ? null : Number(r.from_main_minor),
        r.from_secondary_minor === null ? null : Number(r.from_secondary_minor),
      ]),
    ).toEqual([
      ['P-1', 'POSTED', 2500, 0],
      ['P-2', 'POSTED', 500, 300],
      ['P-3', 'REFUSED', null, null],
      ['U-1', 'UNMATCHED', null, null],
    ]);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('books a replayed batch once', async () => {
    const batch = [
      tx('R-1', 'CA2002TC', 1234),
      tx('R-2', 'CA2002TC', 766),
      tx('R-1', 'CA2002TC', 1234),
    ];
    const first = await send(batch);
    expect(first.json()).toMatchObject({ received: 3, duplicates: 1, posted: 2 });
    const again = await send(batch);
    expect(again.json()).toEqual({
      received: 3,
      duplicates: 3,
      posted: 0,
      refused: 0,
      unmatched: 0,
    });
    const booked = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from ledger_transactions where type = 'TOLL' and business_key in ('R-1', 'R-2')`,
    );
    expect(Number(booked[0]!.n)).toBe(2);
    expect(await balance(postpaidId, 'POSTPAID_RECEIVABLE')).toBe(2000);
  });

  it('gives a postpaid charge its obligation period and due date (business days, Orthodox Easter)', async () => {
    // Thursday 9 April 2026 → week 6–12 April; 3 business days after Sunday 12th: 13th is Easter
    // Monday → 14, 15, 16 April
    const rows = await queryRows<{ period_start: string; period_end: string; due_date: string }>(
      t.database.db,
      sql`select period_start::text, period_end::text, due_date::text from toll_transactions where transaction_id = 'R-1'`,
    );
    expect(rows[0]).toEqual({
      period_start: '2026-04-06',
      period_end: '2026-04-12',
      due_date: '2026-04-16',
    });
  });

  it('queues the low-balance notice once until the balance recovers', async () => {
    // P-1/P-2 left 5.00 available (secondary 2.00 + main at the limit... 0 + 2.00 + ...) < 25.00
    expect(await lowBalanceMails()).toBe(1);
    await topUp(prepaidId, 200);
    await send([tx('L-1', 'CA1001TC', 100)]);
    expect(await lowBalanceMails()).toBe(1);
    // back above the threshold, then below again: a second notice
    await topUp(prepaidId, 5000);
    await send([tx('L-2', 'CA1001TC', 100)]);
    expect(await lowBalanceMails()).toBe(1);
    await send([tx('L-3', 'CA1001TC', 4000)]);
    expect(await lowBalanceMails()).toBe(2);
  });
});

describe('toll transaction file import', { timeout: 120_000 }, () => {
  const header =
    'transactionId,plate,deviceId,segmentId,entryAt,exitAt,km,category,emissionClass,amount,currency';
  const line = (id: string, amount: string, exitAt = '2026-04-09T11:30:00Z') =>
    `${id},CA2002TC,OBU-2,S-7,2026-04-09T11:00:00Z,${exitAt},3.5,K3,EURO6,${amount},EUR`;
  const importFile = (content: string, token = accountant) =>
    t.app.inject({
      method: 'POST',
      url: '/api/toll-charges/import',
      headers: bearer(token),
      payload: { content },
    });

  it('refuses the whole file with each bad line number, booking nothing', async () => {
    const res = await importFile(
      [
        header,
        line('F-1', '1.50'),
        line('F-2', 'abc'),
        line('F-3', '2.00', '2026-04-09T10:00:00Z'),
      ].join('\n'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'lines.3.amount',
      'lines.4.exitAt',
    ]);
    const rows = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from toll_transactions where transaction_id like 'F-%'`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('imports a good file once', async () => {
    const content = [header, line('F-1', '1.50'), line('F-2', '2.25')].join('\r\n');
    expect((await importFile(content)).json()).toMatchObject({ posted: 2 });
    expect((await importFile(content)).json()).toMatchObject({ posted: 0, duplicates: 2 });
  });

  it('is for finance staff only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/toll-charges/import',
      payload: { content: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('toll adjustments', { timeout: 120_000 }, () => {
  const adjust = (payload: object, token = accountant) =>
    t.app.inject({
      method: 'POST',
      url: '/api/toll-charges/adjustments',
      headers: bearer(token),
      payload: { requestKey: randomUUID(), ...payload },
    });

  it('books an adjustment once per request key, and refuses the key for another adjustment', async () => {
    const requestKey = randomUUID();
    const before = await balance(postpaidId, 'POSTPAID_RECEIVABLE');
    const body = {
      requestKey,
      accountId: postpaidId,
      direction: 'DEBIT',
      amountMinor: 250,
      currency: 'EUR',
      reason: 'Retried',
    };
    const first = await adjust(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().created).toBe(true);
    const again = await Promise.all([adjust(body), adjust(body)]);
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...first.json(), created: false });
    }
    expect(await balance(postpaidId, 'POSTPAID_RECEIVABLE')).toBe(before + 250);
    // the same key for a credit, another amount or another contract books nothing
    for (const other of [{ direction: 'CREDIT' }, { amountMinor: 251 }, { accountId: prepaidId }]) {
      const res = await adjust({ ...body, ...other });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0]).toMatchObject({ code: 'ledger.keyReused', field: 'requestKey' });
    }
    expect(await balance(postpaidId, 'POSTPAID_RECEIVABLE')).toBe(before + 250);
    const booked = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from ledger_transactions where business_key = ${`toll-adjustment:${requestKey}`}`,
    );
    expect(Number(booked[0]!.n)).toBe(1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/toll-charges/adjustments',
      headers: bearer(accountant),
      payload: { ...body, requestKey: undefined },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('credits and debits a contract as ledger transactions of the adjustment types, audited', async () => {
    const before = await balance(postpaidId, 'POSTPAID_RECEIVABLE');
    const auditedBefore = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from audit_log where action = 'tollAdjustment' and entity_id = ${String(postpaidId)}`,
    );
    const credit = await adjust({
      accountId: postpaidId,
      direction: 'CREDIT',
      amountMinor: 300,
      currency: 'EUR',
      reason: 'Wrong segment',
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().type).toBe('TOLL_ADJUSTMENT_CREDIT');
    const debit = await adjust({
      accountId: postpaidId,
      direction: 'DEBIT',
      amountMinor: 100,
      currency: 'EUR',
      reason: 'Missed passage',
    });
    expect(debit.json().type).toBe('TOLL_ADJUSTMENT_DEBIT');
    expect(await balance(postpaidId, 'POSTPAID_RECEIVABLE')).toBe(before - 200);
    const audited = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from audit_log where action = 'tollAdjustment' and entity_id = ${String(postpaidId)}`,
    );
    expect(Number(audited[0]!.n) - Number(auditedBefore[0]!.n)).toBe(2);
  });

  it('refuses a prepaid debit beyond the credit limit and one without a reason', async () => {
    const main = await balance(prepaidId, 'PREPAID_MAIN');
    const res = await adjust({
      accountId: prepaidId,
      direction: 'DEBIT',
      amountMinor: main + 1000 + 1,
      currency: 'EUR',
      reason: 'Too much',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('ledger.insufficientBalance');
    expect(await balance(prepaidId, 'PREPAID_MAIN')).toBe(main);
    const blank = await adjust({
      accountId: prepaidId,
      direction: 'CREDIT',
      amountMinor: 1,
      currency: 'EUR',
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe("a contract's balance and movements", { timeout: 120_000 }, () => {
  it('shows the kept balances and the toll transactions, to finance staff', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/toll-charges/contracts/${prepaidId}/balance`,
      headers: bearer(accountant),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const main = body.balances.find((b: { kind: string }) => b.kind === 'PREPAID_MAIN');
    expect(main.normalBalanceMinor).toBe(await balance(prepaidId, 'PREPAID_MAIN'));
    expect(main.floorMinor).toBe(-1000);
    expect(body.tolls.map((r: { transactionId: string }) => r.transactionId)).toContain('P-3');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/toll-charges/contracts/${prepaidId}/balance`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')(
  'batches side by side on PostgreSQL',
  { timeout: 120_000 },
  () => {
    it('books each id once when deliveries overlap, and keeps every balance equal to its entries', async () => {
      const a = await seedTollContract(t, { plate: 'CA3003TC' });
      const b = await seedTollContract(t, { plate: 'CA3004TC' });
      const c = await seedTollContract(t, { plate: 'CA3005TC', accountType: 2 });
      await topUp(a, 100_000);
      await topUp(b, 100_000);
      const plates = ['CA3003TC', 'CA3004TC', 'CA3005TC', 'XX9999ZZ'];
      const batch = (from: number, to: number) =>
        Array.from({ length: to - from }, (_, i) =>
          tx(`PAR-${from + i}`, plates[(from + i) % plates.length]!, 100 + ((from + i) % 7)),
        );
      // the same batch three times at once, one overlapping it by half, one of other ids
      const answers = await Promise.all([
        send(batch(0, 200)),
        send(batch(0, 200)),
        send(batch(100, 300)),
        send(batch(0, 200)),
        send(batch(300, 400)),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const [recorded] = await queryRows<{ n: string; posted: string; unmatched: string }>(
        t.database.db,
        sql`select count(*) as n, count(*) filter (where status = 'POSTED') as posted,
              count(*) filter (where status = 'UNMATCHED') as unmatched
            from toll_transactions where transaction_id like 'PAR-%'`,
      );
      expect(recorded).toEqual({ n: '400', posted: '300', unmatched: '100' });
      const [booked] = await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*) as n from ledger_transactions where type = 'TOLL' and business_key like 'PAR-%'`,
      );
      expect(Number(booked!.n)).toBe(300);
      const reported = answers.reduce((sum, r) => sum + (r.json() as { posted: number }).posted, 0);
      expect(reported).toBe(300);
      const charged = (plate: string) =>
        batch(0, 400)
          .filter((r) => r.plate === plate)
          .reduce((sum, r) => sum + r.amountMinor, 0);
      expect(await balance(a, 'PREPAID_MAIN')).toBe(100_000 - charged('CA3003TC'));
      expect(await balance(b, 'PREPAID_MAIN')).toBe(100_000 - charged('CA3004TC'));
      expect(await balance(c, 'POSTPAID_RECEIVABLE')).toBe(charged('CA3005TC'));
      // ids without a contract lock nothing: the same such batch twice at once records each once
      const orphans = Array.from({ length: 300 }, (_, i) => tx(`ORPHAN-${i}`, 'XX9998ZZ', 100));
      const twice = await Promise.all([send(orphans), send(orphans), send(orphans)]);
      expect(twice.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const [orphaned] = await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*) as n from toll_transactions where transaction_id like 'ORPHAN-%'`,
      );
      expect(orphaned!.n).toBe('300');
      expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
    });
  },
);
