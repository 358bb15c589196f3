import type { SegmentToll } from '@toll/contract/route-passes';
import type { ErrorCode } from '@toll/domain/error-codes';
import { inBothCurrencies, money, toMajor } from '@toll/domain/money';
import { formatPlainDate, parsePlainDate } from '@toll/domain/plain-date';
import type { NetworkEdge } from '@toll/domain/road-network';
import { checkTollSegment } from '@toll/domain/route-pass';
import { routeVehicleCategory } from '@toll/domain/route-pass-quote';
import {
  ratePer100Km,
  routeRatesAt,
  tollForDistance,
  type RouteTariffRow,
} from '@toll/domain/route-tariffs';
import { startOfSofiaDay } from '@toll/domain/sofia-time';
import { emissionClassById, emissionGroup } from '@toll/domain/vehicles';
import { AppError } from '../../platform/http/app-error';

/**
 * The toll of one segment for a vehicle on a date (the segment picker of spec §2: each segment needs
 * axles and a date). Without a weight the vehicle is taken to be over 12 t: the picker serves
 * heavy goods vehicles, and the axles then decide between the 2–3 and 4+ axle categories.
 */
export const PICKER_DEFAULT_WEIGHT_KG = 40_000;

export type TollFor = {
  axles: number;
  date: string;
  emissionClassId: number;
  weightKg?: number;
};

const bad = (code: ErrorCode | string, field: string, params?: Record<string, string | number>) =>
  new AppError(400, { code, field, ...(params ? { params } : {}) });

/** Checks the vehicle and date of a toll question; throws the catalogue error of the first problem. */
export function checkTollFor(input: TollFor, fields = { axles: 'axles', date: 'date' }) {
  const date = parsePlainDate(input.date);
  if (!date) throw bad('validation.invalidDate', fields.date);
  const check = checkTollSegment({ date: startOfSofiaDay(date), axles: input.axles });
  if (!check.ok) throw bad(check.code, fields.axles, check.params);
  const emissionClass = emissionClassById(input.emissionClassId);
  if (!emissionClass)
    throw bad('validation.invalidEnum', 'emissionClassId', { options: '0-6, 15' });
  const category = routeVehicleCategory({
    axles: input.axles,
    weightKg: input.weightKg ?? PICKER_DEFAULT_WEIGHT_KG,
  });
  if (typeof category !== 'string') throw bad(category.code, fields.axles, category.params);
  return { date, category, group: emissionGroup(emissionClass) };
}

/** The toll of a whole segment, in the legal currency of the day with the other one beside it. */
export function segmentToll(
  edge: NetworkEdge,
  rows: readonly RouteTariffRow[],
  input: TollFor,
  fields?: { axles: string; date: string },
): SegmentToll {
  const { date, category, group } = checkTollFor(input, fields);
  const rates = routeRatesAt(rows, category, group, startOfSofiaDay(date));
  if (!rates) throw new AppError(422, { code: 'route.noTariff', field: fields?.date ?? 'date' });
  const currency = rates.motorway.legalCurrency;
  const rate =
    edge.class === 'local' || !edge.charged ? 0 : ratePer100Km(rates[edge.class], currency);
  const toll = money(tollForDistance(Math.round(edge.lengthKm * 10), rate), currency);
  const both = inBothCurrencies(toll);
  return {
    date: formatPlainDate(date),
    axles: input.axles,
    category,
    emissionGroup: group,
    ratePer100Km: rate,
    price: { amount: toMajor(toll.minor), minor: toll.minor, currency },
    currencyAmount: { amountBGN: toMajor(both.BGN), amountEUR: toMajor(both.EUR) },
  };
}
