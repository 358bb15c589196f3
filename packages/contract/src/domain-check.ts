import { z } from 'zod';
import type { Check } from '@toll/domain/validation';

/**
 * Runs a rule of packages/domain inside a zod schema: a failure becomes a custom issue carrying the
 * rule's catalogue key and parameters, which the API turns into the caller's language.
 */
export function domainCheck<T>(rule: (value: T) => Check) {
  return (value: T, ctx: z.RefinementCtx) => {
    const result = rule(value);
    if (!result.ok) {
      ctx.addIssue({
        code: 'custom',
        message: result.code,
        params: { code: result.code, params: result.params },
      });
    }
  };
}

/** A string field checked by a domain rule (trimmed first). */
export const checkedString = (rule: (value: string) => Check, max = 200) =>
  z.string().trim().max(max).superRefine(domainCheck(rule));
