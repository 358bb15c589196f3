import type { CalculateRoutePass, RoutePassQuoteResponse } from '@toll/contract/route-passes';

/**
 * A calculated route pass as the cart keeps it (spec §3 "route pass items are stored locally"): the
 * request to recalculate it at checkout, and what the buyer saw. Paying for it comes with the sales
 * work; the server prices it again then, so nothing here is trusted as a price.
 */
export type RoutePassCartItem = {
  id: string;
  type: 'ROUTE_PASS';
  addedAt: string;
  request: CalculateRoutePass;
  pointNames: string[];
  networkVersion: string;
  distanceKm: number;
  chargedKm: number;
  price: RoutePassQuoteResponse['price'];
  currencyAmount: RoutePassQuoteResponse['currencyAmount'];
  validity: RoutePassQuoteResponse['validity'];
};

export function routePassCartItem(
  request: CalculateRoutePass,
  quote: RoutePassQuoteResponse,
  pointNames: string[],
  now: Date,
): RoutePassCartItem {
  return {
    id: crypto.randomUUID(),
    type: 'ROUTE_PASS',
    addedAt: now.toISOString(),
    // The pass starts when the quote says, even when "now" was chosen.
    request: { ...request, startTime: quote.validity.from },
    pointNames,
    networkVersion: quote.networkVersion,
    distanceKm: quote.distance.totalKm,
    chargedKm: quote.distance.chargedKm,
    price: quote.price,
    currencyAmount: quote.currencyAmount,
    validity: quote.validity,
  };
}
