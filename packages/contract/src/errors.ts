import { z } from 'zod';

/**
 * Every failure the API answers has this shape (spec §8): clients show the first message of
 * `errors`, else `message`. Each entry carries a catalogue key (`code`) and the text in the caller's
 * language; `field` names the offending input where there is one.
 */
export const apiErrorItemSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(apiErrorItemSchema).min(1),
  requestId: z.string().optional(),
});

export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
