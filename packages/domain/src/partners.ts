import { isValidEik } from './eik';
import { isValidIban, normaliseIban } from './iban';
import { fail, OK, type Check } from './validation';

/**
 * The partner register's rules (spec §3 Partner, §5). "Both" (a sale partner that is also a
 * commissioner) is its own type, SALE_PARTNER_AND_COMMISSIONER, so one column answers both
 * questions and filters stay simple; the public site shows it among the sale partners.
 */
export const PARTNER_TYPES = [
  'SALE_PARTNER',
  'COMMISSIONER',
  'SALE_PARTNER_AND_COMMISSIONER',
  'TOLL_CUSTOMER',
] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Sale partners and commissioners (spec §6 "Sale partner types"), "both" included. */
export const SALES_PARTNER_TYPES = [
  'SALE_PARTNER',
  'COMMISSIONER',
  'SALE_PARTNER_AND_COMMISSIONER',
] as const satisfies readonly PartnerType[];

export function isCommissionerType(type: PartnerType): boolean {
  return type === 'COMMISSIONER' || type === 'SALE_PARTNER_AND_COMMISSIONER';
}

export function isSalePartnerType(type: PartnerType): boolean {
  return type === 'SALE_PARTNER' || type === 'SALE_PARTNER_AND_COMMISSIONER';
}

/** Reporting periods of a partner's obligations (the spec names the field, not its values). */
export const OBLIGATION_PERIODS = [
  'DAILY',
  'FIVE_DAY',
  'WEEKLY',
  'TWICE_PER_WEEK',
  'BI_WEEKLY',
  'MONTHLY',
] as const;
export type ObligationPeriod = (typeof OBLIGATION_PERIODS)[number];

export const PARTNER_TIME_ZONES = ['Europe/Sofia', 'UTC'] as const;
/** The two card providers of virtual POS terminals (FACTS: BORICA, and DSK Bank's gateway). */
export const TERMINAL_PROVIDERS = ['BORICA', 'DSK'] as const;
export type TerminalProvider = (typeof TERMINAL_PROVIDERS)[number];
/** A terminal id as the providers issue them: 8 capital letters or digits. */
export const TERMINAL_ID = /^[A-Z0-9]{8}$/;

/** Invoice numbers are 10 digits (the Bulgarian invoice numbering). */
export const INVOICE_NUMBER_MAX = 9_999_999_999;

/** The VAT number of a Bulgarian company: BG and its EIK. */
export function vatNumberFor(eik: string): string {
  return `BG${eik.trim()}`;
}

/** Percentages are kept in basis points: 0..10000 (= 0 %..100 %). */
export function checkPercentageBp(value: number): Check {
  return Number.isInteger(value) && value >= 0 && value <= 10_000
    ? OK
    : fail('validation.percentRange', { min: 0, max: 100 });
}

export function checkInvoiceRange(start: number | null, end: number | null): Check {
  if (start === null && end === null) return OK;
  if (start === null || end === null) return fail('validation.required');
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end > INVOICE_NUMBER_MAX)
    return fail('validation.numberRange', { min: 1, max: INVOICE_NUMBER_MAX });
  return start <= end ? OK : fail('validation.rangeStartAfterEnd');
}

/** Two closed ranges [a1, a2] and [b1, b2] share a number. */
export function rangesOverlap(a: [number, number], b: [number, number]): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}

export type PartnerFieldFailure = { field: string; check: Extract<Check, { ok: false }> };

/** The checks of a partner's fields that need more than their shape (EIK, IBANs, ranges, commissioners). */
export function checkPartnerFields(input: {
  eik: string;
  recipientIban?: string | null;
  ibans?: readonly string[];
  invoiceRangeStart?: number | null;
  invoiceRangeEnd?: number | null;
  commissionBp?: number;
  commissioners?: readonly { commissionerId: number; percentageBp: number }[];
  id?: number;
}): PartnerFieldFailure[] {
  const out: PartnerFieldFailure[] = [];
  const add = (field: string, check: Check) => {
    if (!check.ok) out.push({ field, check });
  };
  add('eik', isValidEik(input.eik) ? OK : fail('validation.invalidEik'));
  if (input.recipientIban)
    add('recipientIban', isValidIban(input.recipientIban) ? OK : fail('validation.invalidIban'));
  const bad = (input.ibans ?? []).find((iban) => !isValidIban(iban));
  if (bad !== undefined) add('ibans', fail('validation.invalidIbanInList', { iban: bad }));
  add(
    'invoiceRangeStart',
    checkInvoiceRange(input.invoiceRangeStart ?? null, input.invoiceRangeEnd ?? null),
  );
  if (input.commissionBp !== undefined) add('commissionBp', checkPercentageBp(input.commissionBp));
  for (const [i, c] of (input.commissioners ?? []).entries()) {
    add(`commissioners.${i}.percentageBp`, checkPercentageBp(c.percentageBp));
    if (input.id !== undefined && c.commissionerId === input.id)
      add(`commissioners.${i}.commissionerId`, fail('partner.notCommissioner'));
  }
  return out;
}

/** IBANs as stored: without spaces, upper-case. */
export function storedIban(value: string): string {
  return normaliseIban(value);
}
