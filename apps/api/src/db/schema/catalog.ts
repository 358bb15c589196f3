import {
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A vignette variant (spec §3 Product): vehicle type × period (× emission class where it matters). */
export const vignetteProducts = pgTable(
  'vignette_products',
  {
    id: text('id').primaryKey(),
    vehicleType: text('vehicle_type').notNull(),
    period: text('period').notNull(),
    emissionClass: text('emission_class'),
  },
  (t) => [
    unique('vignette_products_variant')
      .on(t.vehicleType, t.period, t.emissionClass)
      .nullsNotDistinct(),
    check('vignette_products_vehicle_type', sql`${t.vehicleType} in ('car', 'trailer')`),
    check(
      'vignette_products_period',
      sql`${t.period} in ('DAILY', 'WEEKEND', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL')`,
    ),
  ],
);

/**
 * Dated prices. A product's price is the row whose [valid_from, valid_to) holds the purchase moment;
 * rows of one product never overlap (an exclusion constraint in the migration). Both currencies are
 * data: `legal_currency` says which amount is the tariff and which the fixed-rate equivalent.
 */
export const vignetteTariffs = pgTable(
  'vignette_tariffs',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => vignetteProducts.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    legalCurrency: text('legal_currency').notNull(),
  },
  (t) => [
    index('vignette_tariffs_product').on(t.productId, t.validFrom),
    check('vignette_tariffs_amounts', sql`${t.amountBgn} >= 0 and ${t.amountEur} >= 0`),
    check('vignette_tariffs_currency', sql`${t.legalCurrency} in ('BGN', 'EUR')`),
    check('vignette_tariffs_range', sql`${t.validTo} is null or ${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * Dated tariffs of the platform's own paid services (migration 0051): the plate correction's
 * administrative fee. No two rows of one service overlap (an exclusion constraint).
 */
export const serviceTariffs = pgTable(
  'service_tariffs',
  {
    id: serial('id').primaryKey(),
    service: text('service').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    legalCurrency: text('legal_currency').notNull(),
  },
  (t) => [
    check('service_tariffs_service', sql`${t.service} in ('PLATE_CORRECTION')`),
    check('service_tariffs_amounts', sql`${t.amountBgn} > 0 and ${t.amountEur} > 0`),
    check('service_tariffs_currency', sql`${t.legalCurrency} in ('BGN', 'EUR')`),
    check('service_tariffs_range', sql`${t.validTo} is null or ${t.validTo} > ${t.validFrom}`),
  ],
);
