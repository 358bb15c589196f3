import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@toll/contract/errors';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANNUAL, MONTHLY, WEEKLY, calculateQuote, seedSale } from './receipt-fixtures';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedSale>>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-28T10:00:00Z' });
  const quote = await calculateQuote(t, '2026-03-28T22:30:00+02:00');
  seeded = await seedSale(t.database.db, {
    email: 'buyer@example.bg',
    lang: 'bg',
    vignettes: [
      // Spring DST: starts in winter time (UTC+2), ends in summer time (UTC+3).
      {
        ...WEEKLY,
        number: '26032500000017',
        plate: 'СА1234АВ',
        validFrom: '2026-03-25T08:00:00Z',
        validUntil: '2026-03-31T21:00:00Z',
      },
      // Autumn DST: starts in summer time, ends in winter time; not yet started at "now".
      {
        ...MONTHLY,
        number: '26101000000025',
        plate: 'B1234XY',
        countryCode: 'RO',
        validFrom: '2026-10-10T09:30:00Z',
        validUntil: '2026-11-09T22:00:00Z',
      },
      {
        ...ANNUAL,
        number: '26032000000033',
        plate: 'PB5678KK',
        validFrom: '2026-03-20T10:00:00Z',
        validUntil: '2027-03-19T22:00:00Z',
      },
    ],
    routePasses: [
      { number: '00000042', plate: 'CB7777TT', quote, amountEur: quote.price.minor, amountBgn: 1 },
    ],
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

async function pdf(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { res, text: pdfText(res.rawPayload) };
}

describe('GET /api/generatePdf', () => {
  it('makes a one-page bilingual e-vignette named after its id, times in Sofia across DST', async () => {
    const weekly = seeded.vignettes[0]!;
    const { res, text } = await pdf(`/api/generatePdf?vignette_id=${weekly.id}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="vignette-${weekly.id}.pdf"`,
    );
    expect(pageCount(res.rawPayload)).toBe(1);
    for (const expected of [
      'Е-винетка / E-vignette',
      'Номер на винетката',
      'Vignette number',
      '26032500000017',
      'СА1234АВ',
      'България',
      'Bulgaria',
      'Лек автомобил до 3,5 т',
      'Car up to 3.5 t',
      'Седмична',
      'Weekly',
      '25.03.2026 10:00:00',
      '31.03.2026 23:59:59',
      '20.03.2026 12:00:00',
      '7,67 € (15,00 лв.)',
      '€7.67 (BGN 15.00)',
      String(seeded.sale.number),
      'buyer@example.bg',
      'Активна',
      'Active',
      'не може да бъде анулирана',
      'cannot be cancelled',
    ])
      expect(text).toContain(expected);
  });

  it('shows autumn times, the other country in both languages and "not yet started"', async () => {
    const monthly = seeded.vignettes[1]!;
    const { text } = await pdf(`/api/generatePdf?vignette_id=${monthly.id}`);
    for (const expected of [
      '10.10.2026 12:30:00',
      '09.11.2026 23:59:59',
      'Румъния',
      'Romania',
      'Месечна',
      'Неизползвана',
      'Not yet started',
    ])
      expect(text).toContain(expected);
  });

  it('prices the annual vignette in both currencies, and draws the QR code without images', async () => {
    const annual = seeded.vignettes[2]!;
    const { res, text } = await pdf(`/api/generatePdf?vignette_id=${annual.id}`);
    expect(text).toContain('49,60 € (97,01 лв.)');
    expect(text).toContain('€49.60 (BGN 97.01)');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).not.toMatch(/\/Subtype \/Image/);
    const again = await get(`/api/generatePdf?vignette_id=${annual.id}`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed or missing one', async () => {
    const unknown = await get(
      '/api/generatePdf?vignette_id=4f0c2c8e-8a53-4c47-9d2e-6f1d2b9a1c00&browser-language=en',
    );
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).errors[0]).toMatchObject({
      code: 'sale.vignetteNotFound',
      message: 'No such vignette',
    });
    const malformed = await get('/api/generatePdf?vignette_id=1%27%20or%201=1');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).errors[0]).toMatchObject({
      code: 'validation.invalidFormat',
      field: 'vignette_id',
    });
    expect((await get('/api/generatePdf')).statusCode).toBe(400);
  });
});

