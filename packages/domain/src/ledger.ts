import { primaryCurrencyAt } from './euro-switch';
import { convert, isCurrency, type Currency } from './money';

/**
 * The double-entry ledger's rules (issue #19): the chart of accounts, the transaction types of
 * spec §9 and the balance rule. Every money movement is one journal transaction whose entries sum
 * to zero per currency. SIGN CONVENTION: an entry's amount is positive for a debit and negative for
 * a credit; an account's balance is the plain sum of its entries (so debit-normal accounts carry a
 * positive balance, credit-normal ones a negative balance), and the sum of all balances is zero.
 */
export type NormalSide = 'debit' | 'credit';
/** Whose account it is: a customer contract (accounts.id), a partner, a bank account, a POS, or nobody. */
export type LedgerOwner = 'contract' | 'partner' | 'bankAccount' | 'pos' | null;

export type LedgerAccountKindRule = {
  readonly normalSide: NormalSide;
  readonly owner: LedgerOwner;
  /** A customer's own money (prepaid balances): debited only down to its floor. */
  readonly customerFunds?: boolean;
};

/**
 * The chart of accounts. Customer balances are liabilities (credit-normal: the customer's money we
 * hold) except the postpaid receivable and the unpaid deposit (debit-normal: what they owe us).
 */
export const LEDGER_ACCOUNT_KINDS = {
  /** Prepaid main balance of a contract (liability; toll charges draw it down). */
  PREPAID_MAIN: { normalSide: 'credit', owner: 'contract', customerFunds: true },
  /** Prepaid secondary balance of a contract, drawn after the main one. */
  PREPAID_SECONDARY: { normalSide: 'credit', owner: 'contract', customerFunds: true },
  /** Postpaid balance: what the customer owes (receivable). */
  POSTPAID_RECEIVABLE: { normalSide: 'debit', owner: 'contract' },
  /** Device deposit paid by the customer (held, refundable: liability). */
  DEPOSIT: { normalSide: 'credit', owner: 'contract' },
  /** Device deposit charged but not yet paid (receivable). */
  UNPAID_DEPOSIT: { normalSide: 'debit', owner: 'contract' },
  /** What the platform owes a sale partner / commissioner, or (negative) is owed by it. */
  PARTNER_OBLIGATION: { normalSide: 'credit', owner: 'partner' },
  REVENUE_VIGNETTE: { normalSide: 'credit', owner: null },
  REVENUE_ROUTE_PASS: { normalSide: 'credit', owner: null },
  REVENUE_DELICT: { normalSide: 'credit', owner: null },
  REVENUE_TOLL: { normalSide: 'credit', owner: null },
  REVENUE_SERVICE_FEE: { normalSide: 'credit', owner: null },
  REVENUE_DEVICE_DEPOSIT: { normalSide: 'credit', owner: null },
  REVENUE_OTHER: { normalSide: 'credit', owner: null },
  /** Partner commissions paid out of sales (expense). */
  COMMISSION_EXPENSE: { normalSide: 'debit', owner: null },
  /** Money the card gateway collected and has not yet settled to the bank. */
  CARD_GATEWAY_CLEARING: { normalSide: 'debit', owner: null },
  /** The acquirer's fee on card settlements (expense). */
  CARD_FEE_EXPENSE: { normalSide: 'debit', owner: null },
  /** A bank account of the platform (owner: its bank-account/IBAN id). */
  BANK: { normalSide: 'debit', owner: 'bankAccount' },
  /** Cash in the till of a point of sale (owner: POS id). */
  POS_CASH: { normalSide: 'debit', owner: 'pos' },
  /** Money received but not yet distributed (undistributed bank payments). */
  SUSPENSE: { normalSide: 'credit', owner: null },
  VAT_PAYABLE: { normalSide: 'credit', owner: null },
} as const satisfies Record<string, LedgerAccountKindRule>;

export type LedgerAccountKind = keyof typeof LEDGER_ACCOUNT_KINDS;
export const LEDGER_ACCOUNT_KIND_CODES = Object.keys(LEDGER_ACCOUNT_KINDS) as LedgerAccountKind[];

export function isLedgerAccountKind(value: unknown): value is LedgerAccountKind {
  return typeof value === 'string' && Object.hasOwn(LEDGER_ACCOUNT_KINDS, value);
}

export function normalSideOf(kind: LedgerAccountKind): NormalSide {
  return LEDGER_ACCOUNT_KINDS[kind].normalSide;
}

export function ownerOf(kind: LedgerAccountKind): LedgerOwner {
  return LEDGER_ACCOUNT_KINDS[kind].owner;
}

/**
 * Transaction types: spec §9's codes (TOLL … NOT_VIGNETTE and the adjustment debit/credit
 * variants), plus the bookings the issue names (bank receipts, invoices and notes, commissions,
 * card settlement, suspense distribution) and REVERSAL (a correction: the mirror of another).
 */
