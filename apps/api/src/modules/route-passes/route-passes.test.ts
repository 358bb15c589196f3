import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@toll/contract/errors';
import { routeNetworkGeoJsonSchema } from '@toll/contract/route-network';
import { placeListSchema, routePassQuoteSchema } from '@toll/contract/route-passes';
import { eurToBgn } from '@toll/domain/money';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T08:00:00Z' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const calculate = (payload: unknown, lang = 'bg') =>
  t.app.inject({
    method: 'POST',
    url: `/api/route-pass/calculate?browser-language=${lang}`,
    payload: payload as object,
  });

const truck = { vehicle: { category: 'OVER_12T_4_PLUS_AXLES' }, emissionClassId: 6 };
const places = (...ids: string[]) => ids.map((placeId) => ({ placeId }));

/** The status and first catalogue error of a refused request. */
async function refusal(payload: unknown) {
  const res = await calculate(payload);
  const body = apiErrorSchema.parse(res.json());
  return { status: res.statusCode, code: body.errors[0]!.code, field: body.errors[0]!.field };
}

describe('GET /api/route-network', () => {
  it('serves the outline, every segment and every place as cacheable GeoJSON', async () => {
    const res = await get('/api/route-network');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const geojson = routeNetworkGeoJsonSchema.parse(res.json());
    const kinds = geojson.features.map((f) => f.properties.kind);
    expect(kinds.filter((k) => k === 'outline')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'segment')).toHaveLength(173);
    expect(kinds.filter((k) => k === 'border')).toHaveLength(25);
    const again = await get('/api/route-network', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // No tile layer unless one is configured: the map draws our own data only.
    expect(res.json()).toHaveProperty('tiles', null);
  });

  it('sends a configured tile layer with the network and lets the pages load its images', async () => {
    const tiled = await createTestApp({
      env: {
        MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example Maps contributors',
      },
    });
    try {
      const res = await tiled.app.inject({ method: 'GET', url: '/api/route-network' });
      expect(routeNetworkGeoJsonSchema.parse(res.json()).tiles).toEqual({
        url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        attribution: '© Example Maps contributors',
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://*.tile.example.org");
    } finally {
      await tiled.close();
    }
  });
});

describe('GET /api/route-pass/places', () => {
  it('finds places by either name in either alphabet, crossings by their country too', async () => {
    const bg = placeListSchema.parse((await get('/api/route-pass/places?q=kalotina')).json());
    expect(bg[0]).toMatchObject({
      id: 'border-kalotina',
      name: 'Калотина – Градина',
      country: 'RS',
    });
    const en = placeListSchema.parse(
      (await get('/api/route-pass/places?q=КАПИТАН&kind=border&browser-language=en')).json(),
    );
    expect(en.map((p) => p.id)).toEqual([
      'border-kapitan-andreevo',
      'border-kapitan-petko-voyvoda',
    ]);
    const turkey = placeListSchema.parse((await get('/api/route-pass/places?q=Турция')).json());
    expect(turkey.map((p) => p.countryName)).toEqual(['Турция', 'Турция', 'Турция']);
    const towns = placeListSchema.parse(
      (await get('/api/route-pass/places?kind=town&limit=50')).json(),
    );
    expect(towns).toHaveLength(50);
    expect((await get('/api/route-pass/places?q=atlantis')).json()).toEqual([]);
  });

  it('refuses a bad kind or limit with a catalogue error', async () => {
    const kind = await get('/api/route-pass/places?kind=castle&browser-language=en');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({
      errors: [{ code: 'validation.invalidEnum', field: 'kind' }],
    });
    const limit = await get('/api/route-pass/places?limit=abc');
    expect(limit.json()).toMatchObject({
      errors: [{ code: 'validation.mustBeNumber', field: 'limit' }],
    });
    const big = await get('/api/route-pass/places?limit=500');
    expect(big.json()).toMatchObject({
      errors: [{ code: 'validation.maxNumber', field: 'limit' }],
    });
  });
});

describe('POST /api/route-pass/calculate', () => {
  it('plans and prices a four-point route in euro with the lev amount beside it', async () => {
    const res = await calculate({
      points: places('sofia', 'plovdiv', 'stara-zagora', 'burgas'),
      ...truck,
    });
    expect(res.statusCode).toBe(200);
    const quote = routePassQuoteSchema.parse(res.json());
    expect(quote.points.map((p) => p.name)).toEqual(['София', 'Пловдив', 'Стара Загора', 'Бургас']);
    const { totalKm, chargedKm, notChargedKm, motorwayKm } = quote.distance;
    expect(totalKm).toBeGreaterThan(380);
    expect(Math.round((chargedKm + notChargedKm) * 10)).toBe(Math.round(totalKm * 10));
    expect(motorwayKm).toBeGreaterThan(300);
    const sum = quote.segments.reduce((total, s) => total + s.price.minor, 0);
    expect(quote.price).toMatchObject({ minor: sum, currency: 'EUR' });
    expect(quote.currencyAmount.amountBGN).toBe(eurToBgn(sum) / 100);
    expect(quote.rates).toMatchObject({ currency: 'EUR', motorway: 2147 });
    expect(quote.segments.filter((s) => !s.charged).every((s) => s.price.minor === 0)).toBe(true);
    expect(quote.validity).toEqual({
      from: '2026-03-10T08:00:00.000Z',
      to: '2026-03-11T07:59:59.000Z',
    });
    expect(quote.geometry.coordinates.length).toBeGreaterThan(50);
  });

  it('snaps clicked points to the nearest road and lists the border crossings used', async () => {
    const res = await calculate(
      {
        points: [
          { placeId: 'border-kalotina' },
          { lat: 42.3, lng: 24.9 },
          { placeId: 'border-kapitan-andreevo' },
        ],
        routeType: 'shortest',
        ...truck,
        startTime: '2026-03-10T18:30:00+02:00',
      },
      'en',
    );
    const quote = routePassQuoteSchema.parse(res.json());
    expect(quote.routeType).toBe('shortest');
    expect(quote.points[1]).toMatchObject({ placeId: null, name: null });
    expect(quote.points[1]!.offsetKm).toBeLessThan(15);
    expect(quote.borderCrossings.map((b) => [b.name, b.country])).toEqual([
      ['Kalotina – Gradina', 'RS'],
      ['Kapitan Andreevo – Kapıkule', 'TR'],
    ]);
    expect(quote.validity.from).toBe('2026-03-10T16:30:00.000Z');
  });

  it('answers every refusal of the route with the catalogue error and field', async () => {
    const far = [{ placeId: 'sofia' }, { lat: 48.2, lng: 16.4 }];
    const zigzag = places(
      'border-bregovo',
      'border-malko-tarnovo',
      'border-bregovo',
      'border-malko-tarnovo',
      'border-bregovo',
      'border-malko-tarnovo',
    );
    const cases: [unknown, number, string, string | undefined][] = [
      [{ points: places('sofia'), ...truck }, 400, 'route.tooFewPoints', 'points'],
      [
        {
          points: places('sofia', 'pernik', 'sofia', 'pernik', 'sofia', 'pernik', 'sofia'),
          ...truck,
        },
        400,
        'route.maxPointsReached',
        'points',
      ],
      [{ points: places('sofia', 'atlantis'), ...truck }, 400, 'route.unknownPlace', 'points.1'],
      [{ points: far, ...truck }, 400, 'route.pointOffNetwork', 'points.1'],
      [
        { points: places('sofia', 'sofia-ring-se'), ...truck },
        422,
        'route.outsidePaidNetwork',
        undefined,
      ],
      [{ points: zigzag, ...truck }, 422, 'route.travelTimeTooLong', undefined],
      [
        { ...truck, points: places('sofia', 'varna'), vehicle: { axles: 2, weightKg: 3200 } },
        400,
        'route.lightVehicle',
        'vehicle',
      ],
      [
        { ...truck, points: places('sofia', 'varna'), vehicle: { category: 'UP_TO_3_5T' } },
        400,
        'route.lightVehicle',
        'vehicle',
      ],
      [
        { ...truck, points: places('sofia', 'varna'), vehicle: { axles: 1, weightKg: 20000 } },
        400,
        'validation.axleRange',
        'vehicle.axles',
      ],
      [
        { ...truck, points: places('sofia', 'varna'), emissionClassId: 9 },
        400,
        'validation.invalidEnum',
        'emissionClassId',
      ],
      [
        { ...truck, points: places('sofia', 'varna'), startTime: '2026-03-10T07:00:00Z' },
        400,
        'validation.dateInPast',
        'startTime',
      ],
      [
        { ...truck, points: places('sofia', 'varna'), startTime: '2026-03-12T08:00:00Z' },
        400,
        'route.startTooFarAhead',
        'startTime',
      ],
    ];
    for (const [payload, status, code, field] of cases) {
      expect(await refusal(payload), code).toEqual({ status, code, field });
    }
  });

  it('refuses malformed requests field by field, in the caller language', async () => {
    const route = { points: places('sofia', 'varna'), ...truck };
    const cases: [unknown, string, string][] = [
      [{ ...route, startTime: 'tomorrow' }, 'validation.invalidDate', 'startTime'],
      [{ ...route, routeType: 'scenic' }, 'validation.invalidEnum', 'routeType'],
      [{ ...route, colour: 'red' }, 'validation.unknownField', 'colour'],
      [{ points: route.points, emissionClassId: 6 }, 'validation.required', 'vehicle'],
      [{ ...route, vehicle: { axles: 5 } }, 'validation.required', 'vehicle.weightKg'],
      [
        { ...route, vehicle: { category: 'TRACTOR' } },
        'validation.invalidEnum',
        'vehicle.category',
      ],
      [{ ...route, emissionClassId: 'six' }, 'validation.mustBeNumber', 'emissionClassId'],
      [{ ...route, points: 'sofia-varna' }, 'validation.invalidFormat', 'points'],
      [
        { ...route, points: [{ placeId: 'sofia', lat: 1 }, { placeId: 'varna' }] },
        'validation.unknownField',
        'points.0.lat',
      ],
    ];
    for (const [payload, code, field] of cases) {
      const res = await refusal(payload);
      expect(res, code).toMatchObject({ status: 400, code, field });
    }
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/route-pass/calculate',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"points": [',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ errors: [{ code: 'common.malformedJson' }] });
    const english = await calculate({ points: places('sofia'), ...truck }, 'en');
    expect(english.json().message).toBe('Enter at least 2 points');
  });
});

