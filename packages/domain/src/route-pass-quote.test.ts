import { describe, expect, it } from 'vitest';
import { eurToBgn, inBothCurrencies } from './money';
import { buildRouteGraph } from './road-network';
import { quoteRoutePass, type RoutePassRequest } from './route-pass-quote';
import { ROUTE_TARIFF_ROWS } from './route-tariff-data';
import { TEST_NETWORK, TEST_NODES } from './route-test-network';

const graph = buildRouteGraph(TEST_NETWORK);
const now = new Date('2026-03-10T08:00:00Z');
const request = (overrides: Partial<RoutePassRequest> = {}): RoutePassRequest => ({
  points: [{ placeId: 'A' }, { placeId: 'C' }],
  routeType: 'fastest',
  vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
  emissionClassId: 6,
  start: now,
  registered: false,
  ...overrides,
});
const quote = (overrides: Partial<RoutePassRequest> = {}, rows = ROUTE_TARIFF_ROWS) =>
  quoteRoutePass(graph, rows, request(overrides), now);

describe('a route pass quote', () => {
  it('prices each segment at the rate of its class in euro, with the lev total beside it', () => {
    const outcome = quote();
    if (!outcome.ok) throw new Error(outcome.code);
    const { quote: q } = outcome;
    expect(q.category).toBe('OVER_12T_4_PLUS_AXLES');
    expect(q.emissionGroup).toBe('EURO_VI_EEV');
    expect(q.segments.map((s) => [s.edgeId, s.deciKm, s.toll])).toEqual([
      ['M-01', 417, { minor: 895, currency: 'EUR' }],
      ['M-02', 417, { minor: 895, currency: 'EUR' }],
    ]);
    expect(q.total).toEqual({ minor: 1790, currency: 'EUR' });
    expect(inBothCurrencies(q.total)).toEqual({ EUR: 1790, BGN: eurToBgn(1790) });
    expect(q.validity.to.getTime() - q.validity.from.getTime()).toBe(24 * 3600_000 - 1000);
  });

  it('charges nothing on town streets and prices a second-class road by its own rate', () => {
    const outcome = quote({ points: [{ placeId: 'D' }, { placeId: 'B' }, { placeId: 'G' }] });
    if (!outcome.ok) throw new Error(outcome.code);
    const tolls = outcome.quote.segments.map((s) => [s.edgeId, s.toll.minor]);
    expect(tolls).toEqual([
      ['S-01', Math.round((389 * 1841) / 1000)],
      ['M-02', 895],
      ['L-01', 0],
      ['L-02', 0],
    ]);
  });

  it('works out the category from axles and weight', () => {
    const light = quote({ vehicle: { axles: 2, weightKg: 3500 } });
    expect(light).toMatchObject({ ok: false, kind: 'invalid', code: 'route.lightVehicle' });
    const truck = quote({ vehicle: { axles: 3, weightKg: 18_000 } });
    expect(truck.ok && truck.quote.category).toBe('OVER_12T_2_3_AXLES');
    const bus = quote({ vehicle: { axles: 2, weightKg: 16_000, bus: true } });
    expect(bus.ok && bus.quote.category).toBe('BUS');
    expect(quote({ vehicle: { axles: 1, weightKg: 16_000 } })).toMatchObject({
      code: 'validation.axleRange',
      field: 'vehicle.axles',
    });
  });

  it('refuses bad requests with the catalogue key and the field', () => {
    const cases: [Partial<RoutePassRequest>, string, string][] = [
      [{ points: [{ placeId: 'A' }] }, 'route.tooFewPoints', 'points'],
      [{ points: Array(7).fill({ placeId: 'A' }) }, 'route.maxPointsReached', 'points'],
      [{ emissionClassId: 9 }, 'validation.invalidEnum', 'emissionClassId'],
      [{ start: new Date(now.getTime() - 120_000) }, 'validation.dateInPast', 'startTime'],
      [{ start: new Date(now.getTime() + 2 * 86_400_000) }, 'route.startTooFarAhead', 'startTime'],
      [{ points: [{ placeId: 'A' }, { placeId: 'nowhere' }] }, 'route.unknownPlace', 'points.1'],
      [{ points: [{ placeId: 'A' }, { lat: 43.5, lng: 26 }] }, 'route.pointOffNetwork', 'points.1'],
    ];
    for (const [overrides, code, field] of cases) {
      expect(quote(overrides), code).toMatchObject({ ok: false, kind: 'invalid', code, field });
    }
  });

  it('refuses routes that cannot be had', () => {
    expect(quote({ points: [{ placeId: 'C' }, { placeId: 'G' }] })).toMatchObject({
      kind: 'unroutable',
      code: 'route.outsidePaidNetwork',
    });
    expect(quote({ points: [{ placeId: 'A' }, { placeId: 'H' }] })).toMatchObject({
      code: 'route.travelTimeTooLong',
    });
    expect(quote({}, [])).toMatchObject({ code: 'route.noTariff' });
    const split = buildRouteGraph({
      ...TEST_NETWORK,
      nodes: [...TEST_NODES, { id: 'Z', bg: 'Z', en: 'Z', lat: 43, lng: 27, kind: 'town' }],
    });
    const outcome = quoteRoutePass(
      split,
      ROUTE_TARIFF_ROWS,
      request({ points: [{ placeId: 'A' }, { placeId: 'Z' }] }),
      now,
    );
    expect(outcome).toMatchObject({ kind: 'unroutable', code: 'route.cannotGenerate' });
  });
});
