import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The double-entry ledger (migration 0018, modules/ledger). Amounts are minor units, positive =
 * debit, negative = credit. The triggers of 0018 keep `balance_minor`, refuse unbalanced
 * transactions at COMMIT, refuse updates and deletes, and refuse debits beyond `floor_minor`.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    ownerId: integer('owner_id'),
    currency: char('currency', { length: 3 }).notNull(),
    normalSide: smallint('normal_side').notNull(),
    floorMinor: bigint('floor_minor', { mode: 'number' }),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_key').on(t.kind, t.ownerId, t.currency).nullsNotDistinct(),
    unique('ledger_accounts_id_currency').on(t.id, t.currency),
    check('ledger_accounts_kind', sql`${t.kind} ~ '^[A-Z][A-Z_]{1,39}$'`),
    check('ledger_accounts_currency', sql`${t.currency} in ('BGN', 'EUR')`),
    check('ledger_accounts_normal_side', sql`${t.normalSide} in (1, -1)`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    businessKey: text('business_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    reversesTransactionId: bigint('reverses_transaction_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerTransactions.id,
      { onDelete: 'restrict' },
    ),
    description: text('description'),
    refs: jsonb('refs').$type<Record<string, number | string>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('ledger_transactions_idempotency').on(t.type, t.businessKey),
    uniqueIndex('ledger_transactions_reversed_once')
      .on(t.reversesTransactionId)
      .where(sql`${t.reversesTransactionId} is not null`),
    index('ledger_transactions_occurred').on(t.occurredAt),
    check('ledger_transactions_type', sql`${t.type} ~ '^[A-Z][A-Z_]{1,39}$'`),
    check('ledger_transactions_business_key', sql`length(${t.businessKey}) between 1 and 200`),
    check(
      'ledger_transactions_description',
      sql`${t.description} is null or length(${t.description}) <= 1000`,
    ),
    check('ledger_transactions_refs', sql`jsonb_typeof(${t.refs}) = 'object'`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Its transaction (id, occurred_at) and its account (id, currency) are checked once per
    // statement by the entries' triggers (migration 0042), not by per-row foreign keys.
    index('ledger_entries_transaction').on(t.transactionId),
    index('ledger_entries_account').on(t.accountId, t.occurredAt, t.id),
    index('ledger_entries_occurred').on(t.occurredAt),
    check('ledger_entries_non_zero', sql`${t.amountMinor} <> 0`),
  ],
);

/**
 * Each account's debits (≥ 0) and credits (≤ 0) per Sofia day, added to by a statement trigger on
 * `ledger_entries` in the same statement as the entries (migration 0039): the trial balance of
 * whole days reads it instead of the entries. Never written by the application.
 */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    day: date('day').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    debitsMinor: bigint('debits_minor', { mode: 'number' }).notNull(),
    creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'ledger_daily_pkey', columns: [t.day, t.accountId] }),
    check('ledger_daily_sides', sql`${t.debitsMinor} >= 0 and ${t.creditsMinor} <= 0`),
  ],
);
