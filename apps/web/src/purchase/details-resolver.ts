import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { errorText } from '../forms/error-text';
import { checkVehicleDetails, type DetailsIssue } from './vehicle-details-check';
import type { VehicleDetails } from './vehicle-details-check';

/**
 * Checks step 3 as it is typed with the rules of packages/domain (the ones the API applies), and
 * shows each failure in the API's words, or the purchase texts for the second typing of the plate.
 */
export function detailsResolver(
  period: VignettePeriod,
  t: TFunction<'purchase'>,
): Resolver<VehicleDetails> {
  return issuesResolver((values) => checkVehicleDetails(values, period, new Date()), t);
}

/** A react-hook-form resolver over a check of packages/domain that answers per field. */
export function issuesResolver<T extends FieldValues>(
  check: (values: T) => Partial<Record<string, DetailsIssue>>,
  t: TFunction<'purchase'>,
): Resolver<T> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, issue] of Object.entries(check(values))) {
      if (!issue) continue;
      errors[field] = {
        type: 'validate',
        message: issue.ns === 'errors' ? errorText(issue) : t(issue.key),
      };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}
