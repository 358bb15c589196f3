import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from './partners';

/**
 * Issued sale items summed per Sofia day, point of sale, channel, product and payment method
 * (migration 0023). Kept by a trigger on `sale_items` in the same transaction; never written by
 * the application.
 */
export const reportSalesDaily = pgTable(
  'report_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    partnerId: integer('partner_id'),
    posId: integer('pos_id'),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    productKey: text('product_key').notNull(),
    paymentMethod: text('payment_method').notNull(),
    items: integer('items').notNull(),
    amountBgn: bigint('amount_bgn', { mode: 'number' }).notNull(),
    amountEur: bigint('amount_eur', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('report_sales_daily_key').on(
      t.day,
      sql`(coalesce(${t.posId}, 0))`,
      t.channel,
      t.productKey,
      t.paymentMethod,
    ),
    index('report_sales_daily_partner').on(t.partnerId, t.day),
    check('report_sales_daily_items', sql`${t.items} >= 0`),
  ],
);

/** Which scheduled reports a partner receives, how often and how (spec §3 Partner "receives reports"). */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    schedule: text('schedule').notNull(),
    format: text('format').notNull().default('xlsx'),
    byEmail: boolean('by_email').notNull().default(true),
    bySftp: boolean('by_sftp').notNull().default(false),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_subscriptions_unique').on(t.partnerId, t.reportType, t.schedule)],
);

/**
 * One delivery per partner, report, period and channel: sent at most once (migration 0023); the
 * accountant's report one per period, format and address (0032).
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** null only for the accountant's report (migration 0032), sent to `recipient`. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    fileName: text('file_name').notNull(),
    recipient: text('recipient'),
    /** The language of a delivery with no partner (null: the partner's). */
    lang: text('lang'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('report_deliveries_unique').on(
      t.partnerId,
      t.reportType,
      t.periodFrom,
      t.periodTo,
      t.channel,
    ),
    index('report_deliveries_status').on(t.status, t.createdAt),
  ],
);
