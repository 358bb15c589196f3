import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Dated per-km toll rates (FACTS "Route passes"): road class × toll category × emission group, in
 * force on [valid_from, valid_to). Rates are minor units per 100 km in both currencies;
 * `legal_currency` says which is the tariff. Rows of one class, category and group never overlap
 * (an exclusion constraint in the `route_tariffs` migration, with the data).
 */
export const routeTariffs = pgTable(
  'route_tariffs',
  {
    id: serial('id').primaryKey(),
    roadClass: text('road_class').notNull(),
    tollCategory: text('toll_category').notNull(),
    emissionGroup: text('emission_group').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    eurPer100Km: integer('eur_per_100km').notNull(),
    bgnPer100Km: integer('bgn_per_100km').notNull(),
    legalCurrency: text('legal_currency').notNull(),
  },
  (t) => [
    index('route_tariffs_lookup').on(t.tollCategory, t.emissionGroup, t.validFrom),
    check('route_tariffs_road_class', sql`${t.roadClass} in ('motorway', 'first', 'second')`),
    check(
      'route_tariffs_category',
      sql`${t.tollCategory} in ('FROM_3_5_TO_12T', 'OVER_12T_2_3_AXLES', 'OVER_12T_4_PLUS_AXLES', 'BUS')`,
    ),
    check(
      'route_tariffs_emission_group',
      sql`${t.emissionGroup} in ('EURO_0_I_II', 'EURO_III_IV', 'EURO_V', 'EURO_VI_EEV')`,
    ),
    check('route_tariffs_amounts', sql`${t.eurPer100Km} >= 0 and ${t.bgnPer100Km} >= 0`),
    check('route_tariffs_currency', sql`${t.legalCurrency} in ('BGN', 'EUR')`),
    check('route_tariffs_range', sql`${t.validTo} is null or ${t.validTo} > ${t.validFrom}`),
  ],
);
