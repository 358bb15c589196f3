import type { ObligationPeriod } from './accounts';
import { addDays, compareDates, daysBetween, daysInMonth, type PlainDate } from './plain-date';
import { obligationPeriodOf } from './toll-charges';

/**
 * What a sale partner owes for the sales at its points of sale (spec §2 sales-partners-obligations,
 * §3 Partner: obligations reporting period, due payment days, delay days). Decisions, as the spec
 * names these only:
 *  - the partner's reporting period splits the days like a postpaid contract's obligation period
 *    (DAILY, WEEKLY Monday–Sunday, TWICE_PER_WEEK, FIVE_DAY, BI_WEEKLY) or by calendar MONTHLY;
 *  - a period's obligation is due `duePaymentDays` calendar days after its last day;
 *  - the `delayDays` are the grace after the due date: within them the obligation is late
 *    (IN_DELAY), after them OVERDUE; before the due date it is NOT_DUE; nothing owed is SETTLED.
 */
export const PARTNER_OBLIGATION_PERIODS = [
  'DAILY',
  'FIVE_DAY',
  'WEEKLY',
  'TWICE_PER_WEEK',
  'BI_WEEKLY',
  'MONTHLY',
] as const;
export type PartnerObligationPeriod = (typeof PARTNER_OBLIGATION_PERIODS)[number];

export const PARTNER_OBLIGATION_STATUSES = ['SETTLED', 'NOT_DUE', 'IN_DELAY', 'OVERDUE'] as const;
export type PartnerObligationStatus = (typeof PARTNER_OBLIGATION_STATUSES)[number];

/** The reporting period a day belongs to. */
export function partnerPeriodOf(
  day: PlainDate,
  period: PartnerObligationPeriod,
): { start: PlainDate; end: PlainDate } {
  if (period === 'MONTHLY')
    return {
      start: { ...day, day: 1 },
      end: { ...day, day: daysInMonth(day.year, day.month) },
    };
  return obligationPeriodOf(day, period as ObligationPeriod);
}

export type PartnerObligationTerms = { duePaymentDays: number; delayDays: number };

/** A period's due date, the last day of its grace, how many days it is late, and its status. */
export function partnerObligationState(
  periodEnd: PlainDate,
  owedMinor: number,
  terms: PartnerObligationTerms,
  today: PlainDate,
): {
  dueDate: PlainDate;
  graceEnd: PlainDate;
  daysLate: number;
  status: PartnerObligationStatus;
} {
  const dueDate = addDays(periodEnd, terms.duePaymentDays);
  const graceEnd = addDays(dueDate, terms.delayDays);
  const daysLate = Math.max(0, daysBetween(dueDate, today));
  const status: PartnerObligationStatus =
    owedMinor <= 0
      ? 'SETTLED'
      : compareDates(today, dueDate) <= 0
        ? 'NOT_DUE'
        : compareDates(today, graceEnd) <= 0
          ? 'IN_DELAY'
          : 'OVERDUE';
  return { dueDate, graceEnd, daysLate: owedMinor <= 0 ? 0 : daysLate, status };
}
