import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './customers';
import { partners } from './partners';
import { users } from './identity';

/** The platform's own bank accounts, into which statements are read (migration 0025). */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  iban: text('iban').notNull().unique(),
  currency: char('currency', { length: 3 }).notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One uploaded statement; unique by account + statement id + sequence + file hash. */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  bankAccountId: integer('bank_account_id')
    .notNull()
    .references(() => bankAccounts.id, { onDelete: 'restrict' }),
  format: text('format').notNull(),
  statementRef: text('statement_ref').notNull(),
  sequence: text('sequence').notNull().default(''),
  fileName: text('file_name').notNull(),
  fileHash: text('file_hash').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  openingBalanceMinor: bigint('opening_balance_minor', { mode: 'number' }).notNull(),
  closingBalanceMinor: bigint('closing_balance_minor', { mode: 'number' }).notNull(),
  openingDate: date('opening_date', { mode: 'string' }),
  closingDate: date('closing_date', { mode: 'string' }),
  lineCount: integer('line_count').notNull(),
  newLines: integer('new_lines').notNull(),
  knownLines: integer('known_lines').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  /** A gap or overlap with the account's previous statement, accepted with a reason (0048). */
  continuity: jsonb('continuity').$type<{ findings: unknown[]; reason: string }>(),
  /** A whole import undone with a reason (0057): its journals reversed, its payments annulled. */
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
  undoReason: text('undo_reason'),
});

/**
 * A statement line, recorded once by its business key (`line_key`, unique among the lines not
 * UNDONE); its bank data never rewritten.
 */
export const bankTransactions = pgTable('bank_transactions', {
  id: serial('id').primaryKey(),
  bankAccountId: integer('bank_account_id')
    .notNull()
    .references(() => bankAccounts.id, { onDelete: 'restrict' }),
  statementId: integer('statement_id')
    .notNull()
    .references(() => bankStatements.id, { onDelete: 'restrict' }),
  lineKey: text('line_key').notNull(),
  entryRef: text('entry_ref'),
  bankReference: text('bank_reference'),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  bookingDate: date('booking_date', { mode: 'string' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  direction: text('direction').notNull(),
  counterpartyName: text('counterparty_name'),
  counterpartyIban: text('counterparty_iban'),
  remittance: text('remittance').notNull().default(''),
  status: text('status').notNull().default('UNPROCESSED'),
  errorCode: text('error_code'),
  errorText: text('error_text'),
  attempts: integer('attempts').notNull().default(1),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The score of the match (0–100) and its evidence, or a waiting line's best candidates (0057). */
  matchScore: smallint('match_score'),
  matchEvidence: jsonb('match_evidence').$type<{ evidence: unknown[]; suggestions: unknown[] }>(),
});

/** A payer's IBAN → the contract a clerk assigned its payment to (0057): "IBAN known". */
export const bankIbanLinks = pgTable(
  'bank_iban_links',
  {
    iban: text('iban').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    learnedFrom: integer('learned_from').references(() => bankTransactions.id, {
      onDelete: 'set null',
    }),
    learnedBy: integer('learned_by').references(() => users.id, { onDelete: 'set null' }),
    learnedAt: timestamp('learned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'bank_iban_links_pk', columns: [t.iban, t.accountId] })],
);

/** Spec §3 payment: bank (from a statement line), system or internal. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  number: text('number')
    .notNull()
    .default(sql`('P' || nextval('payment_number_seq')::text)`),
  kind: text('kind').notNull(),
  bankTransactionId: integer('bank_transaction_id').references(() => bankTransactions.id, {
    onDelete: 'restrict',
  }),
  paymentDate: date('payment_date', { mode: 'string' }).notNull(),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  /** Kept by the distributions' trigger; never written by the code. */
  distributedMinor: bigint('distributed_minor', { mode: 'number' }).notNull().default(0),
  annulled: boolean('annulled').notNull().default(false),
  reference: text('reference'),
  message: text('message').notNull().default(''),
  fileName: text('file_name'),
  ibanOld: text('iban_old'),
  ibanNew: text('iban_new'),
  /** Annulled by undoing its statement's import (0057): its shares stay as history. */
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A share of a payment: a contract's balance, its initial payment, or an invoice. Append-only. */
export const paymentDistributions = pgTable('payment_distributions', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'restrict' }),
  target: text('target').notNull(),
  /** The contract a share pays; null for a sale partner's payment (target PARTNER, migration 0043). */
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
  partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
  invoiceNumber: text('invoice_number'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A batch line's payment from a camt.054 notification (0057), booked to a contract or waiting. */
export const bankLineDetails = pgTable('bank_line_details', {
  id: serial('id').primaryKey(),
  bankTransactionId: integer('bank_transaction_id')
    .notNull()
    .references(() => bankTransactions.id, { onDelete: 'restrict' }),
  seq: integer('seq').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  counterpartyName: text('counterparty_name'),
  counterpartyIban: text('counterparty_iban'),
  remittance: text('remittance').notNull().default(''),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
  matchScore: smallint('match_score'),
  fileName: text('file_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
