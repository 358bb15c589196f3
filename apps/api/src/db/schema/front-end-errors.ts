import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Errors reported by the browsers of production builds (spec §7 POST /front-end-error). */
export const frontEndErrors = pgTable(
  'front_end_errors',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    userId: text('user_id'),
    address: text('address').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('front_end_errors_created').on(t.createdAt)],
);
