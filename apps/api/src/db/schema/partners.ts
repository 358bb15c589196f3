import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Partners (spec §3 Partner): sale partners and commissioners. This table holds the public fields
 * the site lists; the back-office partner module adds the rest of spec §3 (UIC, invoicing, terminals,
 * commissions…) to it. Column names follow the spec's field names.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    partnerType: text('partner_type').notNull(),
    website: text('website'),
    city: text('city'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partners_type_name').on(t.partnerType, t.name),
    check(
      'partners_partner_type',
      sql`${t.partnerType} in ('SALE_PARTNER', 'COMMISSIONER', 'TOLL_CUSTOMER')`,
    ),
    check(
      'partners_status',
      sql`${t.status} in ('ACTIVE', 'PRE_ACTIVE', 'PRE_CLOSED', 'SUSPENDED', 'INACTIVE', 'CLOSED')`,
    ),
  ],
);
