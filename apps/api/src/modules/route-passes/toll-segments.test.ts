import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tollSegmentDetailSchema, tollSegmentListSchema } from '@toll/contract/route-passes';
import { eurToBgn } from '@toll/domain/money';
import { tollForDistance } from '@toll/domain/route-tariffs';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T08:00:00Z' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const error = async (url: string) => {
  const res = await get(url);
  const first = res.json<{ errors: { code: string; field?: string }[] }>().errors[0]!;
  return { status: res.statusCode, code: first.code, field: first.field };
};

describe('GET /api/toll-segments', () => {
  it('finds segments by id, road number and the places at their ends', async () => {
    const byId = tollSegmentListSchema.parse((await get('/api/toll-segments?q=a1 05')).json());
    expect(byId[0]).toMatchObject({ id: 'A1-05', road: 'A1', class: 'motorway', charged: true });
    const byRoad = tollSegmentListSchema.parse(
      (await get('/api/toll-segments?q=I-8&limit=50')).json(),
    );
    expect(byRoad.filter((s) => s.road === 'I-8').map((s) => s.id)).toEqual(
      Array.from({ length: 9 }, (_, i) => `I8-0${i + 1}`),
    );
    const byPlace = tollSegmentListSchema.parse(
      (await get('/api/toll-segments?q=plovdiv&browser-language=en')).json(),
    );
    expect(byPlace.every((s) => /Plovdiv/.test(`${s.from.name} ${s.to.name}`))).toBe(true);
    expect(await error('/api/toll-segments?limit=0')).toMatchObject({
      status: 400,
      code: 'validation.minNumber',
    });
  });
});

describe('GET /api/toll-segments/:id', () => {
  it('gives a segment and its toll for axles, emission class and date', async () => {
    const res = await get('/api/toll-segments/a1-05?axles=5&emissionClassId=6&date=2026-03-01');
    expect(res.statusCode).toBe(200);
    const segment = tollSegmentDetailSchema.parse(res.json());
    expect(segment).toMatchObject({
      id: 'A1-05',
      from: { id: 'a1-plovdiv' },
      to: { id: 'a1-orizovo' },
    });
    const minor = tollForDistance(Math.round(segment.lengthKm * 10), 2147);
    expect(segment.toll).toMatchObject({
      date: '2026-03-01',
      category: 'OVER_12T_4_PLUS_AXLES',
      emissionGroup: 'EURO_VI_EEV',
      ratePer100Km: 2147,
      price: { minor, currency: 'EUR' },
      currencyAmount: { amountBGN: eurToBgn(minor) / 100 },
    });
    const plain = tollSegmentDetailSchema.parse((await get('/api/toll-segments/A1-05')).json());
    expect(plain.toll).toBeNull();
    expect(plain.geometry.coordinates.length).toBeGreaterThan(2);
  });

  it('prices a past date in lev by the tariff then, a light truck by its own category, streets at nothing', async () => {
    const old = tollSegmentDetailSchema.parse(
      (await get('/api/toll-segments/I8-03?axles=3&emissionClassId=5&date=2024-06-01')).json(),
    );
    expect(old.toll).toMatchObject({
      category: 'OVER_12T_2_3_AXLES',
      ratePer100Km: 2400,
      price: { currency: 'BGN' },
    });
    const light = tollSegmentDetailSchema.parse(
      (
        await get(
          '/api/toll-segments/I8-03?axles=2&weightKg=7500&emissionClassId=6&date=2026-03-01',
        )
      ).json(),
    );
    expect(light.toll?.category).toBe('FROM_3_5_TO_12T');
    const street = tollSegmentDetailSchema.parse(
      (await get('/api/toll-segments/U-SOF-01?axles=5&emissionClassId=6&date=2026-03-01')).json(),
    );
    expect(street).toMatchObject({
      charged: false,
      toll: { ratePer100Km: 0, price: { minor: 0 } },
    });
  });

  it('refuses an unknown segment and every bad vehicle or date with a catalogue error', async () => {
    const base = '/api/toll-segments/A1-05';
    const cases: [string, number, string, string][] = [
      ['/api/toll-segments/Z9-99', 404, 'route.unknownSegment', 'id'],
      [`${base}?axles=5`, 400, 'validation.required', 'date'],
      [`${base}?axles=5&date=2026-03-01`, 400, 'validation.required', 'emissionClassId'],
      [`${base}?date=2026-03-01&emissionClassId=6`, 400, 'validation.required', 'axles'],
      [`${base}?axles=1&emissionClassId=6&date=2026-03-01`, 400, 'validation.axleRange', 'axles'],
      [
        `${base}?axles=five&emissionClassId=6&date=2026-03-01`,
        400,
        'validation.mustBeNumber',
        'axles',
      ],
      [`${base}?axles=5&emissionClassId=6&date=2026-02-30`, 400, 'validation.invalidDate', 'date'],
      [
        `${base}?axles=5&emissionClassId=7&date=2026-03-01`,
        400,
        'validation.invalidEnum',
        'emissionClassId',
      ],
      [
        `${base}?axles=2&weightKg=3000&emissionClassId=6&date=2026-03-01`,
        400,
        'route.lightVehicle',
        'axles',
      ],
      [`${base}?axles=5&emissionClassId=6&date=2019-05-01`, 422, 'route.noTariff', 'date'],
    ];
    for (const [url, status, code, field] of cases) {
      expect(await error(url), url).toEqual({ status, code, field });
    }
  });
});

