import type { DueDayCounter, ObligationPeriod } from './accounts';
import { addBusinessDays } from './bg-calendar';
import { addDays, daysInMonth, weekday, type PlainDate } from './plain-date';

/**
 * Toll charges (issue #19 item 2): how a charge is covered by a prepaid contract's balances, the
 * obligation period and due date of a postpaid one, and the low-balance notice threshold.
 */

/** Prepaid contract type (spec §3: prepaid 1, postpaid 2). */
export const PREPAID = 1;
export const POSTPAID = 2;

export type PrepaidCover = { fromMain: number; fromSecondary: number };

/**
 * Covers a charge from the main balance down to minus the credit limit, the rest from the
 * secondary balance down to 0; null when both together cannot cover it (the charge is refused
 * whole, never half-booked). Balances are on their normal side (50.00 held = 5000).
 */
export function coverPrepaidCharge(
  amountMinor: number,
  balances: { mainMinor: number; secondaryMinor: number; creditLimitMinor: number },
): PrepaidCover | null {
  const mainAvailable = Math.max(0, balances.mainMinor + balances.creditLimitMinor);
  const fromMain = Math.min(amountMinor, mainAvailable);
  const rest = amountMinor - fromMain;
  const secondaryAvailable = Math.max(0, balances.secondaryMinor);
  if (rest > secondaryAvailable) return null;
  return { fromMain, fromSecondary: rest };
}

/**
 * The obligation period a day belongs to (decisions; the spec names the periods only): DAILY the
 * day; WEEKLY Monday–Sunday; TWICE_PER_WEEK Monday–Wednesday and Thursday–Sunday; FIVE_DAY the
 * month's days 1–5, 6–10, … 26–end; BI_WEEKLY the month's halves 1–15 and 16–end.
 */
export function obligationPeriodOf(
  day: PlainDate,
  period: ObligationPeriod,
): { start: PlainDate; end: PlainDate } {
  switch (period) {
    case 'DAILY':
      return { start: day, end: day };
    case 'WEEKLY': {
      const back = (weekday(day) + 6) % 7;
      const start = addDays(day, -back);
      return { start, end: addDays(start, 6) };
    }
    case 'TWICE_PER_WEEK': {
      const back = (weekday(day) + 6) % 7;
      const monday = addDays(day, -back);
      return back < 3
        ? { start: monday, end: addDays(monday, 2) }
        : { start: addDays(monday, 3), end: addDays(monday, 6) };
    }
    case 'FIVE_DAY': {
      const last = daysInMonth(day.year, day.month);
      const index = Math.min(Math.floor((day.day - 1) / 5), 5);
      const startDay = index * 5 + 1;
      const endDay = index === 5 ? last : startDay + 4;
      return { start: { ...day, day: startDay }, end: { ...day, day: endDay } };
    }
    case 'BI_WEEKLY': {
      const last = daysInMonth(day.year, day.month);
      return day.day <= 15
        ? { start: { ...day, day: 1 }, end: { ...day, day: 15 } }
        : { start: { ...day, day: 16 }, end: { ...day, day: last } };
    }
  }
}

/**
 * The due date of a period's obligation: the period's end plus the due days, counted as calendar
 * days or Bulgarian business days, plus the postpone days (counted the same way); a calendar due
 * date on a weekend or holiday moves to the next business day.
 */
export function obligationDueDate(
  periodEnd: PlainDate,
  terms: { duePaymentDays: number; dueDaysCounter: DueDayCounter; postponeDays: number },
): PlainDate {
  const days = terms.duePaymentDays + terms.postponeDays;
  return terms.dueDaysCounter === 'BUSINESS'
    ? addBusinessDays(periodEnd, days)
    : addBusinessDays(addDays(periodEnd, days), 0);
}

/**
 * The low-balance threshold (decision): the contract's low-balance percent of its reference amount,
 * the larger of the initial payment and the credit limit; null when no notice applies. A notice is
 * due when the available balance (main + credit limit + secondary) falls below it.
 */
export function lowBalanceThreshold(contract: {
  lowBalancePercent: number | null;
  initialPaymentMinor: number;
  creditLimitMinor: number;
}): number | null {
  if (contract.lowBalancePercent === null || contract.lowBalancePercent <= 0) return null;
  const reference = Math.max(contract.initialPaymentMinor, contract.creditLimitMinor);
  if (reference <= 0) return null;
  return Math.floor((reference * contract.lowBalancePercent) / 100);
}

/**
 * The toll transactions' live window (decision 0014): the months kept in `toll_transactions`, the
 * current one (UTC) and the `liveMonths - 1` before it; older months are archived. 0 keeps every
 * month. `from` is the first moment of the oldest live month.
 */
export function tollLiveWindow(now: Date, liveMonths: number): { from: Date | null } {
  if (liveMonths <= 0) return { from: null };
  return {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (liveMonths - 1), 1)),
  };
}

/** How far ahead of now an exit may lie (clocks of the roadside differ a little). */
export const TOLL_EXIT_FUTURE_MS = 24 * 3_600_000;

/**
 * Whether an exit time can be recorded: inside the live window (an older month is archived: its
 * ids are no longer checked for repeats) and not more than a day ahead.
 */
export function tollExitInWindow(exitAt: Date, now: Date, liveMonths: number): boolean {
  const { from } = tollLiveWindow(now, liveMonths);
  if (from && exitAt.getTime() < from.getTime()) return false;
  return exitAt.getTime() <= now.getTime() + TOLL_EXIT_FUTURE_MS;
}
