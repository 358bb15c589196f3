import { describe, expect, it } from 'vitest';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { routeText, routeToGeoJson, routeToGpx } from './route-exports';
import { initialOptions, toCalculateRequest } from './route-pass-form';
import { initialWaypoints, setPlace } from './waypoints';

const quote = {
  routeType: 'fastest',
  points: [
    {
      placeId: 'sofia',
      name: 'София',
      kind: 'town',
      lat: 42.7,
      lng: 23.3,
      offsetKm: 0,
      segmentId: null,
    },
    {
      placeId: null,
      name: null,
      kind: null,
      lat: 42.5,
      lng: 27.4,
      offsetKm: 1.2,
      segmentId: 'A1-10',
    },
  ],
  distance: { totalKm: 373, chargedKm: 354.8, notChargedKm: 18.2, motorwayKm: 354.8 },
  durationMinutes: 303,
  geometry: {
    type: 'LineString',
    coordinates: [
      [23.3, 42.7],
      [25, 42.2],
      [27.4, 42.5],
    ],
  },
  price: { amount: 76.18, minor: 7618, currency: 'EUR' },
  segments: [{ id: 'A1-01' }, { id: 'A1-02' }],
} as unknown as RoutePassQuoteResponse;

describe('route downloads', () => {
  it('writes GPX 1.1 with the points as waypoints and the route as a track, escaping names', () => {
    const gpx = routeToGpx(quote, ['София', 'A & B <1>'], 'Маршрутна карта');
    expect(gpx).toContain('<gpx version="1.1"');
    expect(gpx).toContain('<wpt lat="42.7" lon="23.3"><name>София</name></wpt>');
    expect(gpx).toContain('<name>A &amp; B &lt;1&gt;</name>');
    expect(gpx.match(/<trkpt /g)).toHaveLength(3);
  });

  it('writes GeoJSON with the line and the points', () => {
    const json = JSON.parse(routeToGeoJson(quote, ['София', 'Бургас']));
    expect(json.features.map((f: { geometry: { type: string } }) => f.geometry.type)).toEqual([
      'LineString',
      'Point',
      'Point',
    ]);
    expect(json.features[0].properties).toMatchObject({
      totalKm: 373,
      segments: ['A1-01', 'A1-02'],
    });
    expect(json.features[2].properties).toMatchObject({ name: 'Бургас', placeId: null });
  });

  it('copies the route as one line of text', () => {
    expect(routeText(['София', 'Бургас'], 'Най-бърз')).toBe('София → Бургас (Най-бърз)');
  });
});

describe('the calculate request', () => {
  it('sends a category or axles and mass, and a later start as an instant', () => {
    const points = setPlace(
      setPlace(initialWaypoints(), 0, { id: 'a', name: 'a', kind: 'town', lat: 0, lng: 0 }),
      1,
      { id: 'b', name: 'b', kind: 'town', lat: 0, lng: 0 },
    );
    const options = initialOptions(new Date('2026-03-10T08:00:00Z'));
    expect(toCalculateRequest(points, options)).toEqual({
      points: [{ placeId: 'a' }, { placeId: 'b' }],
      routeType: 'fastest',
      vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
      emissionClassId: 6,
    });
    const later = toCalculateRequest(points, {
      ...options,
      startMode: 'later',
      startLocal: '2026-03-10T18:30',
      vehicleMode: 'axles',
    });
    expect(later).toMatchObject({
      vehicle: { axles: 5, weightKg: 40_000, bus: false },
      startTime: '2026-03-10T16:30:00.000Z',
    });
    expect(toCalculateRequest(initialWaypoints(), options)).toBeNull();
  });
});
