import { z } from 'zod';

/**
 * The public check API that existing clients already call (FACTS "The public check API"): always
 * HTTP 200, "Formated" spelled so, dates in Sofia local time without a zone, `price` a number.
 */
export const publicCheckParamsSchema = z.object({
  country: z.string().max(8),
  plate: z.string().max(64),
});

export const publicVignetteSchema = z.object({
  licensePlateNumber: z.string(),
  country: z.string(),
  exempt: z.boolean(),
  whitelist: z.boolean(),
  vignetteNumber: z.string().nullable(),
  vehicleClass: z.string(),
  vehicleClassCode: z.string(),
  vehicleType: z.string(),
  vehicleTypeCode: z.string(),
  emissionsClass: z.string(),
  emissionsClassCode: z.string(),
  validityDateFrom: z.string(),
  validityDateFromFormated: z.string(),
  validityDateTo: z.string(),
  validityDateToFormated: z.string(),
  issueDate: z.string(),
  issueDateFormated: z.string(),
  price: z.number(),
  currency: z.string(),
  status: z.string(),
  statusBoolean: z.boolean(),
});

export const publicCheckResponseSchema = z.object({
  ok: z.boolean(),
  status: z.object({ code: z.number().int(), message: z.string() }),
  vignette: publicVignetteSchema.nullable(),
});

export type PublicVignette = z.infer<typeof publicVignetteSchema>;
export type PublicCheckResponse = z.infer<typeof publicCheckResponseSchema>;

/** GET /api/vignette/validateapi/: the check page, by country and plate or by vignette number. */
export const validateQuerySchema = z.object({
  countryCode: z.string().trim().max(8).optional(),
  lpn: z.string().max(64).optional(),
  vignetteNumber: z.string().trim().max(32).optional(),
  isSocial: z.enum(['true', 'false']).optional(),
  recaptchaCode: z.string().max(4096).optional(),
});

/** A vignette as the check page shows it (spec §3 "Vignette (as displayed)"). */
export const displayedVignetteSchema = z.object({
  number: z.string().nullable(),
  vehicleType: z.string(),
  category: z.string(),
  period: z.string().nullable(),
  periodText: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  /** DEACTIVATED: withdrawn (found only by its number). */
  status: z.enum(['NOT_STARTED', 'ACTIVE', 'EXPIRED', 'DEACTIVATED']),
  statusText: z.string(),
  countryCode: z.string(),
  lpn: z.string(),
  emissionClassGroup: z.string().nullable(),
  isSocial: z.boolean(),
});

export const validateResponseSchema = z.object({
  countryCode: z.string().nullable(),
  lpn: z.string().nullable(),
  vignettes: z.array(displayedVignetteSchema),
});

export type DisplayedVignette = z.infer<typeof displayedVignetteSchema>;
export type ValidateResponse = z.infer<typeof validateResponseSchema>;
