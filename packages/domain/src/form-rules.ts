import { isBlank } from './field-checks';
import { fail, OK, type Check } from './validation';

/** Contact data: these fields are required (spec §5). */
export const CONTACT_REQUIRED_FIELDS = [
  'name',
  'surname',
  'email',
  'preferredLanguage',
  'preferredContact',
  'country',
  'city',
  'street',
  'code',
] as const;

/** The fields of a record that are blank, each with 'validation.required'. */
export function missingFields(
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, Check> {
  const result: Record<string, Check> = {};
  for (const field of fields) {
    if (isBlank(record[field])) result[field] = fail('validation.required');
  }
  return result;
}

/** A report needs at least one result and fewer than `limit` (the spec does not show the limit). */
export function checkReportResultCount(count: number, limit: number): Check {
  if (count < 1) return fail('list.noResults');
  return count < limit ? OK : fail('report.tooManyResults', { max: limit });
}

/** A report download without any filter asks for confirmation first. */
export function reportDownloadNeedsConfirmation(
  filters: Readonly<Record<string, unknown>>,
): boolean {
  return Object.values(filters).every(isBlank);
}

/** A form tab is marked red ('Съдържа невалидни данни') when one of its fields fails. */
export function tabHasErrors(checks: readonly Check[]): boolean {
  return checks.some((check) => !check.ok);
}
