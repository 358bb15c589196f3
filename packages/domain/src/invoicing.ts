import {
  addDays,
  addMonths,
  compareDates,
  daysInMonth,
  formatPlainDate,
  type PlainDate,
} from './plain-date';

/**
 * Service fees and invoices (spec §3 Service fee, Invoice; §9): the enumerations, VAT, the
 * 10-digit document numbers and which fee periods a contract owes on a given day.
 */
export const SERVICE_FEE_PERIODS = ['NONE', 'MONTH'] as const;
export type ServiceFeePeriod = (typeof SERVICE_FEE_PERIODS)[number];
export const SERVICE_FEE_TYPES = ['FIX', 'ACCOUNT_UNIT'] as const;
export type ServiceFeeType = (typeof SERVICE_FEE_TYPES)[number];
export const INVOICE_BASES = ['MATERIAL', 'SERVICE'] as const;
export type InvoiceBasis = (typeof INVOICE_BASES)[number];
export const DOCUMENT_TYPES = ['INVOICE', 'DEBIT_NOTE', 'CREDIT_NOTE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const FEE_PAYMENT_STATUSES = ['NOT_PAID', 'PAID', 'CANCELED'] as const;
export type FeePaymentStatus = (typeof FEE_PAYMENT_STATUSES)[number];
export const INVOICE_STATUSES = ['ISSUED', 'PAID', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Contract field serviceFeeGenerationFrequency: 1 monthly, 2 yearly. */
export const FEE_FREQUENCY = { MONTHLY: 1, YEARLY: 2 } as const;

/** Bulgarian VAT (ЗДДС): 20 %. Vignettes, route passes and toll carry none (spec §1). */
export const STANDARD_VAT_PERCENT = 20;

/** VAT of a net amount, rounded half away from zero to the cent (per line, as ЗДДС invoices do). */
export function vatOf(netMinor: number, percent: number): number {
  if (!Number.isSafeInteger(netMinor) || !Number.isInteger(percent) || percent < 0)
    throw new RangeError('vatOf needs integer minor units and a whole percent');
  const sign = netMinor < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(netMinor) * percent + 50) / 100);
}

export type InvoiceLineInput = { quantity: number; unitPriceMinor: number; vatPercent: number };
export type InvoiceLineAmounts = { netMinor: number; vatMinor: number; grossMinor: number };

export function lineAmounts(line: InvoiceLineInput): InvoiceLineAmounts {
  const netMinor = line.quantity * line.unitPriceMinor;
  const vatMinor = vatOf(netMinor, line.vatPercent);
  return { netMinor, vatMinor, grossMinor: netMinor + vatMinor };
}

export function invoiceTotals(lines: readonly InvoiceLineInput[]): InvoiceLineAmounts {
  return lines.map(lineAmounts).reduce(
    (sum, l) => ({
      netMinor: sum.netMinor + l.netMinor,
      vatMinor: sum.vatMinor + l.vatMinor,
      grossMinor: sum.grossMinor + l.grossMinor,
    }),
    { netMinor: 0, vatMinor: 0, grossMinor: 0 },
  );
}

/** Bulgarian invoices carry a 10-digit number: zero-padded, 1…9,999,999,999. */
export const MAX_DOCUMENT_NUMBER = 9_999_999_999;
export function formatDocumentNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DOCUMENT_NUMBER)
    throw new RangeError(`document number ${n} is outside 1…${MAX_DOCUMENT_NUMBER}`);
  return String(n).padStart(10, '0');
}

export type FeePeriod = { start: PlainDate; end: PlainDate; months: number };

const firstOfMonth = (d: PlainDate): PlainDate => ({ year: d.year, month: d.month, day: 1 });

/**
 * The periods of a MONTH fee a contract owes on `today`: the current one, and the next one once
 * `daysInAdvance` days or fewer remain before it starts. Monthly contracts owe calendar months,
 * yearly contracts (frequency 2) calendar years of 12 months. Generating the same period twice is
 * the caller's idempotency (one fee per definition, contract and period start).
 */
export function dueFeePeriods(
  today: PlainDate,
  daysInAdvance: number,
  frequency: number,
): FeePeriod[] {
  const yearly = frequency === FEE_FREQUENCY.YEARLY;
  const months = yearly ? 12 : 1;
  const current: PlainDate = yearly ? { year: today.year, month: 1, day: 1 } : firstOfMonth(today);
  const periods: FeePeriod[] = [];
  for (let i = 0; i < 2; i++) {
    const start = addMonths(current, i * months).date;
    if (i > 0 && compareDates(addDays(start, -daysInAdvance), today) > 0) break;
    const next = addMonths(start, months).date;
    periods.push({ start, end: addDays(next, -1), months });
  }
  return periods;
}

/** The day a period's fee is invoiced: the definition's invoicing day of the period's first month. */
export function invoicingDate(periodStart: PlainDate, invoicingDay: number): PlainDate {
  const day = Math.min(Math.max(1, invoicingDay), daysInMonth(periodStart.year, periodStart.month));
  return { year: periodStart.year, month: periodStart.month, day };
}

export const periodKey = (p: FeePeriod) => formatPlainDate(p.start);