describe('the route tariff table', () => {
  it('holds exactly the tariff of packages/domain and refuses overlapping rows (23P01)', async () => {
    const { ROUTE_TARIFF_ROWS } = await import('@toll/domain/route-tariff-data');
    const { listRouteTariffs } = await import('./repo');
    const key = (r: (typeof ROUTE_TARIFF_ROWS)[number]) =>
      `${r.roadClass} ${r.category} ${r.emissionGroup} ${r.validFrom.toISOString()} ${r.validTo?.toISOString() ?? '-'} ${r.eurPer100Km} ${r.bgnPer100Km} ${r.legalCurrency}`;
    const rows = await listRouteTariffs(t.database.db);
    expect(rows.map(key).sort()).toEqual(ROUTE_TARIFF_ROWS.map(key).sort());
    const { sql } = await import('drizzle-orm');
    const insert = sql`insert into route_tariffs (road_class, toll_category, emission_group, valid_from, valid_to, eur_per_100km, bgn_per_100km, legal_currency)
                       values ('motorway', 'BUS', 'EURO_V', '2027-01-01T00:00:00Z', null, 1, 2, 'EUR')`;
    const code = await t.database.db.execute(insert).then(
      () => 'ok',
      (error: { code?: string; cause?: { code?: string } }) => error.code ?? error.cause?.code,
    );
    expect(code).toBe('23P01');
  });
});
