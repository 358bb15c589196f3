import { bgnToEur, divideRounded, eurToBgn } from './money';
import { TOLLED_ROAD_CLASSES } from './road-network';
import type { RouteTariffRow, RouteTollCategory } from './route-tariffs';
import { startOfSofiaDay } from './sofia-time';
import type { EmissionGroup } from './vehicles';

/**
 * The per-km toll tariff history (Tariff of the fees for the republican road network, Council of
 * Ministers decree 370/2019 and its amendments), as rows for the database and the tests. Sources,
 * and which figures are reconstructed rather than published: see the README beside the network data
 * (apps/api/src/modules/route-passes/network/README.md). Boundaries are Sofia midnight.
 *
 * Each table gives BGN stotinki per km as [motorway, first class, second class] per emission group.
 * Buses use the rates for buses over 12 t (coaches); the smaller buses' rates need a category
 * packages/domain does not have yet.
 */
type ClassRates = readonly [motorway: number, first: number, second: number];
type Table = Record<RouteTollCategory, Record<EmissionGroup, ClassRates>>;

const table = (vi: ClassRates, v: ClassRates, iii: ClassRates, o: ClassRates) => ({
  EURO_VI_EEV: vi,
  EURO_V: v,
  EURO_III_IV: iii,
  EURO_0_I_II: o,
});

/** Published, from 2020-03-01 (decree 24/2020): second-class roads in the network at 0. */
const FROM_2020: Table = {
  FROM_3_5_TO_12T: table([3, 4, 0], [3, 4, 0], [4, 5, 0], [6, 7, 0]),
  OVER_12T_2_3_AXLES: table([6, 5, 0], [7, 6, 0], [8, 7, 0], [11, 10, 0]),
  OVER_12T_4_PLUS_AXLES: table([11, 10, 0], [12, 11, 0], [16, 15, 0], [20, 19, 0]),
  BUS: table([2, 2, 0], [2, 2, 0], [3, 3, 0], [4, 4, 0]),
};

/** Published, 2022-07-01 to 2022-12-31 (decree 142/2022): the first half of the increase. */
const FROM_2022_07: Table = {
  FROM_3_5_TO_12T: table([6, 5, 2], [7, 5, 3], [8, 6, 3], [9, 8, 3]),
  OVER_12T_2_3_AXLES: table([16, 13, 9], [17, 15, 11], [18, 15, 11], [20, 17, 11]),
  OVER_12T_4_PLUS_AXLES: table([23, 21, 15], [24, 22, 15], [27, 25, 16], [32, 29, 18]),
  BUS: table([3, 2, 2], [4, 3, 2], [5, 4, 3], [6, 5, 3]),
};

/**
 * From 2023-01-01, the full increase. Reconstructed: 2 × the mid-2022 table − the 2020 table, kept
 * monotonic, fitted to the published ranges (3.5–12 t: motorway 10–13, first 6–9, second 4–7
 * stotinki) and to the published April 2025 figures (+10 %: 47 st. for 4+ axles EURO 0–II on
 * motorways; buses EURO VI 4 / 3 / 2 st.).
 */
const FROM_2023: Table = {
  FROM_3_5_TO_12T: table([10, 6, 4], [11, 6, 6], [12, 7, 6], [13, 9, 7]),
  OVER_12T_2_3_AXLES: table([26, 21, 18], [27, 24, 22], [28, 24, 22], [29, 24, 22]),
  OVER_12T_4_PLUS_AXLES: table([35, 32, 30], [36, 33, 30], [38, 35, 32], [43, 39, 36]),
  BUS: table([4, 3, 2], [6, 4, 4], [7, 5, 5], [8, 6, 6]),
};

/** Decree 20/2025: +10 % of the 2023 rates from 2025-04-01 and +20 % from 2025-09-01. */
const scaled = (base: Table, percent: number): Table => {
  const scale = (st: number) => Number(divideRounded(BigInt(st * (100 + percent)), 100n));
  const out = {} as Record<RouteTollCategory, Record<EmissionGroup, ClassRates>>;
  for (const [category, groups] of Object.entries(base) as [
    RouteTollCategory,
    Table[RouteTollCategory],
  ][]) {
    const rates = {} as Record<EmissionGroup, ClassRates>;
    for (const [group, [m, f, s]] of Object.entries(groups) as [EmissionGroup, ClassRates][])
      rates[group] = [scale(m), scale(f), scale(s)];
    out[category] = rates;
  }
  return out;
};

const sofia = (year: number, month: number, day: number) => startOfSofiaDay({ year, month, day });

const ERAS: readonly { from: Date; to: Date | null; table: Table; legal: 'BGN' | 'EUR' }[] = [
  { from: sofia(2020, 3, 1), to: sofia(2022, 7, 1), table: FROM_2020, legal: 'BGN' },
  { from: sofia(2022, 7, 1), to: sofia(2023, 1, 1), table: FROM_2022_07, legal: 'BGN' },
  { from: sofia(2023, 1, 1), to: sofia(2025, 4, 1), table: FROM_2023, legal: 'BGN' },
  { from: sofia(2025, 4, 1), to: sofia(2025, 9, 1), table: scaled(FROM_2023, 10), legal: 'BGN' },
  { from: sofia(2025, 9, 1), to: sofia(2026, 1, 1), table: scaled(FROM_2023, 20), legal: 'BGN' },
  // The euro: the September 2025 rates converted at 1.95583, kept to 0.01 cent per km.
  { from: sofia(2026, 1, 1), to: null, table: scaled(FROM_2023, 20), legal: 'EUR' },
];

function eraRows(era: (typeof ERAS)[number]): RouteTariffRow[] {
  return Object.entries(era.table).flatMap(([category, groups]) =>
    Object.entries(groups).flatMap(([group, rates]) =>
      TOLLED_ROAD_CLASSES.map((roadClass, i): RouteTariffRow => {
        const bgnPer100 = rates[i]! * 100;
        const eurPer100 = bgnToEur(bgnPer100);
        return {
          roadClass,
          category: category as RouteTollCategory,
          emissionGroup: group as EmissionGroup,
          validFrom: era.from,
          validTo: era.to,
          eurPer100Km: eurPer100,
          bgnPer100Km: era.legal === 'EUR' ? eurToBgn(eurPer100) : bgnPer100,
          legalCurrency: era.legal,
        };
      }),
    ),
  );
}

export const ROUTE_TARIFF_ROWS: readonly RouteTariffRow[] = Object.freeze(ERAS.flatMap(eraRows));
