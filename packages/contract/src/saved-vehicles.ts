import { z } from 'zod';
import { checkCountryCode } from '@toll/domain/countries';
import { checkPlate, normalisePlate } from '@toll/domain/plates';
import { VIGNETTE_VEHICLE_TYPES } from '@toll/domain/vignette-products';
import { checkedString, domainCheck } from './domain-check';
import { recordIdSchema } from './record-id';

/**
 * A site user's saved vehicles (spec §7 "User": GET /vehicles, POST /vehicles/create, POST
 * /vehicles/delete with idList): the purchase wizard offers them to a signed-in buyer.
 */
export const SAVED_VEHICLES_MAX = 50;

export const savedVehicleSchema = z.object({
  id: z.number().int(),
  countryCode: z.string(),
  lpn: z.string(),
  vehicleType: z.enum(VIGNETTE_VEHICLE_TYPES),
  label: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedVehicle = z.infer<typeof savedVehicleSchema>;
export const savedVehicleListSchema = z.array(savedVehicleSchema);

export const savedVehicleCreateSchema = z.strictObject({
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(2)
    .superRefine(domainCheck((code: string) => checkCountryCode(code))),
  lpn: checkedString(checkPlate, 20).transform(normalisePlate),
  vehicleType: z.enum(VIGNETTE_VEHICLE_TYPES).default('car'),
  label: z
    .string()
    .trim()
    .max(60)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
});
export type SavedVehicleCreate = z.infer<typeof savedVehicleCreateSchema>;

export const savedVehicleDeleteSchema = z.strictObject({
  idList: z.array(recordIdSchema).min(1, 'validation.atLeastOne').max(SAVED_VEHICLES_MAX),
});
export const savedVehicleDeletedSchema = z.object({ deleted: z.number().int() });
