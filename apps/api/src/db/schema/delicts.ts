import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The compensatory fee per vehicle class on `[valid_from, valid_to)` (FACTS, kept as data: sources
 * conflict on some 2026 euro amounts). Both amounts in minor units, the legal currency marked; an
 * exclusion constraint (migration) forbids overlapping rows of one class.
 */
export const compensatoryFeeTariffs = pgTable(
  'compensatory_fee_tariffs',
  {
    id: serial('id').primaryKey(),
    vehicleClass: text('vehicle_class').notNull(),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to'),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    legalCurrency: text('legal_currency').notNull(),
  },
  (t) => [
    index('compensatory_fee_tariffs_class').on(t.vehicleClass, t.validFrom),
    check(
      'compensatory_fee_tariffs_class',
      sql`${t.vehicleClass} in ('UP_TO_3_5T', 'FROM_3_5_TO_12T', 'OVER_12T_2_3_AXLES', 'OVER_12T_4_PLUS_AXLES', 'BUS')`,
    ),
    check('compensatory_fee_tariffs_amounts', sql`${t.amountBgn} > 0 and ${t.amountEur} > 0`),
    check('compensatory_fee_tariffs_currency', sql`${t.legalCurrency} in ('BGN', 'EUR')`),
    check(
      'compensatory_fee_tariffs_range',
      sql`${t.validTo} is null or ${t.validTo} > ${t.validFrom}`,
    ),
  ],
);

/**
 * A road violation (spec §3 Delict): the maximum daily toll or the compensatory fee, found by
 * country, normalised plate and the owner's EGN or EIK. The owner id is kept only as a keyed hash
 * (HMAC-SHA256, key in `app_secrets`): it can be matched, never read back. The 14 days of spec §9
 * run from `notified_at` (maximum toll) or `fiche_served_at` (compensatory fee). Paying sets
 * PAID, `paid_at` and the sale item, once (`… where status <> 'PAID'` in the activating
 * transaction).
 */
export const delicts = pgTable(
  'delicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNumber: text('document_number').notNull(),
    documentType: text('document_type').notNull(),
    delictType: text('delict_type').notNull(),
    status: text('status').notNull().default('REGISTERED'),
    /** The toll system's customer, account and vehicle-unit references, when it knows them. */
    customerId: text('customer_id'),
    accountId: text('account_id'),
    accountStatus: text('account_status'),
    vehicleUnitStatus: text('vehicle_unit_status'),
    countryCode: text('country_code').notNull(),
    /** Normalised (packages/domain plates): Cyrillic look-alikes as Latin, no spaces. */
    plate: text('plate').notNull(),
    ownerKind: text('owner_kind').notNull(),
    ownerIdHash: text('owner_id_hash').notNull(),
    vehicleClass: text('vehicle_class').notNull(),
    axles: smallint('axles'),
    /** Entry into the toll section, and the passage at the control point (UTC instants). */
    entryAt: at('entry_at'),
    passageAt: at('passage_at').notNull(),
    receivedAt: at('received_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    processedAt: at('processed_at'),
    /** The period a paid maximum daily toll (or fee) covers. */
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    /** The currency the amount was set in (BGN until 2025, EUR from 2026). */
    currency: text('currency').notNull(),
    feeTariffId: integer('fee_tariff_id').references(() => compensatoryFeeTariffs.id),
    obuDataMissing: boolean('obu_data_missing').notNull().default(false),
    missingDataReason: text('missing_data_reason'),
    /** Ids of the evidential records (photos, OBU or tracker records). */
    evidentialRecords: jsonb('evidential_records').$type<string[]>().notNull().default([]),
    tollSectionId: text('toll_section_id'),
    tollSectionName: text('toll_section_name'),
    /** WGS 84: X is the longitude, Y the latitude. */
    coordinateX: doublePrecision('coordinate_x'),
    coordinateY: doublePrecision('coordinate_y'),
    direction: text('direction'),
    kilometre: doublePrecision('kilometre'),
    district: text('district'),
    municipality: text('municipality'),
    roadNumber: text('road_number'),
    location: text('location'),
    notifiedAt: at('notified_at'),
    ficheServedAt: at('fiche_served_at'),
    paidAt: at('paid_at'),
    // The sale item that paid it. Its foreign key to sale_items
    // (delicts_paid_by_sale_item_id_sale_items_id_fk, migration 0009) is in the database but not
    // declared here: sales.ts refers to delicts, and declaring the way back would make the two
    // schema files import each other (schema-links.test.ts checks that the key is there).
    paidBySaleItemId: uuid('paid_by_sale_item_id'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('delicts_document_number').on(t.documentNumber),
    uniqueIndex('delicts_paid_by_sale_item').on(t.paidBySaleItemId),
    index('delicts_vehicle').on(t.countryCode, t.plate, t.passageAt),
    check(
      'delicts_document_type',
      sql`${t.documentType} in ('NOTIFICATION', 'ELECTRONIC_FICHE', 'VIOLATION_ACT')`,
    ),
    check('delicts_type', sql`${t.delictType} in ('MAXIMUM_TOLL', 'COMPENSATORY_FEE')`),
    check(
      'delicts_status',
      sql`${t.status} in ('REGISTERED', 'FICHE_TO_BE_SERVED', 'SERVED', 'EXPIRED', 'PAID')`,
    ),
    check('delicts_owner_kind', sql`${t.ownerKind} in ('EGN', 'EIK')`),
    check(
      'delicts_vehicle_class',
      sql`${t.vehicleClass} in ('UP_TO_3_5T', 'FROM_3_5_TO_12T', 'OVER_12T_2_3_AXLES', 'OVER_12T_4_PLUS_AXLES', 'BUS')`,
    ),
    check('delicts_currency', sql`${t.currency} in ('BGN', 'EUR')`),
    check('delicts_amounts', sql`${t.amountBgn} > 0 and ${t.amountEur} > 0`),
    check('delicts_document_number_format', sql`${t.documentNumber} ~ '^[A-Z0-9-]{4,32}$'`),
    // Spec §5: a delict needs a reason when the OBU or tracker data is missing.
    check(
      'delicts_missing_data_reason',
      sql`not ${t.obuDataMissing} or coalesce(btrim(${t.missingDataReason}), '') <> ''`,
    ),
    check('delicts_paid', sql`(${t.status} = 'PAID') = (${t.paidAt} is not null)`),
    check(
      'delicts_validity',
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
  ],
);

/**
 * "Notify me about new delicts for this vehicle", asked from a look-up by vehicle and owner: an
 * address per country, plate and owner (hash). Notices go only about delicts registered against
 * that owner, so knowing a plate is not enough to learn where a vehicle was seen.
 */
export const delictNoticeSubscriptions = pgTable(
  'delict_notice_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: text('country_code').notNull(),
    plate: text('plate').notNull(),
    ownerIdHash: text('owner_id_hash').notNull(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('delict_notice_subscriptions_unique').on(
      t.countryCode,
      t.plate,
      t.ownerIdHash,
      sql`lower(${t.email})`,
    ),
    check(
      'delict_notice_subscriptions_lang',
      sql`${t.lang} in ('bg', 'en', 'ro', 'tr', 'el', 'de')`,
    ),
  ],
);

/** Each delict notice goes out once per address: the row is written with the send. */
export const delictNoticesSent = pgTable(
  'delict_notices_sent',
  {
    delictId: uuid('delict_id')
      .notNull()
      .references(() => delicts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    sentAt: created(),
  },
  (t) => [uniqueIndex('delict_notices_sent_unique').on(t.delictId, sql`lower(${t.email})`)],
);
