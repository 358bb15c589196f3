import { z } from 'zod';
import { passwordSchema, registerBodySchema, usernameSchema } from '@toll/contract/identity';
import { ROLES } from '@toll/domain/roles';
import { withPasswordConfirmation } from '../../forms/password-confirmation';

const isId = (value: number) => Number.isInteger(value) && value > 0;
const splitIds = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map(Number);

/** A failed check that lets the other checks of the form run too (the whole form is reported). */
const formatCheck = (valid: (text: string) => boolean) => (text: string, ctx: z.RefinementCtx) => {
  if (!valid(text))
    ctx.addIssue({
      code: 'custom',
      message: 'validation.invalidFormat',
      params: { code: 'validation.invalidFormat' },
    });
};

/** Points of sale typed as "1, 3 7": positive whole numbers, each once. */
const posIdsField = z
  .string()
  .superRefine(formatCheck((text) => splitIds(text).every(isId)))
  .transform((text) => [...new Set(splitIds(text))]);

/** A partner id, or empty for none. */
const partnerIdField = z
  .string()
  .superRefine(formatCheck((text) => text.trim() === '' || isId(Number(text.trim()))))
  .transform((text) => (text.trim() === '' ? null : Number(text.trim())));

const fields = registerBodySchema.shape;

/** The staff form with the contract's rules; on editing, username and password are not sent. */
const editSchema = z.object({
  username: z.string(),
  email: fields.email,
  password: z.string(),
  passwordConfirmation: z.string(),
  firstName: fields.firstName,
  lastName: fields.lastName,
  lang: z.enum(['bg', 'en']),
  roles: z.array(z.enum(ROLES)),
  posIds: posIdsField,
  partnerId: partnerIdField,
});

const createSchema = withPasswordConfirmation(
  editSchema.extend({ username: usernameSchema, password: passwordSchema }),
);

export const staffFormSchemas = { create: createSchema, edit: editSchema };
export type StaffFormInput = z.input<typeof editSchema>;
export type StaffFormValues = z.output<typeof editSchema>;
