import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { vignettes } from './sales';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Vehicles that need no paid vignette (spec §1): the free annual "social" vignette of people with
 * 50 % or more reduced work capacity, and other whitelisted vehicles. The checks find them like
 * vignettes; they are issued from the back-office (demo data for now).
 */
export const vignetteExemptions = pgTable(
  'vignette_exemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    countryCode: text('country_code').notNull(),
    plate: text('plate').notNull(),
    holderName: text('holder_name').notNull(),
    /** The decision or document it rests on (e.g. the TELK decision number). */
    basis: text('basis').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('ACTIVE'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('vignette_exemptions_plate').on(t.countryCode, t.plate, t.validUntil),
    check('vignette_exemptions_kind', sql`${t.kind} in ('SOCIAL', 'WHITELIST')`),
    check('vignette_exemptions_status', sql`${t.status} in ('ACTIVE', 'REVOKED')`),
    check('vignette_exemptions_window', sql`${t.validUntil} > ${t.validFrom}`),
  ],
);

/** An address that asked for notices about a vignette (add-email, or the buyer's receipt address). */
export const vignetteNoticeSubscriptions = pgTable(
  'vignette_notice_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vignetteId: uuid('vignette_id')
      .notNull()
      .references(() => vignettes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('vignette_notice_subscriptions_unique').on(t.vignetteId, sql`lower(${t.email})`),
    check(
      'vignette_notice_subscriptions_lang',
      sql`${t.lang} in ('bg', 'en', 'ro', 'tr', 'el', 'de')`,
    ),
  ],
);

/** Each notice goes out once: a row per vignette, kind and address, written with the send. */
export const vignetteNoticesSent = pgTable(
  'vignette_notices_sent',
  {
    vignetteId: uuid('vignette_id')
      .notNull()
      .references(() => vignettes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    sentAt: created(),
  },
  (t) => [
    uniqueIndex('vignette_notices_sent_unique').on(t.vignetteId, t.kind, sql`lower(${t.email})`),
    check('vignette_notices_sent_kind', sql`${t.kind} in ('EXPIRY_3_DAYS', 'EXPIRY_LAST_DAY')`),
  ],
);

/** Addresses that want no more notices (vignette expiry, delicts). */
export const emailUnsubscriptions = pgTable('email_unsubscriptions', {
  email: text('email').primaryKey(),
  unsubscribedAt: created(),
});

/** A pending unsubscribe: the link mailed to the address, stored as a hash, one use. */
export const unsubscribeRequests = pgTable(
  'unsubscribe_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('unsubscribe_requests_email').on(sql`lower(${t.email})`, t.createdAt)],
);

/** A mobile number for the SMS reminders of one vignette (migration 0032; its holder's consent). */
export const vignetteSmsSubscriptions = pgTable(
  'vignette_sms_subscriptions',
  {
    vignetteId: uuid('vignette_id')
      .notNull()
      .references(() => vignettes.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    lang: text('lang').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ name: 'vignette_sms_subscriptions_pk', columns: [t.vignetteId, t.phone] })],
);
