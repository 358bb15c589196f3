import { describe, expect, it } from 'vitest';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { initialOptions } from './route-pass-form';
import {
  prefillOptions,
  prefillWaypoints,
  readRoutePrefill,
  type RoutePrefill,
} from './route-prefill';
import { toRoutePoints } from './waypoints';

const point = (
  name: string | null,
  lat: number,
  lng: number,
): RoutePassQuoteResponse['points'][number] => ({
  placeId: name ? name.toLowerCase() : null,
  name,
  kind: name ? 'town' : null,
  lat,
  lng,
  offsetKm: 0,
  segmentId: null,
});

const prefill: RoutePrefill = {
  request: {
    points: [{ placeId: 'sofia' }, { lat: 42.5, lng: 25.1 }, { placeId: 'burgas' }],
    routeType: 'shortest',
    vehicle: { axles: 3, weightKg: 18_000, bus: false },
    emissionClassId: 4,
    startTime: '2026-03-01T08:00:00.000Z',
  },
  points: [point('Sofia', 42.7, 23.3), point(null, 42.5, 25.1), point('Burgas', 42.5, 27.5)],
};

describe('a new pass from a bought one', () => {
  it('keeps the points: places as places, map points as positions', () => {
    const waypoints = prefillWaypoints(prefill);
    expect(waypoints.map((w) => w.place?.name ?? null)).toEqual(['Sofia', null, 'Burgas']);
    expect(toRoutePoints(waypoints)).toEqual(prefill.request.points);
    expect(new Set(waypoints.map((w) => w.key)).size).toBe(3);
  });

  it('keeps the route type, vehicle and emission class, and starts now', () => {
    const base = {
      ...initialOptions(new Date('2026-03-10T10:00:00Z')),
      startMode: 'later' as const,
    };
    const options = prefillOptions(prefill, base);
    expect(options).toMatchObject({
      routeType: 'shortest',
      startMode: 'now',
      vehicleMode: 'axles',
      axles: 3,
      weightKg: 18_000,
      emissionClassId: 4,
    });
    const byCategory = prefillOptions(
      { ...prefill, request: { ...prefill.request, vehicle: { category: 'BUS' } } },
      base,
    );
    expect(byCategory).toMatchObject({ vehicleMode: 'category', category: 'BUS' });
  });

  it('reads only a well-formed prefill from the navigation state', () => {
    expect(readRoutePrefill({ routePassPrefill: prefill })).toEqual(prefill);
    expect(readRoutePrefill(null)).toBeNull();
    expect(readRoutePrefill({ other: 1 })).toBeNull();
    expect(
      readRoutePrefill({ routePassPrefill: { ...prefill, points: prefill.points.slice(1) } }),
    ).toBeNull();
  });
});
