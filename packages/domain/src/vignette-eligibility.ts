import { addDays, addMonths, ageOn, type PlainDate } from './plain-date';
import { sofiaDate, startOfSofiaDay } from './sofia-time';
import { fail, OK, type Check } from './validation';
import { LIGHT_VEHICLE_MAX_KG, N2_MAX_KG } from './vehicles';

/**
 * Who needs which vignette (spec §1, FACTS): motorcycles, tricycles and ATVs pay nothing;
 * vehicles up to 3.5 t need a vignette; heavier ones pay by distance (route pass or OBU).
 */
export const VIGNETTE_EXEMPT_KINDS = ['motorcycle', 'tricycle', 'atv'] as const;
export type VignetteExemptKind = (typeof VIGNETTE_EXEMPT_KINDS)[number];
export type RoadCharge = 'exempt' | 'vignette' | 'toll';

export function isVignetteExempt(kind: string): boolean {
  return (VIGNETTE_EXEMPT_KINDS as readonly string[]).includes(kind);
}

export function roadChargeFor(kind: string, maxWeightKg: number): RoadCharge {
  if (isVignetteExempt(kind)) return 'exempt';
  return maxWeightKg <= LIGHT_VEHICLE_MAX_KG ? 'vignette' : 'toll';
}

export function checkNeedsVignette(kind: string, maxWeightKg: number): Check {
  const charge = roadChargeFor(kind, maxWeightKg);
  if (charge === 'exempt') return fail('vignette.exemptVehicle');
  return charge === 'toll' ? fail('vignette.heavyVehicle') : OK;
}

/** A trailer or caravan needs its own vignette when the combination exceeds 3.5 t. */
export function trailerNeedsVignette(combinationWeightKg: number): boolean {
  return combinationWeightKg > LIGHT_VEHICLE_MAX_KG;
}

/** Category 1 is needed over 12 t total or with more than 2 axles (spec §1, §9). */
export function requiresCategory1(vehicle: { totalWeightKg: number; axles: number }): boolean {
  return vehicle.totalWeightKg > N2_MAX_KG || vehicle.axles > 2;
}

/**
 * The free annual vignette: 50 % or more reduced work capacity, engine up to 2000 cc and up to
 * 117.64 kW (160 hp). Power may be given in kW or in hp; kW is compared to the hundredth.
 */
export const FREE_VIGNETTE_LIMITS = {
  minReducedCapacityPercent: 50,
  maxEngineCc: 2000,
  maxPowerKw: 117.64,
  maxPowerHp: 160,
} as const;

export type FreeVignetteApplicant = {
  reducedCapacityPercent: number;
  engineCc: number;
  powerKw?: number;
  powerHp?: number;
};

export function checkFreeAnnualVignette(applicant: FreeVignetteApplicant): Check {
  const limits = FREE_VIGNETTE_LIMITS;
  if (!(applicant.reducedCapacityPercent >= limits.minReducedCapacityPercent))
    return fail('vignette.freeRequiresDisability');
  if (!(applicant.engineCc <= limits.maxEngineCc)) return fail('vignette.freeEngineTooLarge');
  const { powerKw, powerHp } = applicant;
  if (powerKw === undefined && powerHp === undefined)
    return fail('validation.required', { field: 'power' });
  const kwTooHigh =
    powerKw !== undefined && !(Math.round(powerKw * 100) <= Math.round(limits.maxPowerKw * 100));
  const hpTooHigh = powerHp !== undefined && !(powerHp <= limits.maxPowerHp);
  return kwTooHigh || hpTooHigh ? fail('vignette.freeEngineTooPowerful') : OK;
}

/** The child exemption runs to age 18, or to 20 while the child is still in secondary school. */
export function childExemptionAge(inSecondarySchool: boolean): number {
  return inSecondarySchool ? 20 : 18;
}

export function childExemptionApplies(
  birth: PlainDate,
  inSecondarySchool: boolean,
  at: Date,
): boolean {
  return ageOn(birth, sofiaDate(at)) < childExemptionAge(inSecondarySchool);
}

/** The first instant (Sofia midnight of the 18th/20th birthday) the exemption no longer applies. */
export function childExemptionUntil(birth: PlainDate, inSecondarySchool: boolean): Date {
  const birthday = addMonths(birth, 12 * childExemptionAge(inSecondarySchool));
  return startOfSofiaDay(birthday.exists ? birthday.date : addDays(birthday.date, 1));
}
