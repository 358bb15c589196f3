/**
 * References a payer writes in a bank transfer's remittance text, in the order the matcher tries
 * them: a contract number (A + 8 digits), a customer id (C-100001, also "C100001"), an invoice
 * number (10 digits, the Bulgarian numbering). Pure text rules shared by the API and its tests.
 */
export type BankReferences = {
  contractNumbers: string[];
  customerIds: string[];
  invoiceNumbers: string[];
  /** A sale partner's number as it pays its obligations: SP-12 (also "SP12"), the partner's id. */
  partnerNumbers: string[];
};

const uniq = (xs: string[]) => [...new Set(xs)];

export function findBankReferences(text: string): BankReferences {
  const t = text.toUpperCase();
  return {
    contractNumbers: uniq([...t.matchAll(/(?<![A-Z0-9])A(\d{8})(?!\d)/g)].map((m) => `A${m[1]}`)),
    customerIds: uniq([...t.matchAll(/(?<![A-Z0-9])C-?(\d{6,9})(?!\d)/g)].map((m) => `C-${m[1]}`)),
    invoiceNumbers: uniq([...t.matchAll(/(?<!\d)(\d{10})(?!\d)/g)].map((m) => m[1]!)),
    partnerNumbers: uniq(
      [...t.matchAll(/(?<![A-Z0-9])SP-?(\d{1,9})(?!\d)/g)].map((m) => `SP-${Number(m[1])}`),
    ),
  };
}

/**
 * Line statuses: processed (fully distributed or confirmed), unprocessed (waiting), failed, and
 * undone (its statement's import undone: its payment annulled, its journals reversed).
 */
export const BANK_LINE_STATUSES = ['PROCESSED', 'UNPROCESSED', 'FAILED', 'UNDONE'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

/** Spec §3 payment types (bank, system, internal). */
export const PAYMENT_KINDS = ['BANK', 'SYSTEM', 'INTERNAL'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The partner number a sale partner writes in its transfers (`SP-<id>`). */
export const partnerNumber = (partnerId: number) => `SP-${partnerId}`;

/**
 * What a share of a payment pays: a contract's balance, its initial payment, an invoice, or a sale
 * partner's obligation (PARTNER: the share names the partner, not a contract).
 */
export const DISTRIBUTION_TARGETS = ['CONTRACT', 'INITIAL_PAYMENT', 'INVOICE', 'PARTNER'] as const;
export type DistributionTarget = (typeof DISTRIBUTION_TARGETS)[number];

/** A manual split is valid when every share is positive and together they fit the undistributed amount. */
export function splitFits(undistributedMinor: number, shares: readonly number[]): boolean {
  return (
    shares.length > 0 &&
    shares.every((s) => Number.isSafeInteger(s) && s > 0) &&
    shares.reduce((a, b) => a + b, 0) <= undistributedMinor
  );
}
