import { z } from 'zod';
import { UNIT_VERIFICATION_CHECKS } from '@toll/domain/unit-verification';
import { recordIdSchema } from './record-id';

/**
 * POST /accountUnits/singleUnitVerification (spec §7: account_id, unit_id): whether a contract's
 * vehicle is ready to be charged by distance, each condition with its verdict and, when it fails,
 * the catalogue message in the caller's language.
 */
export const unitVerificationBodySchema = z.strictObject({
  account_id: recordIdSchema,
  unit_id: recordIdSchema,
});
export const unitVerificationSchema = z.object({
  accountId: z.number().int(),
  unitId: z.number().int(),
  plate: z.string(),
  verified: z.boolean(),
  checks: z.array(
    z.object({
      check: z.enum(UNIT_VERIFICATION_CHECKS),
      ok: z.boolean(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type UnitVerification = z.infer<typeof unitVerificationSchema>;
