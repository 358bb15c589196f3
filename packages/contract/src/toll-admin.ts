import { z } from 'zod';
import { checkPercentageBp } from '@toll/domain/partners';
import { TOLLED_ROAD_CLASSES } from '@toll/domain/road-network';
import { ROUTE_TOLL_CATEGORIES, type RouteTollCategory } from '@toll/domain/route-tariffs';
import { EMISSION_GROUPS, type EmissionGroup } from '@toll/domain/vehicles';
import { domainCheck } from './domain-check';

/**
 * The toll administration (issue #32 item 11): the toll operator's dated rates — the per-km
 * tariffs by road class × vehicle category × emission group, and the overcharge on international
 * toll per toll domain — with their whole history, and a change of rate from a day not yet begun.
 */
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
const emissionGroups = Object.keys(EMISSION_GROUPS) as [EmissionGroup, ...EmissionGroup[]];
const categories = ROUTE_TOLL_CATEGORIES as [RouteTollCategory, ...RouteTollCategory[]];

export const routeTariffRowSchema = z.object({
  id: z.number().int(),
  roadClass: z.enum(TOLLED_ROAD_CLASSES),
  category: z.enum(categories),
  emissionGroup: z.enum(emissionGroups),
  /** The first Sofia day of the rate, and the first day it no longer applies (null: open). */
  validFrom: calendarDay,
  validTo: calendarDay.nullable(),
  /** Minor units per 100 km (2659 = 26.59 € per 100 km). */
  eurPer100KmMinor: z.number().int(),
  bgnPer100KmMinor: z.number().int(),
  legalCurrency: z.enum(['BGN', 'EUR']),
  /** Whether the rate is the one charged today, a past one or one scheduled. */
  state: z.enum(['PAST', 'CURRENT', 'SCHEDULED']),
});
export type RouteTariffAdminRow = z.infer<typeof routeTariffRowSchema>;
export const routeTariffAdminListSchema = z.array(routeTariffRowSchema);

/** A new per-km rate for one cell from a day not yet begun (tomorrow at the earliest). */
export const routeTariffChangeSchema = z.strictObject({
  roadClass: z.enum(TOLLED_ROAD_CLASSES),
  category: z.enum(categories),
  emissionGroup: z.enum(emissionGroups),
  validFrom: calendarDay,
  /** Euro cents per 100 km, at most 1,000.00 € per 100 km. */
  eurPer100KmMinor: z.number().int().min(0).max(100_000),
});
export type RouteTariffChange = z.infer<typeof routeTariffChangeSchema>;

export const overchargeRowSchema = z.object({
  id: z.number().int(),
  tollDomain: z.string(),
  countryCode: z.string(),
  name: z.string(),
  /** Basis points of the net toll (150 = 1.50 %). */
  overchargeBp: z.number().int(),
  validFrom: calendarDay,
  validTo: calendarDay.nullable(),
  state: z.enum(['PAST', 'CURRENT', 'SCHEDULED']),
});
export type OverchargeAdminRow = z.infer<typeof overchargeRowSchema>;
export const overchargeAdminListSchema = z.array(overchargeRowSchema);

export const overchargeChangeSchema = z.strictObject({
  tollDomain: z.string().min(1).max(40),
  validFrom: calendarDay,
  /** 0 to 100 % in basis points; out of range it says so in percent, not "the maximum is 10000". */
  overchargeBp: z.number().int().superRefine(domainCheck(checkPercentageBp)),
});
export type OverchargeChange = z.infer<typeof overchargeChangeSchema>;

export const datedChangeResultSchema = z.object({ id: z.number().int() });
