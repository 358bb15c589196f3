import { z } from 'zod';
import { registerBodySchema } from '@toll/contract/identity';
import { withPasswordConfirmation } from '../../forms/password-confirmation';

/** The registration form: the contract's fields and rules, plus the password confirmation. */
export const registerFormSchema = withPasswordConfirmation(
  registerBodySchema
    .pick({
      username: true,
      email: true,
      password: true,
      firstName: true,
      lastName: true,
      lang: true,
    })
    .extend({ passwordConfirmation: z.string() }),
);

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
