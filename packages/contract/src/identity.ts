import { z } from 'zod';
import { checkEmail } from '@toll/domain/contact';
import { checkPassword, checkUsername } from '@toll/domain/credentials';
import { LANGS } from '@toll/domain/languages';
import { ROLES } from '@toll/domain/roles';
import { checkedString } from './domain-check';
import { recordIdSchema, recordIdTextSchema } from './record-id';

export const usernameSchema = checkedString(checkUsername, 64);
export const emailSchema = checkedString(checkEmail, 254).transform((e) => e.toLowerCase());
export const passwordSchema = z
  .string()
  .max(128)
  .superRefine((value, ctx) => {
    const result = checkPassword(value);
    if (!result.ok)
      ctx.addIssue({
        code: 'custom',
        message: result.code,
        params: { code: result.code, params: result.params },
      });
  });
const nameSchema = z.string().trim().min(1).max(100);
/** The solved ALTCHA payload; the spec's parameters call it recaptchaCode. */
export const captchaSchema = z.string().max(4000).optional();

export const registerBodySchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  lang: z.enum(LANGS).default('bg'),
  recaptchaCode: captchaSchema,
  /** Staff registration by a user manager: roles, points of sale and partner of the new user. */
  roles: z.array(z.enum(ROLES)).max(30).optional(),
  posIds: z.array(recordIdSchema).max(500).optional(),
  partnerId: recordIdSchema.nullable().optional(),
});

export const authenticateBodySchema = z.strictObject({
  userName: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  rememberMe: z.boolean().optional(),
});

export const roleRefSchema = z.object({ code: z.enum(ROLES) });

export const userDetailsSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  lang: z.enum(LANGS),
  status: z.enum(['PENDING', 'ACTIVE', 'DECOMMISSIONED']),
  roles: z.array(roleRefSchema),
  posIds: z.array(z.number().int()),
  partnerId: z.number().int().nullable(),
  customerId: z.string().nullable(),
  createdAt: z.string(),
});

export const tokenResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user: userDetailsSchema,
});

export const confirmQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });
export const confirmResponseSchema = z.object({
  status: z.literal('ACTIVATED'),
  message: z.string(),
});

export const updateUserBodySchema = z.strictObject({
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  lang: z.enum(LANGS).optional(),
});

export const deleteUserBodySchema = z.strictObject({ password: z.string().min(1).max(128) });

export const passwordResetBodySchema = z.strictObject({
  email: emailSchema,
  recaptchaCode: captchaSchema,
});

export const passwordSetBodySchema = z.strictObject({
  password: passwordSchema,
  token: z.string().trim().min(1).max(200),
});

export const passwordChangeBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(128),
  password: passwordSchema,
});

export const messageResponseSchema = z.object({ message: z.string() });

export const userIdParamSchema = z.object({ id: recordIdTextSchema });

export const adminUpdateUserBodySchema = z.strictObject({
  id: recordIdSchema,
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  email: emailSchema.optional(),
  lang: z.enum(LANGS).optional(),
  roles: z.array(z.enum(ROLES)).max(30).optional(),
  posIds: z.array(recordIdSchema).max(500).optional(),
  partnerId: recordIdSchema.nullable().optional(),
});

export const adminPasswordBodySchema = z.strictObject({
  id: recordIdSchema,
  password: passwordSchema,
});

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  q: z.string().trim().max(100).optional(),
  status: z.enum(['PENDING', 'ACTIVE', 'DECOMMISSIONED']).optional(),
});

/** GET /user/all/export: the same search and filter as the list, without paging (CSV). */
export const userExportQuerySchema = userListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(['csv']).default('csv') });

export const userListSchema = z.object({
  items: z.array(userDetailsSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const roleListSchema = z.array(
  z.object({ code: z.enum(ROLES), rank: z.number().int().nullable(), assignable: z.boolean() }),
);

export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

export type UserDetails = z.infer<typeof userDetailsSchema>;
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
