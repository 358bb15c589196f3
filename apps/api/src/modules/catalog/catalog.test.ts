import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCatalogueSchema, productListSchema, type Product } from '@toll/contract/products';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-21T10:00:00Z' });
});
afterAll(() => t.close());

async function products(query = '', lang = 'bg'): Promise<Product[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?browser-language=${lang}${query}`,
  });
  expect(res.statusCode).toBe(200);
  return productListSchema.parse(res.json());
}

const car = (list: Product[], period: string) =>
  list.find((p) => p.vehicleType === 'car' && p.validityType === period);

describe('GET /api/products', () => {
  it('prices 2026 products in euro with the lev equivalent, daily included, by ascending price', async () => {
    const list = await products();
    const cars = list.filter((p) => p.vehicleType === 'car');
    expect(cars.map((p) => [p.validityType, p.price.amount])).toEqual([
      ['DAILY', 4.09],
      ['WEEKEND', 5.11],
      ['WEEKLY', 7.67],
      ['MONTHLY', 15.34],
      ['QUARTERLY', 27.61],
      ['ANNUAL', 49.6],
    ]);
    expect(car(list, 'ANNUAL')).toMatchObject({
      id: 'car-annual',
      price: { amount: 49.6, minor: 4960, currency: 'EUR' },
      currencyAmount: { amountBGN: 97.01, amountEUR: 49.6 },
      validityTypeText: 'Годишна',
      tariffValidFrom: '2025-12-31T22:00:00.000Z',
    });
    expect(list.filter((p) => p.vehicleType === 'trailer')).toHaveLength(6);
    expect(list.map((p) => p.vehicleType)).toEqual([
      ...Array(6).fill('car'),
      ...Array(6).fill('trailer'),
    ]);
  });

  it('follows the dated tariff: the 2023 prices, the 2025 rise, the euro and the daily vignette', async () => {
    const in2024 = await products('&at=2024-06-01T12:00:00%2B03:00');
    expect(car(in2024, 'ANNUAL')!.price).toEqual({ amount: 87, minor: 8700, currency: 'BGN' });
    expect(car(in2024, 'DAILY')).toBeUndefined();
    const lastMinute2022 = await products('&at=2022-12-31T23:59:59%2B02:00');
    expect(car(lastMinute2022, 'ANNUAL')!.price.amount).toBe(97);
    const firstMinute2023 = await products('&at=2023-01-01T00:00:00%2B02:00');
    expect(car(firstMinute2023, 'ANNUAL')!.price.amount).toBe(87);
    const may2025 = await products('&at=2025-05-01T00:00:00%2B03:00');
    expect(car(may2025, 'WEEKEND')!.price).toEqual({ amount: 10, minor: 1000, currency: 'BGN' });
    const beforeDaily = await products('&at=2026-02-02T23:59:59%2B02:00');
    expect(car(beforeDaily, 'DAILY')).toBeUndefined();
    expect(car(beforeDaily, 'ANNUAL')!.price.currency).toBe('EUR');
    const daily = await products('&at=2026-02-03T00:00:00%2B02:00');
    expect(car(daily, 'DAILY')!.price).toEqual({ amount: 4.09, minor: 409, currency: 'EUR' });
    expect(car(daily, 'DAILY')!.currencyAmount.amountBGN).toBe(8);
  });

  it('speaks English and refuses a malformed moment with a catalogue error', async () => {
    const list = await products('', 'en');
    expect(car(list, 'WEEKEND')).toMatchObject({
      validityTypeText: 'Weekend',
      vehicleTypeText: 'Car up to 3.5 t',
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/products?at=yesterday&browser-language=en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: 400,
      errors: [{ code: 'validation.invalidDate', field: 'at' }],
    });
  });
});

describe('GET /api/v2/products', () => {
  it('groups by vehicle category and emission class with periods by ascending price', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/products' });
    const catalogue = productCatalogueSchema.parse(res.json());
    expect(catalogue.primaryCurrency).toBe('EUR');
    expect(catalogue.categories.map((c) => c.vehicleType)).toEqual(['car', 'trailer']);
    const periods = catalogue.categories[0]!.emissionClasses[0]!.products.map(
      (p) => p.validityType,
    );
    expect(periods).toEqual(['DAILY', 'WEEKEND', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL']);
    const in2024 = productCatalogueSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/v2/products?at=2024-06-01T12:00:00Z' })
      ).json(),
    );
    expect(in2024.primaryCurrency).toBe('BGN');
  });
});

describe('the tariff table', () => {
  it('holds exactly the price history of packages/domain for cars, and the same for trailers', async () => {
    const { FACTS_TARIFF_ROWS } = await import('@toll/domain/facts-tariffs');
    const { listProductTariffs } = await import('./repo');
    const rows = await listProductTariffs(t.database.db);
    const key = (r: {
      vehicleType: string;
      period: string;
      validFrom: Date;
      validTo: Date | null;
      amountBgn: number;
      amountEur: number;
      legalCurrency: string;
    }) =>
      `${r.period} ${r.validFrom.toISOString()} ${r.validTo?.toISOString() ?? '-'} ${r.amountBgn} ${r.amountEur} ${r.legalCurrency}`;
    const expected = FACTS_TARIFF_ROWS.map(key).sort();
    expect(
      rows
        .filter((r) => r.vehicleType === 'car')
        .map(key)
        .sort(),
    ).toEqual(expected);
    expect(
      rows
        .filter((r) => r.vehicleType === 'trailer')
        .map(key)
        .sort(),
    ).toEqual(expected);
  });
});