describe('GET /api/toll-segments/export', () => {
  it('downloads the chosen segments as CSV, each priced for its own axles and date, in the language', async () => {
    const res = await get(
      '/api/toll-segments/export?ids=A1-01,i8-03&axles=5,3&dates=2026-03-01,2024-06-01&emissionClassId=5',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="toll-segments.csv"');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Сегмент;Път;Клас;От;До;Дължина (км);Платен;Дата;Оси;Категория;Екологична група;Валута;Тарифа за 100 км;Такса (EUR);Такса (BGN)',
    );
    // Issue 32: Bulgarian decimals and separators, so that a Bulgarian spreadsheet reads numbers.
    expect(lines[1]).toMatch(
      /^A1-01;A1;Автомагистрала;[^;]*;[^;]*;\d+,\d;да;01\.03\.2026;5;.*;ЕВРО V;EUR;21,99;\d+,\d\d;\d+,\d\d$/,
    );
    expect(lines[2]).toMatch(
      /^I8-03;I-8;Път I клас;Ихтиман;Пазарджик;\d+,\d;.*;01\.06\.2024;3;.*;BGN;24,00;/,
    );
    const plain = await get(
      '/api/toll-segments/export?ids=A1-01&axles=5&dates=2026-03-01&emissionClassId=5&browser-language=en',
    );
    const english = plain.body.replace(/^\ufeff/, '').split('\n');
    expect(english[0]).toBe(
      'Segment,Road,Class,From,To,Length (km),Charged,Date,Axles,Category,Emission group,Currency,Rate per 100 km,Toll (EUR),Toll (BGN)',
    );
    expect(english[1]).toMatch(
      /^A1-01,A1,Motorway,.*,\d+\.\d,yes,01\.03\.2026,5,.*,EUR,21\.99,\d+\.\d\d,\d+\.\d\d$/,
    );
  });

  it('refuses an empty, too long, mismatched or unknown list', async () => {
    const many = Array.from({ length: 101 }, () => 'A1-01').join(',');
    const cases: [string, number, string, string][] = [
      ['/api/toll-segments/export?ids=', 400, 'validation.required', 'ids'],
      ['/api/toll-segments/export?ids=,', 400, 'validation.required', 'ids'],
      [`/api/toll-segments/export?ids=${many}`, 400, 'validation.maxNumber', 'ids'],
      [
        '/api/toll-segments/export?ids=A1-01,A1-02&axles=5&dates=2026-03-01,2026-03-01&emissionClassId=6',
        400,
        'validation.invalidFormat',
        'axles',
      ],
      [
        '/api/toll-segments/export?ids=A1-01&axles=5&dates=2026-03-01',
        400,
        'validation.required',
        'emissionClassId',
      ],
      ['/api/toll-segments/export?ids=A1-01,Q7-01', 404, 'route.unknownSegment', 'ids.1'],
      [
        '/api/toll-segments/export?ids=A1-01,A1-02&axles=5,11&dates=2026-03-01,2026-03-01&emissionClassId=6',
        400,
        'validation.axleRange',
        'axles.1',
      ],
      [
        '/api/toll-segments/export?ids=A1-01&axles=5&dates=01.03.2026&emissionClassId=6',
        400,
        'validation.invalidDate',
        'dates.0',
      ],
    ];
    for (const [url, status, code, field] of cases) {
      expect(await error(url), url).toEqual({ status, code, field });
    }
  });
});
