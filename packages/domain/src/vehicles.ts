/**
 * Vehicle data rules (spec §3, §9, FACTS). Weights are kilograms unless named "units":
 * 1 weight unit = 10 kg, and toll weights round UP to the next 10 kg (12412 → 12420).
 */
export const WEIGHT_UNIT_KG = 10;

function assertWeight(kg: number): void {
  if (!Number.isFinite(kg) || kg < 0)
    throw new RangeError(`Weight must be a non-negative number, got ${kg}`);
}

export function roundUpWeightKg(kg: number): number {
  assertWeight(kg);
  return Math.ceil(kg / WEIGHT_UNIT_KG) * WEIGHT_UNIT_KG;
}

export function kgToWeightUnits(kg: number): number {
  assertWeight(kg);
  return Math.ceil(kg / WEIGHT_UNIT_KG);
}

export function weightUnitsToKg(units: number): number {
  assertWeight(units);
  return units * WEIGHT_UNIT_KG;
}

export const LIGHT_VEHICLE_MAX_KG = 3500;
export const N2_MAX_KG = 12000;

/** Vehicle classes and their master ids (spec §9). */
export const VEHICLE_CLASS_IDS = {
  MOTORCYCLE: 1,
  LIGHT_CAR: 2,
  BUS: 3,
  N2_TRUCK: 4,
  N3_TRUCK: 5,
  OTHER_OVER_3_5T: 7,
} as const;
export type VehicleClass = keyof typeof VEHICLE_CLASS_IDS;

/** Vehicle types of an account unit (spec §3). */
export const VEHICLE_KINDS = [
  'motorcycle',
  'car',
  'bus',
  'truck',
  'tracking-device',
  'other',
] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/**
 * The class of a vehicle by kind and maximum (laden) weight, following the EU N2/N3 definitions
 * the spec's ids name: N2 over 3.5 t up to and including 12 t, N3 over 12 t. Anything up to 3.5 t
 * that is not a motorcycle or bus is a light car; a tracking device has no class.
 */
export function vehicleClass(kind: VehicleKind, maxWeightKg: number): VehicleClass | null {
  if (kind === 'tracking-device') return null;
  if (kind === 'motorcycle') return 'MOTORCYCLE';
  if (kind === 'bus') return 'BUS';
  if (maxWeightKg <= LIGHT_VEHICLE_MAX_KG) return 'LIGHT_CAR';
  if (kind === 'truck') return maxWeightKg <= N2_MAX_KG ? 'N2_TRUCK' : 'N3_TRUCK';
  return 'OTHER_OVER_3_5T';
}

/** Toll and compensatory-fee categories (spec §9 vehicle classes, FACTS delict table). */
export const TOLL_CATEGORIES = [
  'UP_TO_3_5T',
  'FROM_3_5_TO_12T',
  'OVER_12T_2_3_AXLES',
  'OVER_12T_4_PLUS_AXLES',
  'BUS',
] as const;
export type TollCategory = (typeof TOLL_CATEGORIES)[number];

export function tollCategory(vehicle: {
  weightKg: number;
  axles: number;
  isBus?: boolean;
}): TollCategory {
  if (vehicle.isBus) return 'BUS';
  if (vehicle.weightKg <= LIGHT_VEHICLE_MAX_KG) return 'UP_TO_3_5T';
  if (vehicle.weightKg <= N2_MAX_KG) return 'FROM_3_5_TO_12T';
  return vehicle.axles >= 4 ? 'OVER_12T_4_PLUS_AXLES' : 'OVER_12T_2_3_AXLES';
}

/** Emission classes and their master ids (spec §9): Euro 0-6 are 0-6, EEV is 15. */
export const EMISSION_CLASS_IDS = {
  EURO_0: 0,
  EURO_1: 1,
  EURO_2: 2,
  EURO_3: 3,
  EURO_4: 4,
  EURO_5: 5,
  EURO_6: 6,
  EEV: 15,
} as const;
export type EmissionClass = keyof typeof EMISSION_CLASS_IDS;

/** The emission groups a vignette or toll display shows (spec §3). */
export const EMISSION_GROUPS = {
  EURO_0_I_II: 'EURO 0/I/II',
  EURO_III_IV: 'EURO III/IV',
  EURO_V: 'EURO V',
  EURO_VI_EEV: 'EURO VI/EEV',
} as const;
export type EmissionGroup = keyof typeof EMISSION_GROUPS;

export function emissionClassById(id: number): EmissionClass | null {
  const entry = Object.entries(EMISSION_CLASS_IDS).find(([, value]) => value === id);
  return entry ? (entry[0] as EmissionClass) : null;
}

export function emissionGroup(emissionClass: EmissionClass): EmissionGroup {
  const id = EMISSION_CLASS_IDS[emissionClass];
  if (id <= 2) return 'EURO_0_I_II';
  if (id <= 4) return 'EURO_III_IV';
  if (id === 5) return 'EURO_V';
  return 'EURO_VI_EEV';
}

/** A change of ownership must be reported within 72 hours (spec §1): the exclusive deadline. */
export const OWNERSHIP_REPORT_HOURS = 72;

export function ownershipReportDeadline(changedAt: Date): Date {
  return new Date(changedAt.getTime() + OWNERSHIP_REPORT_HOURS * 3_600_000);
}
