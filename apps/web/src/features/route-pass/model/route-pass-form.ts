import type { CalculateRoutePass } from '@toll/contract/route-passes';
import type { RouteTollCategory } from '@toll/domain/route-tariffs';
import type { RouteType } from '@toll/domain/route-search';
import { formatSofiaIso, parseSofiaIso } from '@toll/domain/sofia-time';
import { toRoutePoints, type Waypoint } from './waypoints';

/** Everything the route-pass form holds besides the points. */
export type RouteOptions = {
  routeType: RouteType;
  startMode: 'now' | 'later';
  /** Sofia local time, yyyy-MM-ddTHH:mm (a datetime-local input's value). */
  startLocal: string;
  vehicleMode: 'category' | 'axles';
  category: RouteTollCategory;
  axles: number;
  weightKg: number;
  bus: boolean;
  emissionClassId: number;
};

export function initialOptions(now: Date): RouteOptions {
  return {
    routeType: 'fastest',
    startMode: 'now',
    startLocal: formatSofiaIso(new Date(now.getTime() + 3600_000)).slice(0, 16),
    vehicleMode: 'category',
    category: 'OVER_12T_4_PLUS_AXLES',
    axles: 5,
    weightKg: 40_000,
    bus: false,
    emissionClassId: 6,
  };
}

/** Emission classes by master id (spec §9): Euro 0-6 and EEV. */
export const EMISSION_CLASS_OPTIONS = [
  { value: '0', label: 'EURO 0' },
  { value: '1', label: 'EURO I' },
  { value: '2', label: 'EURO II' },
  { value: '3', label: 'EURO III' },
  { value: '4', label: 'EURO IV' },
  { value: '5', label: 'EURO V' },
  { value: '6', label: 'EURO VI' },
  { value: '15', label: 'EEV' },
] as const;

/**
 * The request for POST /route-pass/calculate, or null while a point is empty. A later start that is
 * not a valid local time is sent as given, so the server answers with its own catalogue error.
 */
export function toCalculateRequest(
  waypoints: readonly Waypoint[],
  options: RouteOptions,
): CalculateRoutePass | null {
  const points = toRoutePoints(waypoints);
  if (!points) return null;
  const start = options.startMode === 'later' ? parseSofiaIso(options.startLocal) : null;
  return {
    points,
    routeType: options.routeType,
    vehicle:
      options.vehicleMode === 'category'
        ? { category: options.category }
        : { axles: options.axles, weightKg: options.weightKg, bus: options.bus },
    emissionClassId: options.emissionClassId,
    ...(options.startMode === 'later'
      ? { startTime: start ? start.toISOString() : options.startLocal }
      : {}),
  };
}
