import {
  bigint,
  char,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './customers';

/**
 * Toll charges (migration 0026, modules/toll-charges): the charging system's transactions, each
 * recorded once by its transaction id and booked in the ledger with that id as business key.
 * The constraints (status ⇔ contract and booking, amounts, times) live in the migration.
 */
export const tollChargingKeys = pgTable('toll_charging_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  keyPrefix: text('key_prefix').notNull(),
  keyHash: text('key_hash').notNull().unique('toll_charging_keys_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Partitioned by month of exit (migration 0060, decision 0014): the primary key is (id, exit_at);
 * "one row per charging-system id" is `tollTransactionKeys`, written with the row.
 */
export const tollTransactions = pgTable(
  'toll_transactions',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    transactionId: text('transaction_id').notNull(),
    // the contract and the journal are checked once per statement (migration 0042), not per row
    accountId: integer('account_id'),
    plate: text('plate').notNull(),
    deviceId: text('device_id'),
    segmentId: text('segment_id').notNull(),
    entryAt: timestamp('entry_at', { withTimezone: true }).notNull(),
    exitAt: timestamp('exit_at', { withTimezone: true }).notNull(),
    km: numeric('km', { precision: 9, scale: 3 }).notNull(),
    category: text('category').notNull(),
    emissionClass: text('emission_class').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    fromMainMinor: bigint('from_main_minor', { mode: 'number' }),
    fromSecondaryMinor: bigint('from_secondary_minor', { mode: 'number' }),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    dueDate: date('due_date'),
    source: text('source').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'toll_transactions_pkey', columns: [t.id, t.exitAt] })],
);

/** Every charging-system id recorded in a live month, and that month (the first of it, UTC). */
export const tollTransactionKeys = pgTable('toll_transaction_keys', {
  transactionId: text('transaction_id').primaryKey(),
  exitMonth: date('exit_month').notNull(),
});

export const tollLowBalanceNotices = pgTable('toll_low_balance_notices', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
});
