import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { testDatabaseKind } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from './posting';
import { setLedgerFloor, type LedgerAccountRef } from './accounts';

/**
 * A prepaid balance's floor is zero plus its contract's credit limit, kept by the database
 * (migration 0035) whichever code made the account: a bank receipt, a top-up, a deposit or a
 * toll charge. Before it, an account made by a receipt had no floor at all.
 */
let t: TestApp;
let accountant: string;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-06-01T08:00:00Z' });
  const user = await seedUser(t, { username: 'pf_accountant', roles: ['ROLE_ACCOUNTANT'] });
  accountant = await sessionToken(t, user.id);
}, 120_000);
afterAll(() => t.close());

const at = new Date('2026-06-01T08:00:00Z');
const revenue: LedgerAccountRef = { kind: 'REVENUE_TOLL', currency: 'EUR' };

const receive = (account: LedgerAccountRef, amountMinor: number) =>
  postJournal(t.database.db, {
    type: 'BANK_RECEIPT',
    businessKey: `pf-receipt-${randomUUID()}`,
    occurredAt: at,
    lines: [
      { account: { kind: 'BANK', ownerId: 1, currency: 'EUR' }, amountMinor, currency: 'EUR' },
      { account, amountMinor: -amountMinor, currency: 'EUR' },
    ],
  });
const charge = (account: LedgerAccountRef, amountMinor: number) =>
  postJournal(t.database.db, {
    type: 'TOLL',
    businessKey: `pf-toll-${randomUUID()}`,
    occurredAt: at,
    lines: [
      { account, amountMinor, currency: 'EUR' },
      { account: revenue, amountMinor: -amountMinor, currency: 'EUR' },
    ],
  });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details[0]?.code;
};

describe('the prepaid floor in the database', () => {
  it('gives an account made by a receipt the floor of its contract: zero plus the credit limit', async () => {
    const id = await seedTollContract(t, { plate: 'PF1111AA', creditLimitEurMinor: 1000 });
    const main: LedgerAccountRef = { kind: 'PREPAID_MAIN', ownerId: id, currency: 'EUR' };
    await receive(main, 500);
    expect((await getLedgerBalance(t.database.db, main)).floorMinor).toBe(-1000);
    await charge(main, 1500); // 5.00 and the whole 10.00 of credit
    expect(await refusal(charge(main, 1))).toBe('ledger.insufficientBalance');
    expect((await getLedgerBalance(t.database.db, main)).normalBalanceMinor).toBe(-1000);
    // the secondary balance has no credit: its floor is zero whatever the caller says
    const secondary: LedgerAccountRef = {
      kind: 'PREPAID_SECONDARY',
      ownerId: id,
      currency: 'EUR',
      floorMinor: -5000,
    };
    await receive(secondary, 200);
    expect((await getLedgerBalance(t.database.db, secondary)).floorMinor).toBe(0);
    expect(await refusal(charge(secondary, 201))).toBe('ledger.insufficientBalance');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('ignores a floor the code tries to set, and follows a raised credit limit at once', async () => {
    const id = await seedTollContract(t, { plate: 'PF2222AA', creditLimitEurMinor: 0 });
    const main: LedgerAccountRef = { kind: 'PREPAID_MAIN', ownerId: id, currency: 'EUR' };
    await setLedgerFloor(t.database.db, main, -1_000_000);
    expect((await getLedgerBalance(t.database.db, main)).floorMinor).toBe(0);
    await t.database.db.execute(
      sql`update ledger_accounts set floor_minor = null where kind = 'PREPAID_MAIN' and owner_id = ${id}`,
    );
    expect((await getLedgerBalance(t.database.db, main)).floorMinor).toBe(0);
    expect(await refusal(charge(main, 1))).toBe('ledger.insufficientBalance');
    await t.database.db.execute(
      sql`update accounts set credit_limit_bg_toll_eur_minor = 700 where id = ${id}`,
    );
    expect((await getLedgerBalance(t.database.db, main)).floorMinor).toBe(-700);
    await charge(main, 700);
    expect(await refusal(charge(main, 1))).toBe('ledger.insufficientBalance');
    // a BGN balance of the same contract has the BGN limit (0 here)
    const bgn: LedgerAccountRef = { kind: 'PREPAID_MAIN', ownerId: id, currency: 'BGN' };
    await setLedgerFloor(t.database.db, bgn, -300);
    expect((await getLedgerBalance(t.database.db, bgn)).floorMinor).toBe(0);
  });

  it('leaves no prepaid account without a floor', async () => {
    const rows = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from ledger_accounts
          where kind in ('PREPAID_MAIN', 'PREPAID_SECONDARY') and floor_minor is null`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('parallel charges on PostgreSQL', () => {
  it('lets exactly the allowed number of parallel debits pass, through the adjustments API', async () => {
    // 5.00 on the balance, 2.00 of credit, 20 debits of 1.00 at once: exactly 7 fit
    const id = await seedTollContract(t, { plate: 'PF3333AA', creditLimitEurMinor: 200 });
    const main: LedgerAccountRef = { kind: 'PREPAID_MAIN', ownerId: id, currency: 'EUR' };
    await receive(main, 500);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/toll-charges/adjustments',
          headers: bearer(accountant),
          payload: {
            requestKey: randomUUID(),
            accountId: id,
            direction: 'DEBIT',
            amountMinor: 100,
            currency: 'EUR',
            reason: 'race',
          },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().errors[0].code).toBe('ledger.insufficientBalance');
    }
    expect((await getLedgerBalance(t.database.db, main)).normalBalanceMinor).toBe(-200);
  });

  it('holds the floor of an account no caller gave one, under parallel charges', async () => {
    const id = await seedTollContract(t, { plate: 'PF4444AA', creditLimitEurMinor: 300 });
    const main: LedgerAccountRef = { kind: 'PREPAID_MAIN', ownerId: id, currency: 'EUR' };
    await receive(main, 1000);
    const results = await Promise.allSettled(Array.from({ length: 24 }, () => charge(main, 100)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(13);
    expect((await getLedgerBalance(t.database.db, main)).normalBalanceMinor).toBe(-300);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });
});

describe('the sale journals are found by an index', () => {
  it('plans the sale reversal look-up on ledger_transactions_sale', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from ledger_transactions where refs->>'saleId' = ${randomUUID()}`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('ledger_transactions_sale');
  });
});
