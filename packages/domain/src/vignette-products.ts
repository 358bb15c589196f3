/**
 * The vignette catalogue's vocabulary (spec §3, FACTS "Prices and products").
 * Vignettes are sold for vehicles up to 3.5 t: cars, and trailers or caravans whose combination
 * exceeds 3.5 t. Heavier vehicles pay by distance (route passes), not by vignette.
 */
export const VIGNETTE_PERIODS = [
  'DAILY',
  'WEEKEND',
  'WEEKLY',
  'MONTHLY',
  'QUARTERLY',
  'ANNUAL',
] as const;
export type VignettePeriod = (typeof VIGNETTE_PERIODS)[number];

export const VIGNETTE_VEHICLE_TYPES = ['car', 'trailer'] as const;
export type VignetteVehicleType = (typeof VIGNETTE_VEHICLE_TYPES)[number];

export function isVignettePeriod(value: unknown): value is VignettePeriod {
  return typeof value === 'string' && (VIGNETTE_PERIODS as readonly string[]).includes(value);
}
