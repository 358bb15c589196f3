import { z } from 'zod';
import { routePassQuoteSchema } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import type { VignettePeriod, VignetteVehicleType } from '@toll/domain/vignette-products';

/**
 * A text of a document in its two languages: Bulgarian first (the binding one, read at roadside
 * checks) and beside it the buyer's language, English for a Bulgarian buyer (`secondLang`).
 */
export type BothLangs = { bg: string; second: string };

/** A country's stored names. */
export type CountryNames = { bg: string; en: string };

/** What a vignette's PDF shows, read from `vignettes` with its sale and country. */
export type VignetteDocument = {
  id: string;
  number: string;
  plate: string;
  countryCode: string;
  country: CountryNames;
  /** The language of the sale: the document's second language (`secondLang`). */
  lang: Lang;
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
 * `route_passes.route`: the calculation and the quote the price came from, and the point names in
 * order where the buyer's names were kept (a pass issued at checkout keeps the request and quote
 * only: its names are the quote's). The receipt reads only the quote and the names, so the request
 * is not re-validated here.
 */
export const storedRouteSchema = z.object({
  request: z.unknown(),
  quote: routePassQuoteSchema,
  pointNames: z.array(z.string()).default([]),
});
export type StoredRoute = z.infer<typeof storedRouteSchema>;

/** The route's points by name: the kept name, else the place's, else the position. */
export function routePointNames(route: StoredRoute): string[] {
  return route.quote.points.map(
    (point, i) => route.pointNames[i] ?? point.name ?? `${point.lat}, ${point.lng}`,
  );
}

export type RoutePassDocument = {
  id: string;
  number: string;
  plate: string;
  countryCode: string;
  country: CountryNames;
  /** The language of the sale: the document's second language (`secondLang`). */
  lang: Lang;
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
