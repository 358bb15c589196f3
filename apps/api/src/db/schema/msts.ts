import {
  bigint,
  bigserial,
  boolean,
  char,
  customType,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './customers';
import { users } from './identity';
import { ledgerTransactions } from './ledger';

/**
 * International toll (MSTS, migration 0032, modules/msts): toll domains with the platform's dated
 * overcharge, the outside toll service's keys, the batches received (kept as documents) and the
 * transactions, each recorded once and booked in the ledger. Constraints and the guard trigger
 * (MSTS contracts only; amounts never change; billed once) live in the migration.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const mstsTollDomains = pgTable('msts_toll_domains', {
  code: text('code').primaryKey(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  nameBg: text('name_bg').notNull(),
  nameEn: text('name_en').notNull(),
});

export const mstsOvercharges = pgTable('msts_overcharges', {
  id: serial('id').primaryKey(),
  tollDomain: text('toll_domain')
    .notNull()
    .references(() => mstsTollDomains.code, { onDelete: 'restrict' }),
  overchargeBp: integer('overcharge_bp').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
});

export const mstsApiKeys = pgTable('msts_api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  keyPrefix: text('key_prefix').notNull(),
  keyHash: text('key_hash').notNull().unique('msts_api_keys_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const mstsBatches = pgTable('msts_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  source: text('source').notNull(),
  fileName: text('file_name'),
  content: bytea('content'),
  sha256: text('sha256').notNull(),
  received: integer('received').notNull(),
  booked: integer('booked').notNull(),
  duplicates: integer('duplicates').notNull(),
  billedNow: integer('billed_now').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  apiKeyId: integer('api_key_id').references(() => mstsApiKeys.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mstsTransactions = pgTable('msts_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  transactionId: text('transaction_id').notNull().unique('msts_transactions_transaction_id'),
  batchId: bigint('batch_id', { mode: 'number' })
    .notNull()
    .references(() => mstsBatches.id, { onDelete: 'restrict' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  haulierId: text('haulier_id').notNull(),
  plate: text('plate').notNull(),
  vehicleCountry: char('vehicle_country', { length: 2 }).notNull(),
  tollDomain: text('toll_domain')
    .notNull()
    .references(() => mstsTollDomains.code, { onDelete: 'restrict' }),
  entryPoint: text('entry_point').notNull(),
  entryAt: timestamp('entry_at', { withTimezone: true }).notNull(),
  exitPoint: text('exit_point').notNull(),
  exitAt: timestamp('exit_at', { withTimezone: true }).notNull(),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
  vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
  overchargeBp: integer('overcharge_bp').notNull(),
  overchargeMinor: bigint('overcharge_minor', { mode: 'number' }).notNull(),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  billed: boolean('billed').notNull().default(false),
  billedAt: timestamp('billed_at', { withTimezone: true }),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
