import { char, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A site user's saved vehicles (spec §7 `/vehicles`), migration 0031: once per user, country and
 * normalised plate; at most 50 per user (a trigger in the migration).
 */
export const savedVehicles = pgTable(
  'saved_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: char('country_code', { length: 2 }).notNull(),
    plate: text('plate').notNull(),
    vehicleType: text('vehicle_type').notNull().default('car'),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_vehicles_once').on(t.userId, t.countryCode, t.plate)],
);
