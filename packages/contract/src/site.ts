import { LANGS } from '@toll/domain/languages';
import { z } from 'zod';
import { FEATURE_FLAGS } from '@toll/domain/feature-flags';
import { DOCUMENT_IDS } from '@toll/domain/public-content';

const flagsShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  (typeof FEATURE_FLAGS)[number],
  z.ZodBoolean
>;

/** GET /feature-flags: the flags in force from the server's configuration. */
export const featureFlagsSchema = z.object({
  flags: z.object(flagsShape),
  /** The same flags as the bit string of packages/domain (encodeFlags). */
  bits: z.string(),
  /** Whether the hidden overlay can be unlocked (FEATURE_OVERLAY_PASSWORD is set). */
  overlayEnabled: z.boolean(),
});

export const featureFlagsUnlockSchema = z.strictObject({
  password: z.string().min(1).max(200),
});

export const featureFlagsUnlockedSchema = z.object({ unlocked: z.literal(true) });

/** POST /front-end-error (spec §7): what went wrong in the browser, and who was logged in. */
export const frontEndErrorSchema = z.strictObject({
  text: z.string().trim().min(1).max(8000),
  userId: z.union([z.string().max(100), z.number().int()]).nullish(),
});

export const documentParamsSchema = z.object({
  id: z.enum(DOCUMENT_IDS),
});

export const documentQuerySchema = z.object({
  lang: z.enum(LANGS).optional(),
});

export const documentListSchema = z.array(
  z.object({
    id: z.enum(DOCUMENT_IDS),
    title: z.string(),
    description: z.string(),
    url: z.string(),
  }),
);

export type FeatureFlagsResponse = z.infer<typeof featureFlagsSchema>;
export type DocumentList = z.infer<typeof documentListSchema>;
