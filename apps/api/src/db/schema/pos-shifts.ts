import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { pointsOfSale } from './partners';

/**
 * Cashier shifts (spec §3, §4): status 1 open, 2 closed. At most one open shift per point of sale
 * (a partial unique index, migration 0016), so another user's open shift there refuses a new one.
 */
export const cashierShifts = pgTable(
  'cashier_shifts',
  {
    id: serial('id').primaryKey(),
    posId: integer('pos_id')
      .notNull()
      .references(() => pointsOfSale.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(1),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashier_shifts_one_open_per_pos')
      .on(t.posId)
      .where(sql`${t.status} = 1`),
    index('cashier_shifts_user').on(t.userId, t.openedAt),
    index('cashier_shifts_pos').on(t.posId, t.openedAt),
    check('cashier_shifts_status', sql`${t.status} in (1, 2)`),
    check('cashier_shifts_closed', sql`(${t.status} = 2) = (${t.closedAt} is not null)`),
    check('cashier_shifts_window', sql`${t.closedAt} is null or ${t.closedAt} >= ${t.openedAt}`),
  ],
);
