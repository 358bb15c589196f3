import { checkCountryCode } from '@toll/domain/countries';
import type { ErrorCode } from '@toll/domain/error-codes';
import { checkPlate, samePlate } from '@toll/domain/plates';
import type { CheckParams } from '@toll/domain/validation';
import { checkVignettePurchase } from '@toll/domain/vignette-purchase';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { chosenStart } from './start-choice';
import type { StartMode } from './start-choice';

/** A message of the API's error catalogue, or one of the purchase texts. */
/** The vehicle and start of a vignette draft, as the wizard's third step and the cart ask them. */
export type VehicleDetails = {
  countryCode: string;
  /** As typed; normalised when the draft goes into the cart. */
  lpn: string;
  /** The plate typed a second time (the typo guard of FACTS "Plates"). */
  lpnConfirmation: string;
  startMode: StartMode;
  /** Sofia wall-clock time `yyyy-MM-ddTHH:mm`, when startMode is 'chosen'. */
  start: string;
};

export type DetailsIssue =
  | { ns: 'errors'; code: ErrorCode; params?: CheckParams }
  | { ns: 'purchase'; key: 'details.platesDiffer' };

export type DetailsIssues = Partial<Record<keyof VehicleDetails, DetailsIssue>>;

const error = (code: ErrorCode, params?: CheckParams): DetailsIssue =>
  params ? { ns: 'errors', code, params } : { ns: 'errors', code };

export type PlateFields = Pick<VehicleDetails, 'countryCode' | 'lpn' | 'lpnConfirmation'>;

/**
 * A vehicle as the buyer names it, with the API's rules (packages/domain): a known country code and
 * a plate of 2-12 characters once normalised, typed the same twice (Cyrillic look-alikes, spaces
 * and case do not count as differences). Also used for the vehicle of a route pass in the cart.
 */
export function checkPlateFields(fields: PlateFields): DetailsIssues {
  const issues: DetailsIssues = {};
  const country = checkCountryCode(fields.countryCode.toUpperCase());
  if (!country.ok) issues.countryCode = error(country.code);
  const plate = checkPlate(fields.lpn);
  if (!plate.ok) issues.lpn = error(plate.code);
  if (fields.lpnConfirmation.trim() === '') issues.lpnConfirmation = error('validation.required');
  else if (plate.ok && !samePlate(fields.lpn, fields.lpnConfirmation))
    issues.lpnConfirmation = { ns: 'purchase', key: 'details.platesDiffer' };
  return issues;
}

/**
 * Checks step 3: the vehicle (checkPlateFields) and a chosen start that is not in the past and at
 * most 30 days ahead (for a weekend vignette: its weekend starts at most 30 days ahead).
 */
export function checkVehicleDetails(
  details: VehicleDetails,
  period: VignettePeriod,
  now: Date,
): DetailsIssues {
  const issues = checkPlateFields(details);
  if (details.startMode === 'chosen') {
    const start = chosenStart(details);
    if (details.start.trim() === '') issues.start = error('validation.required');
    else if (!start) issues.start = error('validation.invalidDate');
    else {
      const check = checkVignettePurchase({ period, chosenStart: start }, now);
      if (!check.ok) issues.start = error(check.code, check.params);
    }
  }
  return issues;
}
