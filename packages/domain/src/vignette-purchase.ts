import { checkNotInPast } from './date-checks';
import { addDays, compareDates } from './plain-date';
import { sofiaDate } from './sofia-time';
import { fail, OK, type Check } from './validation';
import type { VignettePeriod } from './vignette-products';
import { type ValidityWindow, validityWindow, windowsOverlap } from './vignette-validity';

/**
 * Purchase rules of a vignette (spec §1, §9, FACTS): valid from payment or from a chosen start,
 * at most 30 days before its start, the start not in the past (to the minute), and no second
 * vignette for a vehicle whose validity would overlap one it already has.
 */
export const VIGNETTE_MAX_DAYS_AHEAD = 30;

/** The window a purchase would get: from the chosen start, or from the purchase moment. */
export function purchaseWindow(
  period: VignettePeriod,
  chosenStart: Date | null | undefined,
  now: Date,
): ValidityWindow {
  return validityWindow(period, chosenStart ?? now);
}

/**
 * The window's start may lie at most 30 Sofia calendar days after today (any time on the 30th
 * day is fine). For a weekend vignette this is the start of its weekend, not the chosen day.
 */
export function checkAdvanceLimit(windowStart: Date, now: Date): Check {
  const latest = addDays(sofiaDate(now), VIGNETTE_MAX_DAYS_AHEAD);
  return compareDates(sofiaDate(windowStart), latest) <= 0
    ? OK
    : fail('vignette.startTooFarAhead', { days: VIGNETTE_MAX_DAYS_AHEAD });
}

/** 'A vehicle cannot get a second vignette for the same period': no overlap with its vignettes. */
export function checkNoOverlap(window: ValidityWindow, existing: readonly ValidityWindow[]): Check {
  return existing.some((other) => windowsOverlap(window, other))
    ? fail('vignette.alreadyExists')
    : OK;
}

export type VignettePurchase = {
  period: VignettePeriod;
  chosenStart?: Date | null;
  /** Windows of the vignettes the same vehicle (plate, country, vehicle type) already has. */
  existing?: readonly ValidityWindow[];
};

export function checkVignettePurchase(purchase: VignettePurchase, now: Date): Check {
  if (purchase.chosenStart) {
    const notPast = checkNotInPast(purchase.chosenStart, now);
    if (!notPast.ok) return notPast;
  }
  const window = purchaseWindow(purchase.period, purchase.chosenStart, now);
  const advance = checkAdvanceLimit(window.from, now);
  if (!advance.ok) return advance;
  return checkNoOverlap(window, purchase.existing ?? []);
}
