import type { CalculateRoutePass, RoutePassQuoteResponse } from '@toll/contract/route-passes';
import type { Registration } from './route-prefill';

/**
 * A calculated route pass as the cart keeps it (spec §3 "route pass items are stored locally"): the
 * request to recalculate it at checkout, and what the buyer saw. The server prices it again at
 * payment, so nothing here is trusted as a price. The vehicle's country and plate are entered in the
 * cart, or come along from the bought pass a new one is made from (the cart can change them).
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
  countryCode?: string;
  lpn?: string;
};

export function routePassCartItem(
  request: CalculateRoutePass,
  quote: RoutePassQuoteResponse,
  pointNames: string[],
  now: Date,
  registration: Registration | null = null,
): RoutePassCartItem {
  return {
    id: crypto.randomUUID(),
    type: 'ROUTE_PASS',
    addedAt: now.toISOString(),
    // A chosen start is kept as the quote read it; "now" stays without one: the pass starts at
    // the moment of payment (spec §9), however long the buyer takes to pay (issue 32).
    request: request.startTime ? { ...request, startTime: quote.validity.from } : request,
    pointNames,
    networkVersion: quote.networkVersion,
    distanceKm: quote.distance.totalKm,
    chargedKm: quote.distance.chargedKm,
    price: quote.price,
    currencyAmount: quote.currencyAmount,
    validity: quote.validity,
    ...(registration ? { countryCode: registration.countryCode, lpn: registration.lpn } : {}),
  };
}
