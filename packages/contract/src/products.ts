import { z } from 'zod';
import { VIGNETTE_PERIODS, VIGNETTE_VEHICLE_TYPES } from '@toll/domain/vignette-products';
import { currencyAmountSchema, currencySchema, priceSchema } from './money';

/** One vignette variant on sale (spec §3 Product). Texts are in the caller's language. */
export const productSchema = z.object({
  id: z.string(),
  vehicleType: z.enum(VIGNETTE_VEHICLE_TYPES),
  vehicleTypeText: z.string(),
  categoryDescriptionText: z.string(),
  emissionClass: z.string().nullable(),
  emissionClassText: z.string().nullable(),
  validityType: z.enum(VIGNETTE_PERIODS),
  validityTypeText: z.string(),
  price: priceSchema,
  currencyAmount: currencyAmountSchema,
  /** Start of the tariff that sets this price (ISO instant). */
  tariffValidFrom: z.string(),
});

export const productsQuerySchema = z.object({
  /** Price the catalogue as of this moment (ISO date-time); defaults to now. */
  at: z.iso.datetime({ offset: true }).optional(),
});

export const productListSchema = z.array(productSchema);

/** GET /v2/products: grouped by vehicle category, then emission class, periods by ascending price. */
export const productCatalogueSchema = z.object({
  at: z.string(),
  primaryCurrency: currencySchema,
  secondaryCurrency: currencySchema.nullable(),
  categories: z.array(
    z.object({
      vehicleType: z.enum(VIGNETTE_VEHICLE_TYPES),
      vehicleTypeText: z.string(),
      categoryDescriptionText: z.string(),
      emissionClasses: z.array(
        z.object({
          emissionClass: z.string().nullable(),
          emissionClassText: z.string().nullable(),
          products: z.array(productSchema),
        }),
      ),
    }),
  ),
});

export type Product = z.infer<typeof productSchema>;
export type ProductCatalogue = z.infer<typeof productCatalogueSchema>;
