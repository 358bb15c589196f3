import type { CalculateRoutePass, RoutePassQuoteResponse } from '@toll/contract/route-passes';
import type { BoughtRoutePass } from '@toll/contract/sales';
import { checkCountryCode } from '@toll/domain/countries';
import { checkPlate, normalisePlate } from '@toll/domain/plates';
import type { RouteOptions } from './route-pass-form';
import { emptyWaypoint, type Waypoint } from './waypoints';

/** The vehicle's country of registration and plate, as the cart keeps them for a route pass. */
export type Registration = { countryCode: string; lpn: string };

/**
 * What the planner starts from when a new pass is bought from a bought one (buy-route-pass/{id}):
 * the same points, route type, vehicle (category or axles, emission class) and registration (country
 * and plate, which the new pass takes into the cart); the new journey starts now. Carried in the
 * router's navigation state, so nothing of it shows in the address.
 */
export type RoutePrefill = {
  request: CalculateRoutePass;
  points: RoutePassQuoteResponse['points'];
  registration?: Registration;
};

/**
 * A country and plate that pass the purchase's rules (packages/domain), normalised as the cart form
 * saves them; null for anything else, so the cart asks for the vehicle as usual.
 */
export function checkedRegistration(value: unknown): Registration | null {
  if (typeof value !== 'object' || value === null) return null;
  const { countryCode, lpn } = value as Record<string, unknown>;
  if (typeof countryCode !== 'string' || typeof lpn !== 'string') return null;
  const country = countryCode.toUpperCase();
  if (!checkCountryCode(country).ok || !checkPlate(lpn).ok) return null;
  return { countryCode: country, lpn: normalisePlate(lpn) };
}

type PassForPrefill = Pick<BoughtRoutePass, 'request' | 'countryCode' | 'lpn'> & {
  quote: Pick<BoughtRoutePass['quote'], 'points'>;
};

/** The prefill of a bought pass: everything but its start, which is in the past by now. */
export function routePrefillOf(pass: PassForPrefill): RoutePrefill {
  const { startTime: _, ...request } = pass.request;
  const registration = checkedRegistration(pass);
  return { request, points: pass.quote.points, ...(registration ? { registration } : {}) };
}

/** The prefill from the router's state, or null when the state holds none (or anything else). */
export function readRoutePrefill(state: unknown): RoutePrefill | null {
  const prefill = (state as { routePassPrefill?: unknown } | null)?.routePassPrefill;
  if (typeof prefill !== 'object' || prefill === null) return null;
  const { request, points, registration } = prefill as Partial<RoutePrefill>;
  if (!request || !Array.isArray(request.points) || !Array.isArray(points)) return null;
  if (request.points.length !== points.length) return null;
  const checked = checkedRegistration(registration);
  return { request, points, ...(checked ? { registration: checked } : {}) };
}

/** The planner's points: a place where the pass had one, else the position on the map. */
export function prefillWaypoints(prefill: RoutePrefill): Waypoint[] {
  return prefill.request.points.map((point, i) => {
    const at = prefill.points[i]!;
    if ('placeId' in point) {
      const place = {
        id: point.placeId,
        name: at.name ?? point.placeId,
        kind: at.kind ?? 'town',
        lat: at.lat,
        lng: at.lng,
      };
      return { ...emptyWaypoint(), place };
    }
    return { ...emptyWaypoint(), position: { lat: point.lat, lng: point.lng } };
  });
}

/** The planner's options: the pass's route type, vehicle and emission class, starting now. */
export function prefillOptions(prefill: RoutePrefill, base: RouteOptions): RouteOptions {
  const { request } = prefill;
  const vehicle = request.vehicle;
  const byCategory = vehicle.category !== undefined;
  return {
    ...base,
    routeType: request.routeType ?? base.routeType,
    startMode: 'now',
    vehicleMode: byCategory ? 'category' : 'axles',
    category:
      vehicle.category && vehicle.category !== 'UP_TO_3_5T' ? vehicle.category : base.category,
    axles: vehicle.axles ?? base.axles,
    weightKg: vehicle.weightKg ?? base.weightKg,
    bus: vehicle.bus ?? base.bus,
    emissionClassId: request.emissionClassId,
  };
}
