import { z } from 'zod';

/** The master lists under GET /v1/c5/master/… (spec §7, ids of spec §9). */
export const MASTER_LISTS = [
  'titles',
  'businesstypes',
  'customertypes',
  'countries',
  'emissionclasses',
  'vehicleclasses',
  'inventoryTypes',
  'fundingMethods',
  'languages',
] as const;
export type MasterList = (typeof MASTER_LISTS)[number];

export const masterItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export const masterItemListSchema = z.array(masterItemSchema);

export const identificationTypeSchema = masterItemSchema.extend({
  customerTypeId: z.number().int(),
});
export const identificationTypeListSchema = z.array(identificationTypeSchema);

export const regionSchema = z.object({
  code: z.string(),
  countryCode: z.string(),
  name: z.string(),
});
export const regionListSchema = z.array(regionSchema);

export const countryCodeParamSchema = z.object({
  code: z
    .string()
    .refine((c) => /^[A-Za-z]{2}$/.test(c), { params: { code: 'validation.invalidCountry' } })
    .transform((c) => c.toUpperCase()),
});

export const customerTypeParamSchema = z.object({ id: z.coerce.number().int().min(1).max(99) });

export type MasterItem = z.infer<typeof masterItemSchema>;
export type IdentificationType = z.infer<typeof identificationTypeSchema>;
export type Region = z.infer<typeof regionSchema>;
