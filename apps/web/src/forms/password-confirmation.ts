import type { z } from 'zod';
import { checkPasswordConfirmation } from '@toll/domain/credentials';

type WithConfirmation = { password: string; passwordConfirmation: string };

/**
 * Adds "the confirmation must match the password" (spec §5, packages/domain) to a form schema. It
 * runs even while other fields are still invalid, so the message shows as soon as it applies.
 */
export function withPasswordConfirmation<T extends z.ZodType<WithConfirmation>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const result = checkPasswordConfirmation(value.password, value.passwordConfirmation);
    if (!result.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: result.code,
        params: { code: result.code },
      });
  });
}
