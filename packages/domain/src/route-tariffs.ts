import { divideRounded, type Currency } from './money';
import type { TolledRoadClass } from './road-network';
import { TOLL_CATEGORIES, type EmissionGroup, type TollCategory } from './vehicles';

/**
 * Per-kilometre toll rates (FACTS "Route passes"): by road class × vehicle category × emission group,
 * dated [validFrom, validTo). Rates are minor units per 100 km, so a rate keeps two decimals of a
 * cent: 2659 = 26.59 euro cents per km. `legalCurrency` says which of the two is the tariff (BGN
 * before 2026-01-01, EUR from then); the other is its fixed-rate conversion.
 */
export type RouteTollCategory = Exclude<TollCategory, 'UP_TO_3_5T'>;

/** Vehicles up to 3.5 t pay by vignette, not by distance. */
export const ROUTE_TOLL_CATEGORIES = TOLL_CATEGORIES.filter(
  (c): c is RouteTollCategory => c !== 'UP_TO_3_5T',
);

export type RouteTariffRow = {
  roadClass: TolledRoadClass;
  category: RouteTollCategory;
  emissionGroup: EmissionGroup;
  validFrom: Date;
  validTo: Date | null;
  eurPer100Km: number;
  bgnPer100Km: number;
  legalCurrency: Currency;
};

export function isRouteTariffInForce(row: RouteTariffRow, at: Date): boolean {
  const t = at.getTime();
  return row.validFrom.getTime() <= t && (row.validTo === null || t < row.validTo.getTime());
}

/** The row in force at a moment for one class, category and group (the latest start wins). */
export function routeRateAt(
  rows: readonly RouteTariffRow[],
  roadClass: TolledRoadClass,
  category: RouteTollCategory,
  group: EmissionGroup,
  at: Date,
): RouteTariffRow | null {
  let found: RouteTariffRow | null = null;
  for (const row of rows) {
    if (row.roadClass !== roadClass || row.category !== category || row.emissionGroup !== group)
      continue;
    if (!isRouteTariffInForce(row, at)) continue;
    if (!found || row.validFrom.getTime() > found.validFrom.getTime()) found = row;
  }
  return found;
}

export type RouteRates = Record<TolledRoadClass, RouteTariffRow>;

/** The rates of every tolled class for a vehicle at a moment, or null when one is missing. */
export function routeRatesAt(
  rows: readonly RouteTariffRow[],
  category: RouteTollCategory,
  group: EmissionGroup,
  at: Date,
): RouteRates | null {
  const motorway = routeRateAt(rows, 'motorway', category, group, at);
  const first = routeRateAt(rows, 'first', category, group, at);
  const second = routeRateAt(rows, 'second', category, group, at);
  return motorway && first && second ? { motorway, first, second } : null;
}

export function ratePer100Km(row: RouteTariffRow, currency: Currency): number {
  return currency === 'EUR' ? row.eurPer100Km : row.bgnPer100Km;
}

/** The toll for a distance of `deciKm` (0.1 km) at a rate per 100 km: minor units, half away from zero. */
export function tollForDistance(deciKm: number, per100Km: number): number {
  if (!Number.isSafeInteger(deciKm) || !Number.isSafeInteger(per100Km))
    throw new RangeError('Distance and rate must be integers');
  return Number(divideRounded(BigInt(deciKm) * BigInt(per100Km), 1000n));
}

/** Pairs of rows for one class, category and group whose periods overlap (the database refuses them). */
export function findRouteTariffOverlaps(
  rows: readonly RouteTariffRow[],
): [RouteTariffRow, RouteTariffRow][] {
  const overlaps: [RouteTariffRow, RouteTariffRow][] = [];
  rows.forEach((a, i) => {
    for (const b of rows.slice(i + 1)) {
      if (a.roadClass !== b.roadClass || a.category !== b.category) continue;
      if (a.emissionGroup !== b.emissionGroup) continue;
      const aEnd = a.validTo?.getTime() ?? Infinity;
      const bEnd = b.validTo?.getTime() ?? Infinity;
      if (a.validFrom.getTime() < bEnd && b.validFrom.getTime() < aEnd) overlaps.push([a, b]);
    }
  });
  return overlaps;
}
