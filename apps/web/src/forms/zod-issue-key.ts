import type { z } from 'zod';
import type { ErrorCode } from '@toll/domain/error-codes';
import type { CheckParams } from '@toll/domain/validation';

/** A message of the error catalogue with its parameters. */
export type MessageKey = { code: ErrorCode; params?: CheckParams };

type CustomParams = { code?: ErrorCode; params?: CheckParams } | undefined;

/**
 * The catalogue message of a failed contract schema check, as the API chooses it (spec §5): a rule
 * of packages/domain names its own key; length bounds, formats and missing values map to the
 * validation keys. So a form shows, as the user types, the words the server would answer with.
 */
export function issueKey(issue: z.core.$ZodIssue): MessageKey {
  switch (issue.code) {
    case 'custom': {
      const custom = issue.params as CustomParams;
      return custom?.code
        ? { code: custom.code, ...(custom.params ? { params: custom.params } : {}) }
        : { code: 'validation.invalidFormat' };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array')
        return min <= 1
          ? { code: 'validation.required' }
          : {
              code: issue.origin === 'string' ? 'validation.minLength' : 'validation.minNumber',
              params: { min },
            };
      return { code: 'validation.minNumber', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return {
        code: issue.origin === 'string' ? 'validation.maxLength' : 'validation.maxNumber',
        params: { max },
      };
    }
    case 'invalid_format':
      return {
        code: issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidFormat',
      };
    case 'invalid_type':
      return { code: 'validation.required' };
    case 'invalid_value':
      return { code: 'validation.required' };
    default:
      return { code: 'validation.invalidFormat' };
  }
}
