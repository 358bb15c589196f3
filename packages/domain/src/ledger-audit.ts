/**
 * The ledger auditor's rules (issue #31): what it checks, when a run is healthy, and how old the
 * money waiting on the card gateway's clearing account and the suspense account is. The checks
 * themselves are SQL (apps/api modules/ledger/audit-repo.ts); these rules are pure.
 */
export const LEDGER_AUDIT_CHECKS = [
  /** A journal whose entries do not sum to zero in a currency, or with fewer than two entries. */
  'unbalancedJournals',
  /** An account whose kept balance, or a day of `ledger_daily`, differs from its entries. */
  'balanceMismatches',
  /** An issued (or later reversed) sale item with an amount and no journal `sale-item-<id>`. */
  'saleItemsWithoutJournal',
  /** A booked credit line of a bank statement without the journal it belongs to. */
  'bankLinesWithoutJournal',
  /** A sale's or a statement's journal whose sale item or statement does not exist. */
  'journalsWithoutSource',
  /** An invoice issuer whose numbers from its range's start to its next number have a gap. */
  'invoiceNumberGaps',
  /** A sealed Sofia day whose entries no longer hash to its seal, or a broken chain. */
  'sealMismatches',
] as const;
export type LedgerAuditCheck = (typeof LEDGER_AUDIT_CHECKS)[number];

export type LedgerAuditFinding = { check: LedgerAuditCheck; count: number; sample: string[] };

/** The accounts whose balances should only pass through: their old money is aged. */
export const AGED_ACCOUNT_KINDS = ['CARD_GATEWAY_CLEARING', 'SUSPENSE'] as const;
export type AgedAccountKind = (typeof AGED_ACCOUNT_KINDS)[number];
/** Money on those accounts older than this is reported as aged. */
export const DEFAULT_AGE_DAYS = 7;

export type AgedBalance = {
  kind: AgedAccountKind;
  currency: string;
  /** The balance on the account's normal side (clearing: debit, suspense: credit). */
  balanceMinor: number;
  /** The part of it older than the age limit. */
  agedMinor: number;
};

/**
 * The part of a balance older than the limit, the oldest money taken to leave first: the balance
 * less what came in (on the normal side) within the limit, never below 0 nor above the balance.
 */
export function agedPart(balanceMinor: number, recentInflowMinor: number): number {
  if (balanceMinor <= 0) return 0;
  return Math.min(balanceMinor, Math.max(0, balanceMinor - recentInflowMinor));
}

/** A run is healthy when no check found anything (aged money is reported, not a breach). */
export function auditHealthy(findings: readonly LedgerAuditFinding[]): boolean {
  return findings.every((f) => f.count === 0);
}
