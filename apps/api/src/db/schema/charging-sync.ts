import {
  bigint,
  bigserial,
  char,
  customType,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './customers';

/**
 * The charging-system sync outbox (migration 0024): one row per change the roadside/GNSS charging
 * system must learn, written in the transaction of the change, delivered in id order per entity.
 */
export const chargingSyncOutbox = pgTable('charging_sync_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  op: text('op').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A contract's files (migration 0024): the signed contract and bank guarantee once each. */
export const accountDocuments = pgTable('account_documents', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: char('sha256', { length: 64 }).notNull(),
  /** The bytes of a file uploaded before migration 0031; later ones are in the document store. */
  content: bytea('content'),
  uploadedBy: integer('uploaded_by'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which store holds each uploaded file's bytes, once per SHA-256 (migration 0031). */
export const documentFiles = pgTable('document_files', {
  sha256: char('sha256', { length: 64 }).primaryKey(),
  sizeBytes: integer('size_bytes').notNull(),
  storage: text('storage').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

/** POST /accountUnits/massDepositPayment requests (migration 0024), one open per contract. */
export const accountDepositRequests = pgTable('account_deposit_requests', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  unitCount: integer('unit_count').notNull(),
  status: text('status').notNull().default('REQUESTED'),
  requestedBy: integer('requested_by'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  /** Booked (migration 0031): the devices paid for, the amount, the ledger transaction. */
  deviceCount: integer('device_count'),
  amountMinor: bigint('amount_minor', { mode: 'number' }),
  currency: char('currency', { length: 3 }),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
  bookedAt: timestamp('booked_at', { withTimezone: true }),
});
