import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import type { Executor } from '../db/database';

/**
 * The SMS sender's reads and writes of the notification log: the submit claim, the SMSC's answer,
 * and the rows a delivery receipt of an unknown message id may belong to.
 */
export type SmsRow = typeof notifications.$inferSelect;

export async function findSms(db: Executor, id: number): Promise<SmsRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row && row.channel === 'SMS' ? row : null;
}

/**
 * QUEUED/FAILED → SUBMITTING, or a SUBMITTING row unsettled since before `staleBefore` taken over:
 * only from the status the caller read, so of two claimants one wins.
 */
export async function claimSubmit(
  db: Executor,
  row: SmsRow,
  at: Date,
  staleBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .update(notifications)
    .set({ status: 'SUBMITTING', updatedAt: at })
    .where(
      and(
        eq(notifications.id, row.id),
        eq(notifications.status, row.status),
        row.status === 'SUBMITTING' ? lt(notifications.updatedAt, staleBefore) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return claimed.length > 0;
}

/** The SMSC took it: SENT with its message id, unless a receipt settled the row first. */
export async function recordSubmitted(db: Executor, id: number, messageId: string, at: Date) {
  await db
    .update(notifications)
    .set({
      status: 'SENT',
      errorText: null,
      updatedAt: at,
      sentAt: at,
      attempts: sql`${notifications.attempts} + 1`,
      smscMessageId: messageId,
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'SUBMITTING')));
}

/** The submit went unanswered: the row stays SUBMITTING, with why. */
export async function recordUnanswered(db: Executor, id: number, error: string) {
  await db
    .update(notifications)
    .set({ errorText: error })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'SUBMITTING')));
}

/** SMS to a number left SUBMITTING since a moment: what a receipt of an unknown id may settle. */
export async function unsettledTo(db: Executor, receiver: string, since: Date) {
  return db
    .select({ id: notifications.id, body: notifications.body, subject: notifications.subject })
    .from(notifications)
    .where(
      and(
        eq(notifications.status, 'SUBMITTING'),
        eq(notifications.receiver, receiver),
        gte(notifications.updatedAt, since),
      ),
    );
}

/** Settles a SUBMITTING row by its receipt (the SMSC's id, DELIVERED or UNDELIVERED). */
export async function settleByReceipt(
  db: Executor,
  id: number,
  receipt: { messageId: string; delivered: boolean; stat: string; err: string },
  at: Date,
): Promise<boolean> {
  const settled = await db
    .update(notifications)
    .set({
      status: receipt.delivered ? 'DELIVERED' : 'UNDELIVERED',
      errorText: receipt.delivered ? null : `${receipt.stat} (err ${receipt.err})`,
      smscMessageId: receipt.messageId,
      sentAt: at,
      deliveredAt: at,
      updatedAt: at,
      attempts: sql`${notifications.attempts} + 1`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'SUBMITTING')))
    .returning({ id: notifications.id });
  return settled.length > 0;
}
