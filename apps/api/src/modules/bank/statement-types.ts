/** One statement read from a bank file (SWIFT MT940 or ISO 20022 camt.053), amounts in minor units. */
export type ParsedStatement = {
  format: 'MT940' | 'CAMT053';
  /** The bank's statement id (MT940 tag 20 + 28C, camt.053 `Stmt/Id`). */
  statementId: string;
  /** The sequence number (MT940 tag 28C, camt.053 `ElctrncSeqNb`), when given. */
  sequence: string | null;
  accountIban: string;
  currency: string;
  openingBalanceMinor: number;
  closingBalanceMinor: number;
  openingDate: string | null;
  closingDate: string | null;
  /** Where the statement's opening balance is in the file: a line (MT940 :60F:) or an XML path. */
  where: string;
  lines: ParsedLine[];
};

export type ParsedLine = {
  /** Where the line is in the file: a line number (MT940) or an XML path (camt.053). */
  where: string;
  /** The file's unique entry reference (camt.053 `AcctSvcrRef`), when the bank gives one. */
  entryRef: string | null;
  bankReference: string | null;
  valueDate: string;
  bookingDate: string;
  /** Always positive; `direction` says which way the money went. */
  amountMinor: number;
  direction: 'CREDIT' | 'DEBIT';
  counterpartyName: string | null;
  counterpartyIban: string | null;
  remittance: string;
};

/** The reasons a statement file is refused whole (each a §8 catalogue key under `bank.file.*`). */
export type StatementFault =
  | 'bank.file.empty'
  | 'bank.file.unknownFormat'
  | 'bank.file.syntax'
  | 'bank.file.missingTag'
  | 'bank.file.badAmount'
  | 'bank.file.badDate'
  | 'bank.file.badIban'
  | 'bank.file.currencyMismatch'
  | 'bank.file.balanceMismatch'
  | 'bank.file.unsupportedVersion';

/** A malformed file: where (line or XML path) and why; nothing of it is booked. */
export class StatementFormatError extends Error {
  constructor(
    readonly code: StatementFault,
    readonly where: string,
    readonly detail: string = '',
    /** The balances of a balance mismatch, shown as money in the reader's language. */
    readonly amounts?: {
      openingMinor: number;
      movementsMinor: number;
      closingMinor: number;
      currency: string;
    },
  ) {
    super(`${code} at ${where}${detail ? `: ${detail}` : ''}`);
    this.name = 'StatementFormatError';
  }
}

/** "1234,56" / "1234.56" → 123456 minor units (two decimals), without floating point. */
export function toMinor(text: string, decimalMark: ',' | '.'): number | null {
  const t = text.trim();
  const re = decimalMark === ',' ? /^(\d{1,15}),(\d{0,2})$/ : /^(\d{1,15})(?:\.(\d{1,2}))?$/;
  const m = re.exec(t);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

const IBAN_RE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/** The IBAN in an account identification ("BG80BNBG96611020345678", "/BG80 BNBG …"), or null. */
export function ibanOf(text: string | null | undefined): string | null {
  if (!text) return null;
  const compact = text.replace(/[\s/]/g, '').toUpperCase();
  return IBAN_RE.test(compact) ? compact : null;
}
