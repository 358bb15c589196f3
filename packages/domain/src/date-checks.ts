import { fail, OK, type Check } from './validation';

const MINUTE_MS = 60_000;

export function isValidInstant(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** Milliseconds since the epoch, floored to the minute. */
export function floorToMinute(instant: Date): number {
  return Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
}

/**
 * 'Не може да изберете дата в миналото': compared to the minute, so the current minute is still
 * allowed (a picker pre-filled with "now" passes) and the previous minute is not.
 */
export function checkNotInPast(value: Date | null | undefined, now: Date): Check {
  if (value === null || value === undefined) return fail('validation.required');
  if (!isValidInstant(value)) return fail('validation.invalidDate');
  return floorToMinute(value) >= floorToMinute(now) ? OK : fail('validation.dateInPast');
}

/** Start and end are both required and the start may not be later than the end (equal is fine). */
export function checkStartNotAfterEnd(
  start: Date | null | undefined,
  end: Date | null | undefined,
): Check {
  if (!start) return fail('validation.required', { field: 'start' });
  if (!end) return fail('validation.required', { field: 'end' });
  if (!isValidInstant(start) || !isValidInstant(end)) return fail('validation.invalidDate');
  return start.getTime() <= end.getTime() ? OK : fail('validation.startAfterEnd');
}
