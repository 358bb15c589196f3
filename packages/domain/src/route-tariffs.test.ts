import { describe, expect, it } from 'vitest';
import { bgnToEur, eurToBgn } from './money';
import { ROUTE_TARIFF_ROWS } from './route-tariff-data';
import {
  findRouteTariffOverlaps,
  ROUTE_TOLL_CATEGORIES,
  routeRateAt,
  routeRatesAt,
  tollForDistance,
} from './route-tariffs';
import { parseSofiaIso } from './sofia-time';

const local = (text: string) => parseSofiaIso(text) ?? new Date(Number.NaN);
const heavy = (at: string, roadClass: 'motorway' | 'first' | 'second' = 'motorway') =>
  routeRateAt(ROUTE_TARIFF_ROWS, roadClass, 'OVER_12T_4_PLUS_AXLES', 'EURO_VI_EEV', local(at));

describe('the per-km toll tariff', () => {
  it('has one row per era, class, category and emission group, none overlapping', () => {
    expect(ROUTE_TOLL_CATEGORIES).toEqual([
      'FROM_3_5_TO_12T',
      'OVER_12T_2_3_AXLES',
      'OVER_12T_4_PLUS_AXLES',
      'BUS',
    ]);
    expect(ROUTE_TARIFF_ROWS).toHaveLength(6 * 3 * 4 * 4);
    expect(findRouteTariffOverlaps(ROUTE_TARIFF_ROWS)).toEqual([]);
    expect(findRouteTariffOverlaps([ROUTE_TARIFF_ROWS[0]!, ROUTE_TARIFF_ROWS[0]!])).toHaveLength(1);
  });

  it('starts on 2020-03-01 with the published rates, second class at zero', () => {
    expect(heavy('2020-02-29T23:59')).toBeNull();
    expect(heavy('2020-03-01T00:00')).toMatchObject({ bgnPer100Km: 1100, legalCurrency: 'BGN' });
    expect(heavy('2021-06-01T12:00', 'second')).toMatchObject({ bgnPer100Km: 0 });
    expect(heavy('2022-07-01T00:00')).toMatchObject({ bgnPer100Km: 2300 });
    expect(heavy('2022-07-01T00:00', 'second')).toMatchObject({ bgnPer100Km: 1500 });
  });

  it('applies the 2025 increases of 10 % and 20 % to the 2023 rates', () => {
    const euro0 = (at: string) =>
      routeRateAt(ROUTE_TARIFF_ROWS, 'motorway', 'OVER_12T_4_PLUS_AXLES', 'EURO_0_I_II', local(at));
    expect(euro0('2024-05-01T08:00')?.bgnPer100Km).toBe(4300);
    expect(euro0('2025-04-01T00:00')?.bgnPer100Km).toBe(4700); // the published 0.47 лв/km
    expect(euro0('2025-09-01T00:00')?.bgnPer100Km).toBe(5200);
    expect(heavy('2025-12-31T23:59')).toMatchObject({ bgnPer100Km: 4200, legalCurrency: 'BGN' });
  });

  it('is in euro from 2026-01-01, converted at the fixed rate with the lev shown beside it', () => {
    const rate = heavy('2026-01-01T00:00')!;
    expect(rate.legalCurrency).toBe('EUR');
    expect(rate.eurPer100Km).toBe(bgnToEur(4200));
    expect(rate.eurPer100Km).toBe(2147);
    expect(rate.bgnPer100Km).toBe(eurToBgn(2147));
    expect(rate.validTo).toBeNull();
  });

  it('gives all three classes for a vehicle, or nothing before tolls began', () => {
    const rates = routeRatesAt(ROUTE_TARIFF_ROWS, 'BUS', 'EURO_V', local('2026-05-01T10:00'))!;
    expect(Object.keys(rates)).toEqual(['motorway', 'first', 'second']);
    expect(routeRatesAt(ROUTE_TARIFF_ROWS, 'BUS', 'EURO_V', local('2019-05-01T10:00'))).toBeNull();
  });

  it('prices a distance in tenths of a km, rounding half away from zero', () => {
    expect(tollForDistance(3830, 2147)).toBe(8223);
    expect(tollForDistance(5, 100)).toBe(1);
    expect(tollForDistance(4, 100)).toBe(0);
    expect(tollForDistance(0, 2147)).toBe(0);
    expect(() => tollForDistance(1.5, 100)).toThrow(RangeError);
  });
});
