import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerApiKeys } from './partners';
import { sales } from './sales';

/**
 * The reseller API's idempotency store (migration 0021): per API key and `Idempotency-Key`, the
 * hash of the first request and, once it is answered, its status and body, replayed for 24 hours;
 * while PENDING, the lease of the request that claimed it (migration 0047).
 */
export const resellerRequests = pgTable(
  'reseller_requests',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => partnerApiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('PENDING'),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who holds a PENDING key (process and request) and until when (migration 0047). */
    owner: text('owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'reseller_requests_pkey', columns: [t.apiKeyId, t.idempotencyKey] }),
    index('reseller_requests_expires').on(t.expiresAt),
    check('reseller_requests_state', sql`${t.state} in ('PENDING', 'DONE')`),
  ],
);
