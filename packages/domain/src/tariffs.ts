import { money, type Money } from './money';
import type { VignettePeriod, VignetteVehicleType } from './vignette-products';

/**
 * One dated price of a vignette product, as the database holds it. Amounts are minor units
 * (9700 = 97.00 BGN, 4960 = 49.60 EUR). The row is in force on [validFrom, validTo): validTo is
 * the first instant it no longer applies, null while open-ended. `legalCurrency` says which of
 * the two amounts is the legal price (the other is its conversion for display).
 */
export type TariffRow = {
  period: VignettePeriod;
  vehicleType: VignetteVehicleType;
  validFrom: Date;
  validTo: Date | null;
  amountBgn: number;
  amountEur: number;
  legalCurrency: 'BGN' | 'EUR';
};

export function isTariffInForce(row: TariffRow, at: Date): boolean {
  const t = at.getTime();
  return row.validFrom.getTime() <= t && (row.validTo === null || t < row.validTo.getTime());
}

/**
 * The tariff row that prices a purchase. The price is fixed by the moment of PURCHASE, not by the
 * vignette's start (spec §9: vignettes bought until 31.12.2022 23:59 kept the old price whatever
 * their start date). Null when the product is not on sale at that moment. When rows overlap (a
 * data error, see findTariffOverlaps) the one that started last wins.
 */
export function priceAt<T extends TariffRow>(
  rows: readonly T[],
  vehicleType: VignetteVehicleType,
  period: VignettePeriod,
  purchaseMoment: Date,
): T | null {
  let found: T | null = null;
  for (const row of rows) {
    if (
      row.vehicleType !== vehicleType ||
      row.period !== period ||
      !isTariffInForce(row, purchaseMoment)
    )
      continue;
    if (!found || row.validFrom.getTime() > found.validFrom.getTime()) found = row;
  }
  return found;
}

/** The legal price of a row as Money. */
export function legalPrice(row: TariffRow): Money {
  return row.legalCurrency === 'BGN' ? money(row.amountBgn, 'BGN') : money(row.amountEur, 'EUR');
}

/** Every product on sale at a moment, cheapest first (the catalogue order of spec §3). */
export function tariffsAt(rows: readonly TariffRow[], at: Date): TariffRow[] {
  const current = new Map<string, TariffRow>();
  for (const row of rows) {
    const chosen = priceAt(rows, row.vehicleType, row.period, at);
    if (chosen) current.set(`${chosen.vehicleType}/${chosen.period}`, chosen);
  }
  return [...current.values()].sort(
    (a, b) => a.amountBgn - b.amountBgn || a.amountEur - b.amountEur,
  );
}

/** Pairs of rows of the same product whose periods overlap (the database must reject them). */
export function findTariffOverlaps(rows: readonly TariffRow[]): [TariffRow, TariffRow][] {
  const overlaps: [TariffRow, TariffRow][] = [];
  rows.forEach((a, i) => {
    for (const b of rows.slice(i + 1)) {
      if (a.vehicleType !== b.vehicleType || a.period !== b.period) continue;
      const aEnd = a.validTo?.getTime() ?? Infinity;
      const bEnd = b.validTo?.getTime() ?? Infinity;
      if (a.validFrom.getTime() < bEnd && b.validFrom.getTime() < aEnd) overlaps.push([a, b]);
    }
  });
  return overlaps;
}
