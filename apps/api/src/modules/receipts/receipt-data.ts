import { z } from 'zod';
import { routePassQuoteSchema } from '@toll/contract/route-passes';
import type { Currency } from '@toll/domain/money';
import type { VignettePeriod, VignetteVehicleType } from '@toll/domain/vignette-products';

/** A text in both languages: every receipt carries Bulgarian first and English beside it. */
export type BothLangs = { bg: string; en: string };

/** What a vignette's PDF shows, read from `vignettes` with its sale and country. */
export type VignetteDocument = {
  id: string;
  number: string;
  plate: string;
  countryCode: string;
  country: BothLangs;
  vehicleType: VignetteVehicleType;
  period: VignettePeriod;
  validFrom: Date;
  /** Exclusive end: the last valid second shown is one second earlier. */
  validUntil: Date;
  issuedAt: Date;
  status: 'ACTIVE' | 'DEACTIVATED';
  amountBgn: number;
  amountEur: number;
  currency: Currency;
  email: string | null;
  saleNumber: number | null;
};

/**
 * `route_passes.route`: the calculation, the quote the price came from, the point names in order.
 * The receipt reads only the quote and the names, so the request is not re-validated here.
 */
export const storedRouteSchema = z.object({
  request: z.unknown(),
  quote: routePassQuoteSchema,
  pointNames: z.array(z.string()),
});
export type StoredRoute = z.infer<typeof storedRouteSchema>;

export type RoutePassDocument = {
  id: string;
  number: string;
  plate: string;
  countryCode: string;
  country: BothLangs;
  validFrom: Date;
  /** Exclusive end, as for vignettes: the quote's inclusive `validity.to` + 1 s. */
  validUntil: Date;
  issuedAt: Date;
  amountBgn: number;
  amountEur: number;
  currency: Currency;
  route: StoredRoute;
  email: string | null;
  saleNumber: number | null;
};

export type PdfFile = { fileName: string; bytes: Buffer };
