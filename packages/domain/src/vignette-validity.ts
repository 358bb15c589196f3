import { addDays, addMonths, type PlainDate, weekday } from './plain-date';
import { endOfSofiaDay, fromSofia, sofiaDate } from './sofia-time';
import type { VignettePeriod } from './vignette-products';

/**
 * Vignette validity windows in Europe/Sofia time (FACTS "Validity windows"). `to` is the last
 * valid second as shown to users and sent by the check API ("2026-03-18T23:59:59"); the window is
 * valid on [from, to + 1 s). Starts are truncated to the whole second.
 *
 * DAILY     24 elapsed hours from the start (so on a DST-change day the wall clock moves an hour).
 * WEEKEND   Friday 12:00 to Sunday 23:59:59. A start inside a weekend window gives that weekend
 *           from the start; any other start gives the NEXT weekend from Friday 12:00.
 * WEEKLY    to 23:59:59 of the 6th day after the start day (7 calendar days counting the first).
 * MONTHLY, QUARTERLY, ANNUAL  to 23:59:59 of the day before the same date 1, 3 or 12 months later
 *           (19.03.2025 06:18:33 → 18.03.2026 23:59:59). When that date does not exist (31 January
 *           + 1 month) the window ends at 23:59:59 on the last day of the target month (28/29
 *           February), so a later start never ends earlier than an earlier one.
 */
export type ValidityWindow = { from: Date; to: Date };

const SECOND = 1000;
const DAY = 86_400_000;
const MONTHS = { MONTHLY: 1, QUARTERLY: 3, ANNUAL: 12 } as const;

function floorToSecond(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / SECOND) * SECOND);
}

/** The last day of a period counted in calendar months from `start`. */
export function lastDayAfterMonths(start: PlainDate, months: number): PlainDate {
  const later = addMonths(start, months);
  return later.exists ? addDays(later.date, -1) : later.date;
}

/**
 * Friday of the weekend window that contains `at`, or of the next one: the same week's Friday
 * from Monday to Friday (before Friday 12:00 the window is still ahead), the past Friday on
 * Saturday and Sunday.
 */
export function weekendFriday(at: Date): PlainDate {
  const date = sofiaDate(at);
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, -2);
  return addDays(date, 5 - day);
}

function weekendWindow(start: Date): ValidityWindow {
  const friday = weekendFriday(start);
  const opens = fromSofia({ ...friday, hour: 12, minute: 0, second: 0 });
  const from = start.getTime() > opens.getTime() ? start : opens;
  return { from, to: endOfSofiaDay(addDays(friday, 2)) };
}

export function validityWindow(period: VignettePeriod, start: Date): ValidityWindow {
  const from = floorToSecond(start);
  switch (period) {
    case 'DAILY':
      return { from, to: new Date(from.getTime() + DAY - SECOND) };
    case 'WEEKEND':
      return weekendWindow(from);
    case 'WEEKLY':
      return { from, to: endOfSofiaDay(addDays(sofiaDate(from), 6)) };
    default:
      return { from, to: endOfSofiaDay(lastDayAfterMonths(sofiaDate(from), MONTHS[period])) };
  }
}

/** The first instant after the window. */
export function windowEnd(window: ValidityWindow): Date {
  return new Date(window.to.getTime() + SECOND);
}

export function isWithinWindow(window: ValidityWindow, at: Date): boolean {
  return at.getTime() >= window.from.getTime() && at.getTime() < windowEnd(window).getTime();
}

export function windowsOverlap(a: ValidityWindow, b: ValidityWindow): boolean {
  return a.from.getTime() < windowEnd(b).getTime() && b.from.getTime() < windowEnd(a).getTime();
}

/** Check answers (FACTS): not yet started ("неизползван"), active, or expired. */
export const VIGNETTE_CHECK_STATES = ['NOT_STARTED', 'ACTIVE', 'EXPIRED'] as const;
export type VignetteCheckState = (typeof VIGNETTE_CHECK_STATES)[number];

export function vignetteStateAt(window: ValidityWindow, at: Date): VignetteCheckState {
  if (at.getTime() < window.from.getTime()) return 'NOT_STARTED';
  return isWithinWindow(window, at) ? 'ACTIVE' : 'EXPIRED';
}
