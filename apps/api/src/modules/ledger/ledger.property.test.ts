import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOnNormalSide } from '@toll/domain/ledger';
import { queryRows, type Database } from '../../platform/db/database';
import { openTestDatabase } from '../../test/test-database';
import { AppError } from '../../platform/http/app-error';
import {
  getLedgerBalance,
  postJournal,
  reverseJournal,
  verifyLedgerBalances,
  type JournalLine,
} from './posting';
import { type LedgerAccountRef } from './accounts';
import { trialBalance } from './reports';
import { expectDailyTrialBalanceMatchesEntries } from '../../test/ledger-checks';

/**
 * Random sequences of top-ups, charges (some beyond the floor), reversals and retried postings;
 * after each step: every transaction balances, the trial balance sums to zero, every kept balance
 * equals its entries and the model's, and no prepaid account is below its floor.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

// 00:30 in Sofia on 2 May, still 1 May in UTC: the days of ledger_daily must be Sofia's.
const at = new Date('2026-05-01T21:30:00Z');
const FLOORS = [0, -1000, -250];
const prepaid = (i: number): LedgerAccountRef => ({
  kind: i % 2 === 0 ? 'PREPAID_MAIN' : 'PREPAID_SECONDARY',
  ownerId: 9000 + i,
  currency: 'EUR',
  floorMinor: FLOORS[i],
});
const clearing: LedgerAccountRef = { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' };
const revenue: LedgerAccountRef = { kind: 'REVENUE_TOLL', currency: 'EUR' };

type Op =
  | { op: 'topUp'; who: number; amount: number }
  | { op: 'charge'; who: number; amount: number }
  | { op: 'reverse'; pick: number }
  | { op: 'retry'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('topUp' as const),
    who: fc.nat(2),
    amount: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({
    op: fc.constant('charge' as const),
    who: fc.nat(2),
    amount: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }),
);

type Booked = {
  id: number;
  key: string;
  type: 'TOP_UP' | 'TOLL';
  lines: JournalLine[];
  reversed: boolean;
};
let run = 0;

async function checkInvariants(model: number[]) {
  const db = database.db;
  const unbalanced = await queryRows(
    db,
    sql`select transaction_id from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  expect(await verifyLedgerBalances(db)).toEqual([]);
  const tb = await trialBalance(db, {
    from: new Date('2026-01-01T00:00:00Z'),
    to: new Date('2027-01-01T00:00:00Z'),
  });
  for (const total of tb.totals) {
    expect(total.closingMinor).toBe(0);
    expect(total.debitsMinor + total.creditsMinor).toBe(0);
  }
  await expectDailyTrialBalanceMatchesEntries(db, at);
  const below = await queryRows(
    db,
    sql`select id from ledger_accounts where floor_minor is not null and normal_side * balance_minor < floor_minor`,
  );
  expect(below).toEqual([]);
  for (let i = 0; i < 3; i++) {
    const balance = await getLedgerBalance(db, prepaid(i));
    expect(balance.normalBalanceMinor).toBe(model[i]);
  }
}

describe('ledger under random operations', () => {
  it('keeps every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        run += 1;
        const model = await Promise.all(
          [0, 1, 2].map(
            async (i) => (await getLedgerBalance(database.db, prepaid(i))).normalBalanceMinor,
          ),
        );
        const booked: Booked[] = [];
        for (const [step, op] of ops.entries()) {
          if (op.op === 'topUp' || op.op === 'charge') {
            const sign = op.op === 'topUp' ? -1 : 1; // a top-up credits the prepaid balance
            const lines: JournalLine[] = [
              { account: prepaid(op.who), amountMinor: sign * op.amount, currency: 'EUR' },
              {
                account: op.op === 'topUp' ? clearing : revenue,
                amountMinor: -sign * op.amount,
                currency: 'EUR',
              },
            ];
            const key = `r${run}-s${step}`;
            const type = op.op === 'topUp' ? 'TOP_UP' : 'TOLL';
            const after = model[op.who]! - sign * op.amount;
            const allowed = sign < 0 || after >= FLOORS[op.who]!;
            const result = await postJournal(database.db, {
              type,
              businessKey: key,
              occurredAt: at,
              lines,
            }).catch((e: unknown) => e);
            if (allowed) {
              expect(result).toMatchObject({ created: true });
              model[op.who] = after;
              booked.push({
                id: (result as { transactionId: number }).transactionId,
                key,
                type,
                lines,
                reversed: false,
              });
            } else {
              expect(result).toBeInstanceOf(AppError);
              expect((result as AppError).details[0]?.code).toBe('ledger.insufficientBalance');
            }
          } else if (booked.length > 0) {
            const target = booked[op.pick % booked.length]!;
            if (op.op === 'retry') {
              const again = await postJournal(database.db, {
                type: target.type,
                businessKey: target.key,
                occurredAt: at,
                lines: target.lines,
              });
              expect(again).toEqual({ transactionId: target.id, created: false });
            } else {
              const prepaidLine = target.lines[0]!;
              const who = (prepaidLine.account.ownerId ?? 0) - 9000;
              const undone = balanceOnNormalSide(
                prepaidLine.account.kind,
                -prepaidLine.amountMinor,
              );
              const after = model[who]! + undone;
              const allowed = target.reversed || undone >= 0 || after >= FLOORS[who]!;
              const result = await reverseJournal(database.db, target.id, {
                businessKey: `rev-${target.key}-${step}`,
                occurredAt: at,
                reason: 'property test',
              }).catch((e: unknown) => e);
              if (!allowed) {
                expect((result as AppError).details[0]?.code).toBe('ledger.insufficientBalance');
              } else {
                expect(result).toMatchObject({ created: !target.reversed });
                if (!target.reversed) model[who] = after;
                target.reversed = true;
              }
            }
          }
          await checkInvariants(model);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
