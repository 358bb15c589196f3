import { describe, expect, it } from 'vitest';
import { FACTS_TARIFF_ROWS } from './facts-tariffs';
import { bgnToEur } from './money';
import { parseSofiaIso } from './sofia-time';
import {
  findTariffOverlaps,
  isTariffInForce,
  legalPrice,
  priceAt,
  type TariffRow,
  tariffsAt,
} from './tariffs';
import type { VignettePeriod } from './vignette-products';

const at = (local: string) => {
  const date = parseSofiaIso(local);
  if (!date) throw new Error(local);
  return date;
};
const price = (period: VignettePeriod, moment: string) => {
  const row = priceAt(FACTS_TARIFF_ROWS, 'car', period, at(moment));
  return row ? legalPrice(row) : null;
};

describe('tariffs', () => {
  it('prices each FACTS era by the purchase moment', () => {
    expect(price('ANNUAL', '2022-06-01T10:00')).toEqual({ minor: 9700, currency: 'BGN' });
    expect(price('ANNUAL', '2023-06-01T10:00')).toEqual({ minor: 8700, currency: 'BGN' });
    expect(price('ANNUAL', '2025-06-01T10:00')).toEqual({ minor: 9700, currency: 'BGN' });
    expect(price('ANNUAL', '2026-06-01T10:00')).toEqual({ minor: 4960, currency: 'EUR' });
    expect(price('WEEKEND', '2023-06-01T10:00')).toEqual({ minor: 900, currency: 'BGN' });
    expect(price('WEEKEND', '2026-06-01T10:00')).toEqual({ minor: 511, currency: 'EUR' });
    expect(price('WEEKLY', '2024-12-31T23:00')).toEqual({ minor: 1300, currency: 'BGN' });
    expect(price('QUARTERLY', '2026-01-01T00:00')).toEqual({ minor: 2761, currency: 'EUR' });
    expect(price('MONTHLY', '2025-12-31T23:59:59')).toEqual({ minor: 3000, currency: 'BGN' });
  });

  it('applies the 2023 rule: the moment of purchase, not the start, fixes the price', () => {
    // bought on 31.12.2022 at 23:59 (for a start in January) keeps the old 97 BGN
    expect(price('ANNUAL', '2022-12-31T23:59:59')).toEqual({ minor: 9700, currency: 'BGN' });
    expect(price('ANNUAL', '2023-01-01T00:00:00')).toEqual({ minor: 8700, currency: 'BGN' });
    expect(price('ANNUAL', '2025-04-30T23:59:59')).toEqual({ minor: 8700, currency: 'BGN' });
    expect(price('ANNUAL', '2025-05-01T00:00:00')).toEqual({ minor: 9700, currency: 'BGN' });
  });

  it('sells the daily vignette only from 2026-02-03 00:00', () => {
    expect(price('DAILY', '2026-02-02T23:59:59')).toBeNull();
    expect(price('DAILY', '2026-02-03T00:00:00')).toEqual({ minor: 409, currency: 'EUR' });
    expect(price('ANNUAL', '2018-12-31T12:00')).toBeNull();
    expect(priceAt(FACTS_TARIFF_ROWS, 'trailer', 'ANNUAL', at('2026-06-01T10:00'))).toBeNull();
  });

  it('carries euro amounts that are the conversions of the BGN prices before 2026', () => {
    for (const row of FACTS_TARIFF_ROWS.filter((r) => r.legalCurrency === 'BGN')) {
      expect(row.amountEur, `${row.period} ${row.validFrom.toISOString()}`).toBe(
        bgnToEur(row.amountBgn),
      );
    }
    expect(FACTS_TARIFF_ROWS).toHaveLength(21);
    expect(findTariffOverlaps(FACTS_TARIFF_ROWS)).toEqual([]);
  });

  it('treats validTo as exclusive and null as open', () => {
    const row: TariffRow = {
      ...(FACTS_TARIFF_ROWS[0] as TariffRow),
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: new Date('2026-02-01T00:00:00Z'),
    };
    expect(isTariffInForce(row, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isTariffInForce(row, new Date('2026-01-31T23:59:59Z'))).toBe(true);
    expect(isTariffInForce(row, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isTariffInForce(row, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isTariffInForce({ ...row, validTo: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('finds overlapping rows and prefers the later-starting one', () => {
    const base: TariffRow = {
      period: 'ANNUAL',
      vehicleType: 'car',
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: null,
      amountBgn: 9700,
      amountEur: 4960,
      legalCurrency: 'EUR',
    };
    const later: TariffRow = {
      ...base,
      validFrom: new Date('2026-06-01T00:00:00Z'),
      amountEur: 5000,
    };
    const otherProduct: TariffRow = { ...base, period: 'WEEKLY' };
    expect(findTariffOverlaps([base, later, otherProduct])).toEqual([[base, later]]);
    expect(priceAt([base, later], 'car', 'ANNUAL', new Date('2026-07-01T00:00:00Z'))).toBe(later);
    expect(priceAt([later, base], 'car', 'ANNUAL', new Date('2026-07-01T00:00:00Z'))).toBe(later);
    expect(findTariffOverlaps([{ ...base, validTo: later.validFrom }, later])).toEqual([]);
  });

  it('lists the products on sale at a moment, cheapest first', () => {
    const list = tariffsAt(FACTS_TARIFF_ROWS, at('2026-03-01T12:00'));
    expect(list.map((row) => [row.period, row.amountEur])).toEqual([
      ['DAILY', 409],
      ['WEEKEND', 511],
      ['WEEKLY', 767],
      ['MONTHLY', 1534],
      ['QUARTERLY', 2761],
      ['ANNUAL', 4960],
    ]);
    expect(
      tariffsAt(FACTS_TARIFF_ROWS, at('2024-03-01T12:00')).map((row) => row.amountBgn),
    ).toEqual([900, 1300, 2700, 4800, 8700]);
  });
});

describe('tariff listing order', () => {
  it('orders equal BGN prices by the euro amount and keeps products apart', () => {
    const car: TariffRow = {
      period: 'ANNUAL',
      vehicleType: 'car',
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: null,
      amountBgn: 9700,
      amountEur: 4960,
      legalCurrency: 'EUR',
    };
    const trailer: TariffRow = { ...car, vehicleType: 'trailer', amountEur: 4959 };
    expect(tariffsAt([car, trailer], new Date('2026-02-01T00:00:00Z'))).toEqual([trailer, car]);
    expect(findTariffOverlaps([car, trailer])).toEqual([]);
  });
});