describe("the documents of a buyer of another language: Bulgarian and the buyer's", () => {
  it('gives a Turkish buyer a vignette and a route pass in Bulgarian and Turkish, numbers the Turkish way', async () => {
    const quote = await calculateQuote(t, '2026-03-28T22:30:00+02:00');
    const turkish = await seedSale(t.database.db, {
      email: 'surucu@example.com.tr',
      lang: 'tr',
      vignettes: [
        {
          ...WEEKLY,
          number: '26040100000011',
          plate: '34ABC123',
          countryCode: 'TR',
          validFrom: '2026-04-01T08:00:00Z',
          validUntil: '2026-04-08T21:00:00Z',
        },
      ],
      routePasses: [
        {
          number: '00000043',
          plate: '34ABC123',
          quote,
          amountEur: quote.price.minor,
          amountBgn: 1,
        },
      ],
    });
    const vignette = await pdf(`/api/generatePdf?vignette_id=${turkish.vignettes[0]!.id}`);
    for (const expected of [
      'Е-винетка / E-vinyet',
      'Номер на винетката',
      'Vinyet numarası',
      'Турция',
      'Türkiye',
      'Седмична',
      'Haftalık',
      'Henüz başlamadı',
    ])
      expect(vignette.text).toContain(expected);
    expect(vignette.text).not.toContain('Vignette number');
    const pass = await pdf(
      `/api/generate-pdf-route-pass?route_pass_id=${turkish.routePasses[0]!.id}`,
    );
    expect(pass.text).toContain('Маршрутна карта / Güzergâh bileti');
    expect(pass.text).toContain('Toplam mesafe');
    expect(pass.text).toMatch(/\d,\d km/);
    expect(pass.text).not.toContain('Total distance');
  });

  it('writes Greek in its own script for a Greek buyer', async () => {
    const greek = await seedSale(t.database.db, {
      email: 'odigos@example.gr',
      lang: 'el',
      vignettes: [
        {
          ...WEEKLY,
          number: '26040100000029',
          plate: 'ΙΚΑ1234',
          countryCode: 'GR',
          validFrom: '2026-04-01T08:00:00Z',
          validUntil: '2026-04-08T21:00:00Z',
        },
      ],
    });
    const { text } = await pdf(`/api/generatePdf?vignette_id=${greek.vignettes[0]!.id}`);
    expect(text).toContain('Αριθμός βινιέτας');
    expect(text).toContain('Εβδομαδιαία');
  });
});

describe('GET /api/generate-pdf-route-pass', () => {
  it('makes a bilingual route pass with its route, 24-hour validity across DST and segments', async () => {
    const pass = seeded.routePasses[0]!;
    const { res, text } = await pdf(`/api/generate-pdf-route-pass?route_pass_id=${pass.id}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="route-pass-${pass.id}.pdf"`,
    );
    expect(pageCount(res.rawPayload)).toBeGreaterThanOrEqual(2);
    for (const expected of [
      'Маршрутна карта / Route pass',
      '00000042',
      'София → Пловдив → Бургас',
      'Най-бърз',
      'Fastest',
      'Truck over 12 t with 4 or more axles',
      'EURO 6',
      'CB7777TT',
      '28.03.2026 22:30:00',
      '29.03.2026 23:29:59',
      'Общо разстояние',
      'Total distance',
      'Карта на маршрута / Route map',
      'Път\nRoad',
      'Цена\nPrice',
      'A1',
      'Общо\nTotal',
    ])
      expect(text).toContain(expected);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(
      '/api/generate-pdf-route-pass?route_pass_id=4f0c2c8e-8a53-4c47-9d2e-6f1d2b9a1c00',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({
      code: 'sale.routePassNotFound',
      message: 'Няма такава маршрутна карта',
    });
    const malformed = await get('/api/generate-pdf-route-pass?route_pass_id=42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ field: 'route_pass_id' });
  });
});
