import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/client';

/**
 * Shows a failed submission: the server's messages about fields of this form go beside those
 * fields (the first one gets the focus); what is left is returned for the form's alert (spec §8
 * extraction), or null when every message found its field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : null;
  const known = (field: string): field is Path<T> => (fields as readonly string[]).includes(field);
  const onFields = error.fieldErrors.filter((item) => known(item.field));
  onFields.forEach((item, index) =>
    setError(
      item.field as Path<T>,
      { type: 'server', message: item.message },
      { shouldFocus: index === 0 },
    ),
  );
  return onFields.length > 0 && onFields.length === error.fieldErrors.length ? null : error.message;
}
