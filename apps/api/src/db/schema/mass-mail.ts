import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Mass mailing (spec §3 Mass mail), migration 0028: a campaign (subject and message in bg and en,
 * who it goes to) and one row per recipient, unique per campaign and lower(e-mail), so a second
 * press or a resumed job never mails an address twice. Checks in the migration keep the statuses.
 */
export const massMailCampaigns = pgTable(
  'mass_mail_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectBg: text('subject_bg').notNull(),
    subjectEn: text('subject_en').notNull(),
    messageBg: text('message_bg').notNull(),
    messageEn: text('message_en').notNull(),
    recipientKind: text('recipient_kind').notNull(),
    /** `{ all: true }`, `{ ids: [...] }` or `{ emails: [...] }`. */
    selection: jsonb('selection').notNull(),
    status: text('status').notNull().default('DRAFT'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    testSentTo: text('test_sent_to'),
    testSentAt: timestamp('test_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('mass_mail_campaigns_created').on(t.createdAt, t.id)],
);

export const massMailRecipients = pgTable(
  'mass_mail_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => massMailCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('bg'),
    status: text('status').notNull().default('QUEUED'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mass_mail_recipients_once').on(t.campaignId, sql`lower(${t.email})`),
    index('mass_mail_recipients_status_idx').on(t.campaignId, t.status, t.id),
  ],
);
