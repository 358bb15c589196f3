import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './customers';

/**
 * The notification log (spec §3 Notification), migration 0022: one row per notice sent by any
 * sender through `recordNotification` (platform/notifications). `sourceKey` names the notice once,
 * so a retry or a resend updates its row; `resendQueue` + `resendData` is the job that sends it
 * again. Checks on the table keep the enumerations and "a failure carries its error".
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceKey: text('source_key').notNull().unique('notifications_source_key'),
    messageType: text('message_type').notNull(),
    channel: text('channel').notNull(),
    receiver: text('receiver').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    lang: text('lang').notNull().default('bg'),
    status: text('status').notNull().default('QUEUED'),
    errorText: text('error_text'),
    interfaceType: text('interface_type').notNull(),
    delictDocumentNumber: text('delict_document_number'),
    barcode: text('barcode'),
    contractId: integer('contract_id').references(() => accounts.id, { onDelete: 'set null' }),
    smscMessageId: text('smsc_message_id'),
    attempts: integer('attempts').notNull().default(0),
    resendQueue: text('resend_queue'),
    resendData: jsonb('resend_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_created').on(t.createdAt, t.id),
    index('notifications_contract')
      .on(t.contractId)
      .where(sql`${t.contractId} IS NOT NULL`),
    uniqueIndex('notifications_smsc_message')
      .on(t.smscMessageId)
      .where(sql`${t.smscMessageId} IS NOT NULL`),
    // SMS whose SMSC answer is not recorded, waiting for a receipt to settle them (migration 0059)
    index('notifications_sms_submitting')
      .on(t.receiver, t.updatedAt)
      .where(sql`${t.status} = 'SUBMITTING'`),
  ],
);
