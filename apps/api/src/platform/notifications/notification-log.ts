import { eq, sql } from 'drizzle-orm';
import {
  messageTypeFor,
  type NotificationChannel,
  type NotificationStatus,
} from '@toll/domain/notifications';
import { notifications } from '../../db/schema/notifications';
import type { Executor } from '../db/database';
import type { QueueName } from '../jobs';

/** What a sender knows about one notice. `sourceKey` names it once across retries and resends. */
export type NotificationEntry = {
  sourceKey: string;
  kind: string;
  channel: NotificationChannel;
  receiver: string;
  subject: string;
  /** The text as sent; null for notices whose text carries a secret (account links). */
  body?: string | null;
  lang?: string;
  delictDocumentNumber?: string | null;
  barcode?: string | null;
  contractId?: number | null;
  /** The job that sends this notice again (null: it cannot be resent, e.g. a password link). */
  resend?: { queue: QueueName; data: object } | null;
};

export type NotificationOutcome =
  | { status: 'QUEUED' }
  | { status: 'SENT'; at: Date; smscMessageId?: string }
  | { status: 'FAILED'; at: Date; error: string };

const MAX_ERROR = 1000;

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || 'unknown error').slice(0, MAX_ERROR);
}

/**
 * The one way every sender writes the notification log (spec §3 Notification): the first call for
 * a `sourceKey` adds the row, later ones (a retry, a resend) update its status, error and attempt
 * count. Returns the row's number.
 */
export async function recordNotification(
  db: Executor,
  entry: NotificationEntry,
  outcome: NotificationOutcome,
): Promise<number> {
  const attempted = outcome.status === 'QUEUED' ? 0 : 1;
  const values = {
    sourceKey: entry.sourceKey,
    messageType: messageTypeFor(entry.kind),
    channel: entry.channel,
    receiver: entry.receiver.slice(0, 320),
    kind: entry.kind,
    subject: entry.subject.slice(0, 500),
    body: entry.body ?? null,
    lang: entry.lang ?? 'bg',
    status: outcome.status,
    errorText: outcome.status === 'FAILED' ? outcome.error.slice(0, MAX_ERROR) : null,
    interfaceType: entry.channel === 'SMS' ? 'SMPP' : 'SMTP',
    delictDocumentNumber: entry.delictDocumentNumber ?? null,
    barcode: entry.barcode ?? null,
    contractId: entry.contractId ?? null,
    smscMessageId: outcome.status === 'SENT' ? (outcome.smscMessageId ?? null) : null,
    attempts: attempted,
    resendQueue: entry.resend?.queue ?? null,
    resendData: entry.resend?.data ?? null,
    sentAt: outcome.status === 'SENT' ? outcome.at : null,
  };
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: notifications.sourceKey,
      set: {
        status: values.status,
        errorText: values.errorText,
        subject: values.subject,
        body: values.body,
        smscMessageId: sql`coalesce(excluded.smsc_message_id, ${notifications.smscMessageId})`,
        attempts: sql`${notifications.attempts} + ${attempted}`,
        sentAt: sql`coalesce(excluded.sent_at, ${notifications.sentAt})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/**
 * Adds a QUEUED row for a notice unless its source key is already in the log (then nothing
 * changes): the claim of a notice that must go out once (SMS senders). `created` is true for the
 * first claim only.
 */
export async function claimNotification(
  db: Executor,
  entry: NotificationEntry,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(notifications)
    .values({
      sourceKey: entry.sourceKey,
      messageType: messageTypeFor(entry.kind),
      channel: entry.channel,
      receiver: entry.receiver.slice(0, 320),
      kind: entry.kind,
      subject: entry.subject.slice(0, 500),
      body: entry.body ?? null,
      lang: entry.lang ?? 'bg',
      status: 'QUEUED',
      interfaceType: entry.channel === 'SMS' ? 'SMPP' : 'SMTP',
      delictDocumentNumber: entry.delictDocumentNumber ?? null,
      barcode: entry.barcode ?? null,
      contractId: entry.contractId ?? null,
      attempts: 0,
      resendQueue: entry.resend?.queue ?? null,
      resendData: entry.resend?.data ?? null,
    })
    .onConflictDoNothing({ target: notifications.sourceKey })
    .returning({ id: notifications.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.sourceKey, entry.sourceKey));
  return { id: existing!.id, created: false };
}

/** A status change of a known row (SMS worker, delivery receipts, resend). */
export async function markNotification(
  db: Executor,
  id: number,
  change: { status: NotificationStatus; at: Date; error?: string | null; smscMessageId?: string },
): Promise<void> {
  await db
    .update(notifications)
    .set({
      status: change.status,
      errorText: change.error ? change.error.slice(0, MAX_ERROR) : null,
      updatedAt: change.at,
      ...(change.status === 'SENT' ? { sentAt: change.at } : {}),
      ...(change.status === 'DELIVERED' || change.status === 'UNDELIVERED'
        ? { deliveredAt: change.at }
        : {}),
      ...(change.status === 'SENT' || change.status === 'FAILED'
        ? { attempts: sql`${notifications.attempts} + 1` }
        : {}),
      ...(change.smscMessageId ? { smscMessageId: change.smscMessageId } : {}),
    })
    .where(eq(notifications.id, id));
}

/** The SMSC's delivery receipt for a message id: DELIVERED or UNDELIVERED (with its status). */
export async function recordDelivery(
  db: Executor,
  smscMessageId: string,
  receipt: { delivered: boolean; stat: string; err: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({
      status: receipt.delivered ? 'DELIVERED' : 'UNDELIVERED',
      errorText: receipt.delivered ? null : `${receipt.stat} (err ${receipt.err})`,
      deliveredAt: at,
      updatedAt: at,
    })
    .where(eq(notifications.smscMessageId, smscMessageId))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Whether the notice named `sourceKey` already reached its server (SENT or DELIVERED). */
export async function alreadySent(db: Executor, sourceKey: string): Promise<boolean> {
  const [row] = await db
    .select({ status: notifications.status })
    .from(notifications)
    .where(eq(notifications.sourceKey, sourceKey));
  return row?.status === 'SENT' || row?.status === 'DELIVERED';
}
