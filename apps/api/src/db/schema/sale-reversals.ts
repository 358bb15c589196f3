import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { cashierShifts } from './pos-shifts';
import { paymentReversals, saleItems, sales } from './sales';

/**
 * A reversal made in the back-office inquiry (migration 0020): a whole sale or one item, with the
 * reason, who made it and how the money went back: a card sale through the gateway's reversal
 * (`payment_reversal_id`), a cash sale paid back from a shift (`shift_id`, in that shift's totals).
 * A whole sale is reversed at most once, and an item at most once (`sale_reversal_items`).
 */
export const saleReversals = pgTable(
  'sale_reversals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    wholeSale: boolean('whole_sale').notNull(),
    method: text('method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    shiftId: integer('shift_id').references(() => cashierShifts.id, { onDelete: 'restrict' }),
    paymentReversalId: uuid('payment_reversal_id').references(() => paymentReversals.id, {
      onDelete: 'restrict',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_reversals_whole')
      .on(t.saleId)
      .where(sql`${t.wholeSale}`),
    index('sale_reversals_sale').on(t.saleId),
    index('sale_reversals_shift')
      .on(t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    check('sale_reversals_method', sql`${t.method} in ('CARD', 'CASH', 'ACCOUNT')`),
    check(
      'sale_reversals_amount',
      sql`${t.amountMinor} > 0 and ${t.amountBgn} > 0 and ${t.amountEur} > 0`,
    ),
    check('sale_reversals_currency', sql`${t.currency} in ('BGN', 'EUR')`),
    check('sale_reversals_reason', sql`length(btrim(${t.reason})) between 1 and 500`),
    check(
      'sale_reversals_card',
      sql`(${t.method} = 'CARD') = (${t.paymentReversalId} is not null)`,
    ),
  ],
);

/** The items a reversal took back: each item at most once, ever. */
export const saleReversalItems = pgTable(
  'sale_reversal_items',
  {
    reversalId: uuid('reversal_id')
      .notNull()
      .references(() => saleReversals.id, { onDelete: 'cascade' }),
    saleItemId: uuid('sale_item_id')
      .notNull()
      .references(() => saleItems.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('sale_reversal_items_once').on(t.saleItemId),
    index('sale_reversal_items_reversal').on(t.reversalId),
  ],
);
