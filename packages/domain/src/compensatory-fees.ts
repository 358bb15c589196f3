import { bgnToEur, eurToBgn, type Currency } from './money';
import { startOfSofiaDay } from './sofia-time';
import { TOLL_CATEGORIES, type TollCategory } from './vehicles';

/**
 * The compensatory fees of FACTS as dated rows (minor units, both currencies): the BGN amounts
 * from the e-vignette's start (2019-01-01) to the euro (2026-01-01), then the 2026 euro amounts.
 * The legal currency's amount is the source; the other is its fixed-rate conversion (36.00 EUR
 * shows as 70.41 BGN). Sources conflict on some 2026 euro amounts, so this is data: the database
 * table `compensatory_fee_tariffs` holds these rows and is what the server prices from.
 */
export type CompensatoryFeeRow = {
  vehicleClass: TollCategory;
  validFrom: Date;
  validTo: Date | null;
  amountBgn: number;
  amountEur: number;
  legalCurrency: Currency;
};

const sofia = (year: number, month: number, day: number) => startOfSofiaDay({ year, month, day });

type Era = {
  from: Date;
  to: Date | null;
  legal: Currency;
  /** The legal currency's amount per class, minor units. */
  amounts: Readonly<Record<TollCategory, number>>;
};

const ERAS: readonly Era[] = [
  {
    from: sofia(2019, 1, 1),
    to: sofia(2026, 1, 1),
    legal: 'BGN',
    amounts: {
      UP_TO_3_5T: 7000,
      FROM_3_5_TO_12T: 15000,
      OVER_12T_2_3_AXLES: 45000,
      OVER_12T_4_PLUS_AXLES: 75000,
      BUS: 15000,
    },
  },
  {
    from: sofia(2026, 1, 1),
    to: null,
    legal: 'EUR',
    amounts: {
      UP_TO_3_5T: 3600,
      FROM_3_5_TO_12T: 7700,
      OVER_12T_2_3_AXLES: 23000,
      OVER_12T_4_PLUS_AXLES: 38300,
      BUS: 7700,
    },
  },
];

export const COMPENSATORY_FEE_ROWS: readonly CompensatoryFeeRow[] = ERAS.flatMap((era) =>
  TOLL_CATEGORIES.map((vehicleClass) => {
    const legal = era.amounts[vehicleClass];
    return {
      vehicleClass,
      validFrom: era.from,
      validTo: era.to,
      amountBgn: era.legal === 'BGN' ? legal : eurToBgn(legal),
      amountEur: era.legal === 'EUR' ? legal : bgnToEur(legal),
      legalCurrency: era.legal,
    };
  }),
);

/** The fee of a class in force at an instant, from rows like the table's (null: none). */
export function compensatoryFeeAt(
  rows: readonly CompensatoryFeeRow[],
  vehicleClass: TollCategory,
  at: Date,
): CompensatoryFeeRow | null {
  return (
    rows.find(
      (row) =>
        row.vehicleClass === vehicleClass &&
        row.validFrom.getTime() <= at.getTime() &&
        (row.validTo === null || at.getTime() < row.validTo.getTime()),
    ) ?? null
  );
}
