import { asc, eq } from 'drizzle-orm';
import { ledgerCurrencyAt } from '@toll/domain/ledger';
import { accounts } from '../db/schema/customers';
import type { Tx } from '../platform/db/database';
import { postJournal, type JournalInput } from '../modules/ledger/posting';
import type { SeedStep } from './run-seeds';

const DAY = 86_400_000;

/**
 * A few bookings so the trial balance has something to show (README "Demo data"): last year's
 * card sales of vignettes in BGN, this month's in EUR, and for each prepaid demo contract a card
 * top-up and toll charges against its main balance. Times are relative to the seeding moment.
 */
function cardSale(key: string, at: Date, minor: number): JournalInput {
  const currency = ledgerCurrencyAt(at);
  return {
    type: 'E_VIGNETTE',
    businessKey: key,
    occurredAt: at,
    description: 'Demo vignette sale',
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency }, amountMinor: minor, currency },
      { account: { kind: 'REVENUE_VIGNETTE', currency }, amountMinor: -minor, currency },
    ],
  };
}

async function run(tx: Tx) {
  const now = Date.now();
  const lastYear = new Date(new Date(now).getUTCFullYear() - 1, 5, 15, 10);
  await postJournal(
    tx,
    cardSale('demo-sale-1', lastYear, lastYear < new Date('2026-01-01') ? 9700 : 4960),
  );
  await postJournal(tx, cardSale('demo-sale-2', new Date(now - 2 * DAY), 4960));
  await postJournal(tx, cardSale('demo-sale-3', new Date(now - DAY), 767));
  const prepaid = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountType, 1))
    .orderBy(asc(accounts.id))
    .limit(3);
  for (const { id } of prepaid) {
    const main = {
      kind: 'PREPAID_MAIN' as const,
      ownerId: id,
      currency: 'EUR' as const,
      floorMinor: 0,
    };
    const topUpAt = new Date(now - 5 * DAY);
    await postJournal(tx, {
      type: 'TOP_UP',
      businessKey: `demo-topup-${id}`,
      occurredAt: topUpAt,
      refs: { accountId: id },
      lines: [
        {
          account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' },
          amountMinor: 20_000,
          currency: 'EUR',
        },
        { account: main, amountMinor: -20_000, currency: 'EUR' },
      ],
    });
    for (const [n, minor] of [1234, 2890, 560].entries()) {
      await postJournal(tx, {
        type: 'TOLL',
        businessKey: `demo-toll-${id}-${n}`,
        occurredAt: new Date(now - (3 - n) * DAY),
        refs: { accountId: id },
        lines: [
          { account: main, amountMinor: minor, currency: 'EUR' },
          {
            account: { kind: 'REVENUE_TOLL', currency: 'EUR' },
            amountMinor: -minor,
            currency: 'EUR',
          },
        ],
      });
    }
  }
}

export const demoLedgerStep: SeedStep = { name: 'demo-ledger', run };
