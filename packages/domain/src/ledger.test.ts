import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  balanceOnNormalSide,
  isBalanced,
  isLedgerAccountKind,
  isLedgerTransactionType,
  LEDGER_ACCOUNT_KIND_CODES,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_TRANSACTION_TYPES,
  ledgerAmountBoth,
  ledgerCurrencyAt,
  mirrorLines,
  UnbalancedJournalError,
  withinFloor,
  type LedgerLine,
} from './ledger';

describe('chart of accounts', () => {
  it('names every kind of the issue with its normal side and owner', () => {
    expect(LEDGER_ACCOUNT_KINDS.PREPAID_MAIN).toMatchObject({
      normalSide: 'credit',
      owner: 'contract',
    });
    expect(LEDGER_ACCOUNT_KINDS.POSTPAID_RECEIVABLE.normalSide).toBe('debit');
    expect(LEDGER_ACCOUNT_KINDS.PARTNER_OBLIGATION.owner).toBe('partner');
    expect(LEDGER_ACCOUNT_KINDS.BANK.owner).toBe('bankAccount');
    expect(LEDGER_ACCOUNT_KINDS.POS_CASH.owner).toBe('pos');
    expect(LEDGER_ACCOUNT_KINDS.SUSPENSE.owner).toBeNull();
    expect(LEDGER_ACCOUNT_KIND_CODES).toContain('VAT_PAYABLE');
    expect(isLedgerAccountKind('CARD_GATEWAY_CLEARING')).toBe(true);
    expect(isLedgerAccountKind('toString')).toBe(false);
  });

  it('has the transaction types of spec §9', () => {
    for (const code of ['TOLL', 'TOP_UP', 'INITIAL_PAYMENT', 'DEPOSIT_RELEASE', 'NOT_VIGNETTE'])
      expect(LEDGER_TRANSACTION_TYPES).toContain(code);
    expect(isLedgerTransactionType('TOLL_ADJUSTMENT_CREDIT')).toBe(true);
    expect(isLedgerTransactionType('tol')).toBe(false);
  });
});

describe('balance rule', () => {
  it('accepts debits = credits per currency and refuses otherwise', () => {
    expect(() =>
      assertBalanced([
        { amountMinor: 500, currency: 'EUR' },
        { amountMinor: -500, currency: 'EUR' },
      ]),
    ).not.toThrow();
    expect(() =>
      assertBalanced([
        { amountMinor: 500, currency: 'EUR' },
        { amountMinor: -500, currency: 'BGN' },
      ]),
    ).toThrow(UnbalancedJournalError);
    expect(isBalanced([])).toBe(false);
    expect(() =>
      assertBalanced([
        { amountMinor: 0, currency: 'EUR' },
        { amountMinor: 0, currency: 'EUR' },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      assertBalanced([
        { amountMinor: 1.5, currency: 'EUR' },
        { amountMinor: -1.5, currency: 'EUR' },
      ]),
    ).toThrow(RangeError);
  });

  const line = fc.record({
    amountMinor: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0),
    currency: fc.constantFrom('BGN' as const, 'EUR' as const),
  });

  it('a journal plus the lines that close each currency balances; its mirror balances too', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const closing: LedgerLine[] = [];
        for (const currency of ['BGN', 'EUR'] as const) {
          const sum = lines
            .filter((l) => l.currency === currency)
            .reduce((s, l) => s + l.amountMinor, 0);
          if (sum !== 0) closing.push({ amountMinor: -sum, currency });
        }
        const journal = [...lines, ...closing];
        if (journal.length < 2) return;
        expect(isBalanced(journal)).toBe(true);
        expect(isBalanced(mirrorLines(journal))).toBe(true);
        // changing any one line by a non-zero amount breaks it
        const broken = journal.map((l, i) =>
          i === 0 ? { ...l, amountMinor: l.amountMinor + (l.amountMinor === -1 ? 2 : 1) } : l,
        );
        expect(isBalanced(broken)).toBe(false);
      }),
    );
  });
});

describe('floors and sides', () => {
  it('reads a prepaid balance on its credit side against its floor', () => {
    // a prepaid balance of 50.00 is booked as a credit (-5000)
    expect(balanceOnNormalSide('PREPAID_MAIN', -5000)).toBe(5000);
    expect(withinFloor('PREPAID_MAIN', -5000, 0)).toBe(true);
    expect(withinFloor('PREPAID_MAIN', 100, 0)).toBe(false);
    expect(withinFloor('PREPAID_MAIN', 100, -200)).toBe(true); // credit limit 2.00
    expect(withinFloor('PREPAID_MAIN', 300, -200)).toBe(false);
    expect(withinFloor('BANK', -1, null)).toBe(true);
  });
});

describe('euro switch', () => {
  it('books BGN before 2026-01-01 Sofia time and EUR from it', () => {
    expect(ledgerCurrencyAt(new Date('2025-12-31T21:59:59Z'))).toBe('BGN');
    expect(ledgerCurrencyAt(new Date('2025-12-31T22:00:00Z'))).toBe('EUR');
  });

  it('shows an amount in both currencies at 1.95583', () => {
    expect(ledgerAmountBoth(4960, 'EUR')).toEqual({ BGN: 9701, EUR: 4960, booked: 'EUR' });
    expect(ledgerAmountBoth(9700, 'BGN')).toEqual({ BGN: 9700, EUR: 4960, booked: 'BGN' });
  });
});
