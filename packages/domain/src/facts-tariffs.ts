import { startOfSofiaDay } from './sofia-time';
import type { TariffRow } from './tariffs';
import type { VignettePeriod } from './vignette-products';

/**
 * The vignette price history of FACTS ("Prices and products") for cars up to 3.5 t, as tariff
 * rows: the one source of the reference migration's tariffs
 * (apps/api/scripts/generate-reference-data.ts, which gives trailers the same rows: FACTS has no
 * prices of their own) and the fixture of the tests. Boundaries are Sofia midnight.
 * Euro amounts before 2026 are the conversions at 1.95583 (BGN legal); from 2026 the euro
 * amount is legal and the lev amount is its conversion (49.60 EUR shows as 97.01 BGN, not FACTS'
 * rounded "97 BGN"): the dual display must show the exact fixed-rate equivalent.
 */
const sofia = (year: number, month: number, day: number) => startOfSofiaDay({ year, month, day });

type Prices = Record<Exclude<VignettePeriod, 'DAILY'>, readonly [bgn: number, eur: number]>;

/** One price era: [BGN minor, EUR minor] per period; EUR amounts of the BGN eras are conversions. */
const ERAS: readonly { from: Date; to: Date | null; legal: 'BGN' | 'EUR'; prices: Prices }[] = [
  {
    from: sofia(2019, 1, 1),
    to: sofia(2023, 1, 1),
    legal: 'BGN',
    prices: {
      ANNUAL: [9700, 4960],
      QUARTERLY: [5400, 2761],
      MONTHLY: [3000, 1534],
      WEEKLY: [1500, 767],
      WEEKEND: [1000, 511],
    },
  },
  {
    from: sofia(2023, 1, 1),
    to: sofia(2025, 5, 1),
    legal: 'BGN',
    prices: {
      ANNUAL: [8700, 4448],
      QUARTERLY: [4800, 2454],
      MONTHLY: [2700, 1380],
      WEEKLY: [1300, 665],
      WEEKEND: [900, 460],
    },
  },
  {
    from: sofia(2025, 5, 1),
    to: sofia(2026, 1, 1),
    legal: 'BGN',
    prices: {
      ANNUAL: [9700, 4960],
      QUARTERLY: [5400, 2761],
      MONTHLY: [3000, 1534],
      WEEKLY: [1500, 767],
      WEEKEND: [1000, 511],
    },
  },
  {
    from: sofia(2026, 1, 1),
    to: null,
    legal: 'EUR',
    prices: {
      ANNUAL: [9701, 4960],
      QUARTERLY: [5400, 2761],
      MONTHLY: [3000, 1534],
      WEEKLY: [1500, 767],
      WEEKEND: [999, 511],
    },
  },
];

export const FACTS_TARIFF_ROWS: readonly TariffRow[] = Object.freeze([
  ...ERAS.flatMap((era) =>
    Object.entries(era.prices).map(([period, [amountBgn, amountEur]]): TariffRow => ({
      period: period as VignettePeriod,
      vehicleType: 'car',
      validFrom: era.from,
      validTo: era.to,
      amountBgn,
      amountEur,
      legalCurrency: era.legal,
    })),
  ),
  {
    period: 'DAILY',
    vehicleType: 'car',
    validFrom: sofia(2026, 2, 3),
    validTo: null,
    amountBgn: 800,
    amountEur: 409,
    legalCurrency: 'EUR',
  },
]);
