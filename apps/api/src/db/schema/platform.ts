import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Demo-data steps already applied, so `npm start` seeds each one exactly once. */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
