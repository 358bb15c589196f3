import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import { AppError } from '../../platform/http/app-error';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from './posting';
import { type LedgerAccountRef } from './accounts';

/**
 * Concurrent charges against one prepaid balance, on PostgreSQL (PGlite has one connection, so
 * nothing runs in parallel there): the account row's lock serialises them, and exactly as many
 * pass as the balance and the credit limit allow. Retries of one business key in parallel book once.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

const at = new Date('2026-06-01T08:00:00Z');
const prepaid: LedgerAccountRef = {
  kind: 'PREPAID_MAIN',
  ownerId: 4242,
  currency: 'EUR',
  floorMinor: -200,
};
const clearing: LedgerAccountRef = { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' };
const toll: LedgerAccountRef = { kind: 'REVENUE_TOLL', currency: 'EUR' };

describe.skipIf(testDatabaseKind !== 'postgres')('parallel charges on PostgreSQL', () => {
  it('lets exactly the allowed number of parallel debits pass the floor', async () => {
    const db = database.db;
    await postJournal(db, {
      type: 'TOP_UP',
      businessKey: 'race-topup',
      occurredAt: at,
      lines: [
        { account: clearing, amountMinor: 500, currency: 'EUR' },
        { account: prepaid, amountMinor: -500, currency: 'EUR' },
      ],
    });
    // balance 5.00, credit limit 2.00, 20 charges of 1.00 at once: 7 fit
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        postJournal(db, {
          type: 'TOLL',
          businessKey: `race-toll-${i}`,
          occurredAt: at,
          lines: [
            { account: prepaid, amountMinor: 100, currency: 'EUR' },
            { account: toll, amountMinor: -100, currency: 'EUR' },
          ],
        }),
      ),
    );
    const passed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(passed).toHaveLength(7);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).details[0]?.code).toBe('ledger.insufficientBalance');
    }
    expect((await getLedgerBalance(db, prepaid)).normalBalanceMinor).toBe(-200);
    expect(await verifyLedgerBalances(db)).toEqual([]);
  });

  it('books a business key once when the same posting arrives many times at once', async () => {
    const db = database.db;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        postJournal(db, {
          type: 'TOP_UP',
          businessKey: 'race-retry',
          occurredAt: at,
          lines: [
            { account: clearing, amountMinor: 1000, currency: 'EUR' },
            { account: prepaid, amountMinor: -1000, currency: 'EUR' },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect((await getLedgerBalance(db, prepaid)).normalBalanceMinor).toBe(800);
  });
});
