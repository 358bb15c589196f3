import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from './error-text';
import { issueKey } from './zod-issue-key';

/**
 * A react-hook-form resolver for a form whose fields are not the request's shape (a flat form
 * over a nested body, e.g. the contract form over POST /accounts): the values are turned into the
 * request body and checked with the contract's own schema, and each failure lands on the form
 * field its path names (`fieldOf`: `customer.iban` → `iban`). What names no field goes to `root`.
 * So the form refuses exactly what the server would, as the user types, in the catalogue's words.
 */
export function bodyResolver<Values extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
  fieldOf: (path: string) => string | null,
): Resolver<Values> {
  return async (values) => {
    const result = await schema.safeParseAsync(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      const name = field !== null && field in values ? field : 'root';
      if (errors[name]) continue;
      const value: unknown = (values as Record<string, unknown>)[name];
      const empty = typeof value === 'string' && value.trim() === '';
      const key = empty ? { code: 'validation.required' as const } : issueKey(issue);
      errors[name] = { type: issue.code, message: errorText(key) };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