export const LEDGER_TRANSACTION_TYPES = [
  'TOLL',
  'TOP_UP',
  'INITIAL_PAYMENT',
  'ROUTE_PASS',
  'SERVICE_FEE',
  'DEPOSIT',
  'DEPOSIT_RELEASE',
  'E_VIGNETTE',
  'COMPENSATORY_FEE',
  'MAXIMUM_TOLL',
  'NOT_TOLL',
  'NOT_VIGNETTE',
  'TOLL_ADJUSTMENT_DEBIT',
  'TOLL_ADJUSTMENT_CREDIT',
  'SERVICE_FEE_ADJUSTMENT_DEBIT',
  'SERVICE_FEE_ADJUSTMENT_CREDIT',
  'DEPOSIT_ADJUSTMENT_DEBIT',
  'DEPOSIT_ADJUSTMENT_CREDIT',
  'BALANCE_ADJUSTMENT_DEBIT',
  'BALANCE_ADJUSTMENT_CREDIT',
  'BANK_RECEIPT',
  'SUSPENSE_DISTRIBUTION',
  'CARD_SETTLEMENT',
  'PARTNER_COMMISSION',
  'PARTNER_SETTLEMENT',
  'INTERNAL_TRANSFER',
  'INVOICE',
  'CREDIT_NOTE',
  'DEBIT_NOTE',
  'REVERSAL',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export function isLedgerTransactionType(value: unknown): value is LedgerTransactionType {
  return (
    typeof value === 'string' && (LEDGER_TRANSACTION_TYPES as readonly string[]).includes(value)
  );
}

/** Spec §9 payment types and contract charge types. */
export const PAYMENT_TYPES = ['VPOS', 'BANK', 'SYSTEM'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const CHARGE_TYPES = ['TOLL', 'SERVICE_FEE'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export type LedgerLine = { readonly amountMinor: number; readonly currency: Currency };

export class UnbalancedJournalError extends Error {
  constructor(readonly sums: Partial<Record<Currency, number>>) {
    super(`Journal does not balance: ${JSON.stringify(sums)}`);
    this.name = 'UnbalancedJournalError';
  }
}

/**
 * Per-currency sums of a journal's lines. A line must be a non-zero safe integer of minor units in
 * BGN or EUR (else RangeError).
 */
export function journalSums(lines: readonly LedgerLine[]): Partial<Record<Currency, number>> {
  const sums: Partial<Record<Currency, number>> = {};
  for (const line of lines) {
    if (!isCurrency(line.currency)) throw new RangeError(`Unknown currency ${line.currency}`);
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0)
      throw new RangeError(
        `An entry is a non-zero integer of minor units, got ${line.amountMinor}`,
      );
    sums[line.currency] = (sums[line.currency] ?? 0) + line.amountMinor;
  }
  return sums;
}

export function isBalanced(lines: readonly LedgerLine[]): boolean {
  if (lines.length < 2) return false;
  return Object.values(journalSums(lines)).every((sum) => sum === 0);
}

/** Throws UnbalancedJournalError unless there are ≥ 2 lines and debits = credits in each currency. */
export function assertBalanced(lines: readonly LedgerLine[]): void {
  if (!isBalanced(lines)) throw new UnbalancedJournalError(journalSums(lines));
}

/** The lines of the transaction that undoes another: same accounts, opposite signs. */
export function mirrorLines<L extends LedgerLine>(lines: readonly L[]): L[] {
  return lines.map((line) => ({ ...line, amountMinor: -line.amountMinor }));
}

/**
 * The euro switch as a dated rule (FACTS): entries booked for a moment before 2026-01-01 (Sofia)
 * are in BGN, from then on in EUR.
 */
export function ledgerCurrencyAt(occurredAt: Date): Currency {
  return primaryCurrencyAt(occurredAt);
}

/** An amount in its booked currency and in the other one (1 EUR = 1.95583 BGN), for reports. */
export function ledgerAmountBoth(
  amountMinor: number,
  currency: Currency,
): { BGN: number; EUR: number; booked: Currency } {
  const money = { minor: amountMinor, currency };
  return {
    BGN: convert(money, 'BGN').minor,
    EUR: convert(money, 'EUR').minor,
    booked: currency,
  };
}

/** The balance shown on an account's normal side (e.g. a prepaid balance of 50.00 as +5000). */
export function balanceOnNormalSide(kind: LedgerAccountKind, balanceMinor: number): number {
  return normalSideOf(kind) === 'debit' ? balanceMinor : -balanceMinor;
}

/**
 * Whether a balance (plain sum of entries) respects a floor given on the account's normal side:
 * the normal-side balance may not go below it (a prepaid balance with credit limit L has floor −L).
 */
export function withinFloor(
  kind: LedgerAccountKind,
  balanceMinor: number,
  floorMinor: number | null,
): boolean {
  return floorMinor === null || balanceOnNormalSide(kind, balanceMinor) >= floorMinor;
}
