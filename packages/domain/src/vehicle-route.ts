import { isCurrency, type Currency } from './money';
import { parseAmount } from './money';
import { parsePlainDate, type PlainDate } from './plain-date';
import { checkPlate, normalisePlate } from './plates';

/**
 * The parameters of the public page `vehicle-route/{accountId}/{tollingGroupId}/{equipmentID}/
 * {plate}/{dateParam}/{sum}/{currency}` (spec §2): a vehicle's charged route on one day, linked from
 * toll notices.
 */
export const VEHICLE_ROUTE_FIELDS = [
  'accountId',
  'tollingGroupId',
  'equipmentID',
  'plate',
  'dateParam',
  'sum',
  'currency',
] as const;
export type VehicleRouteField = (typeof VEHICLE_ROUTE_FIELDS)[number];

export type VehicleRoute = {
  accountId: string;
  tollingGroupId: string;
  equipmentId: string;
  /** Normalised (spec §5). */
  plate: string;
  date: PlainDate;
  /** Minor units of `currency`; zero or more. */
  sum: number;
  currency: Currency;
};

export type VehicleRouteParse =
  { ok: true; route: VehicleRoute } | { ok: false; invalid: VehicleRouteField[] };

const ID = /^\d{1,12}$/;
const EQUIPMENT = /^[A-Za-z0-9-]{1,32}$/;

/** Checks every parameter; a malformed one is named in `invalid` (all of them, not just the first). */
export function parseVehicleRoute(
  raw: Readonly<Partial<Record<VehicleRouteField, string>>>,
): VehicleRouteParse {
  const value = (field: VehicleRouteField) => (raw[field] ?? '').trim();
  const invalid: VehicleRouteField[] = [];
  const accountId = value('accountId');
  if (!ID.test(accountId)) invalid.push('accountId');
  const tollingGroupId = value('tollingGroupId');
  if (!ID.test(tollingGroupId)) invalid.push('tollingGroupId');
  const equipmentId = value('equipmentID');
  if (!EQUIPMENT.test(equipmentId)) invalid.push('equipmentID');
  const plateText = value('plate');
  if (!checkPlate(plateText).ok) invalid.push('plate');
  const date = parsePlainDate(value('dateParam'));
  if (!date) invalid.push('dateParam');
  const sum = parseAmount(value('sum'));
  if (sum === null || sum < 0) invalid.push('sum');
  const currency = value('currency').toUpperCase();
  if (!isCurrency(currency)) invalid.push('currency');
  if (invalid.length > 0 || !date || sum === null || !isCurrency(currency))
    return { ok: false, invalid };
  return {
    ok: true,
    route: {
      accountId,
      tollingGroupId,
      equipmentId,
      plate: normalisePlate(plateText),
      date,
      sum,
      currency,
    },
  };
}
