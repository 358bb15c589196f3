import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, loadErrorCatalogue } from './error-text';
import { issueKey } from './zod-issue-key';

/**
 * A react-hook-form resolver over a contract schema (packages/contract): the form validates with
 * the very rules the API applies, and shows each field's first failure as the catalogue message.
 * An empty text field reads "required" rather than the rule it fails.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  // A form is on screen: its messages' language is fetched now, before the first mistake.
  loadErrorCatalogue();
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      if (errors[name]) continue;
      const value: unknown = (values as Record<string, unknown>)[name];
      const empty = typeof value === 'string' && value.trim() === '';
      const key = empty ? { code: 'validation.required' as const } : issueKey(issue);
      errors[name] = { type: issue.code, message: errorText(key) };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
