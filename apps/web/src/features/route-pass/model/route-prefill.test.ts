import { describe, expect, it } from 'vitest';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { initialOptions } from './route-pass-form';
import { routePassCartItem } from './route-pass-cart-item';
import {
  prefillOptions,
  prefillWaypoints,
  readRoutePrefill,
  routePrefillOf,
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
  registration: { countryCode: 'RO', lpn: 'B77TIR' },
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

  it("takes the bought pass's vehicle with its country and plate, but not its start", () => {
    const bought = routePrefillOf({
      request: prefill.request,
      quote: { points: prefill.points },
      countryCode: 'ro',
      lpn: 'b 77 tir',
    });
    expect(bought.request).not.toHaveProperty('startTime');
    expect(bought.request).toMatchObject({
      points: prefill.request.points,
      routeType: 'shortest',
      vehicle: { axles: 3, weightKg: 18_000, bus: false },
      emissionClassId: 4,
    });
    expect(bought.points).toBe(prefill.points);
    // Normalised as the cart form saves a plate.
    expect(bought.registration).toEqual({ countryCode: 'RO', lpn: 'B77TIR' });
    // A registration the purchase would refuse is left for the cart to ask.
    const refused = routePrefillOf({
      request: prefill.request,
      quote: { points: prefill.points },
      countryCode: 'BGR',
      lpn: 'B77TIR',
    });
    expect(refused).not.toHaveProperty('registration');
    expect(refused.request.vehicle).toEqual(prefill.request.vehicle);
  });

  it('puts the registration on the cart item of the new pass', () => {
    const quote = {
      validity: { from: '2026-03-10T10:00:00.000Z', to: '2026-03-11T10:00:00.000Z' },
      networkVersion: 'test',
      distance: { totalKm: 400, chargedKm: 380 },
      price: { amount: 100, minor: 10_000, currency: 'EUR' },
      currencyAmount: { amountBGN: 195.58, amountEUR: 100 },
    } as unknown as RoutePassQuoteResponse;
    const now = new Date('2026-03-10T10:00:00Z');
    const names = ['Sofia', '', 'Burgas'];
    const item = routePassCartItem(prefill.request, quote, names, now, prefill.registration);
    expect(item).toMatchObject({ countryCode: 'RO', lpn: 'B77TIR' });
    expect(item.request.startTime).toBe(quote.validity.from);
    const plain = routePassCartItem(prefill.request, quote, names, now);
    expect(plain).not.toHaveProperty('lpn');
    expect(plain).not.toHaveProperty('countryCode');
  });

  it('reads only a well-formed prefill from the navigation state', () => {
    expect(readRoutePrefill({ routePassPrefill: prefill })).toEqual(prefill);
    expect(
      readRoutePrefill({
        routePassPrefill: { ...prefill, registration: { countryCode: 'bg', lpn: 'са 1234 вх' } },
      })?.registration,
    ).toEqual({ countryCode: 'BG', lpn: 'CA1234BX' });
    for (const registration of [
      { countryCode: 'BG', lpn: '' },
      { countryCode: 'BG', lpn: 'X' },
      { countryCode: 'ZZZ', lpn: 'CA1234BX' },
      { countryCode: 'BG' },
      'CA1234BX',
    ]) {
      const read = readRoutePrefill({ routePassPrefill: { ...prefill, registration } });
      expect(read?.request).toEqual(prefill.request);
      expect(read).not.toHaveProperty('registration');
    }
    expect(readRoutePrefill(null)).toBeNull();
    expect(readRoutePrefill({ other: 1 })).toBeNull();
    expect(
      readRoutePrefill({ routePassPrefill: { ...prefill, points: prefill.points.slice(1) } }),
    ).toBeNull();
  });
});
