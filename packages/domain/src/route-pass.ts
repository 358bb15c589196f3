import { checkNotInPast, isValidInstant } from './date-checks';
import { checkAxleCount } from './field-checks';
import { addDays, compareDates } from './plain-date';
import { sofiaDate } from './sofia-time';
import { fail, OK, type Check } from './validation';
import type { ValidityWindow } from './vignette-validity';

/**
 * Route passes (spec §2, §3, §9, FACTS): start, end and up to 4 intermediate points (2-6 in all),
 * valid 24 hours from the declared start, a route whose travel time exceeds 24 hours is refused.
 * Registered users may buy up to 7 Sofia calendar days ahead. The spec does not say how far ahead
 * a guest may buy; this product lets a guest start within the next 24 hours.
 */
export const ROUTE_PASS_POINTS = { min: 2, max: 6 } as const;
export const ROUTE_PASS_VALIDITY_HOURS = 24;
export const ROUTE_PASS_MAX_TRAVEL_SECONDS = 24 * 3600;
export const ROUTE_PASS_REGISTERED_DAYS_AHEAD = 7;
export const ROUTE_PASS_GUEST_HOURS_AHEAD = 24;

const HOUR = 3_600_000;

export function checkRoutePoints(count: number): Check {
  if (count < ROUTE_PASS_POINTS.min)
    return fail('route.tooFewPoints', { min: ROUTE_PASS_POINTS.min });
  if (count > ROUTE_PASS_POINTS.max)
    return fail('route.maxPointsReached', { max: ROUTE_PASS_POINTS.max });
  return OK;
}

/** Whether one more point may be added ('maximum allowed points reached' otherwise). */
export function canAddRoutePoint(count: number): boolean {
  return count < ROUTE_PASS_POINTS.max;
}

/** Valid 24 hours from the start: `to` is the last valid second, like a vignette window. */
export function routePassWindow(start: Date): ValidityWindow {
  const from = new Date(Math.floor(start.getTime() / 1000) * 1000);
  return { from, to: new Date(from.getTime() + ROUTE_PASS_VALIDITY_HOURS * HOUR - 1000) };
}

/** A route of exactly 24 hours is accepted; longer is refused. */
export function checkTravelTime(seconds: number): Check {
  return seconds <= ROUTE_PASS_MAX_TRAVEL_SECONDS ? OK : fail('route.travelTimeTooLong');
}

export function checkRoutePassStart(
  start: Date | null | undefined,
  now: Date,
  registered: boolean,
): Check {
  const notPast = checkNotInPast(start, now);
  if (!notPast.ok || !start) return notPast;
  if (registered) {
    const latest = addDays(sofiaDate(now), ROUTE_PASS_REGISTERED_DAYS_AHEAD);
    return compareDates(sofiaDate(start), latest) <= 0
      ? OK
      : fail('route.startTooFarAhead', { days: ROUTE_PASS_REGISTERED_DAYS_AHEAD });
  }
  return start.getTime() <= now.getTime() + ROUTE_PASS_GUEST_HOURS_AHEAD * HOUR
    ? OK
    : fail('route.startTooFarAhead', { days: 1 });
}

/** A toll segment picked by hand needs a date and an axle count (spec §2, §5). */
export function checkTollSegment(segment: { date?: Date | null; axles?: number | null }): Check {
  if (!segment.date) return fail('validation.required', { field: 'date' });
  if (!isValidInstant(segment.date)) return fail('validation.invalidDate');
  if (segment.axles === null || segment.axles === undefined)
    return fail('validation.required', { field: 'axles' });
  return checkAxleCount(segment.axles);
}
