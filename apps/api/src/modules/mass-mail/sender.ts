import { eq } from 'drizzle-orm';
import { OFFICE_LANGS, type Lang } from '@toll/domain/languages';
import { massMailCampaigns } from '../../db/schema/mass-mail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import {
  errorText,
  recordNotification,
  type NotificationEntry,
} from '../../platform/notifications/notification-log';
import { composeMassMail } from './mail';
import * as repo from './repo';

/** The notification log's kind of every mass mail (and of its tests). */
export const MASS_MAIL_KIND = 'massMail';

export type BatchOutcome = { sent: number; failed: number; skipped: number; remaining: boolean };

/**
 * Sends a campaign's queued recipients, a batch at a time. Each recipient is sent inside its own
 * transaction that first locks the row while it is still QUEUED (a resumed or doubled job waits on
 * the lock, then finds it SENT and sends nothing), checks the address has not unsubscribed, sends,
 * marks it SENT and logs it (recordNotification, kind massMail). A failed send rolls back, then the
 * row is marked FAILED with the error and logged, and the batch goes on: the "not sent to" list
 * shows it, and the notification log's resend queues it again. A crash after the server accepted a
 * mail and before the commit can repeat that one mail (the receipts' and delict notices' choice).
 */
export function createMassMailSender(deps: {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { db, clock } = deps;

  async function sendOne(campaign: repo.CampaignRow, recipientId: number) {
    let entry: NotificationEntry | null = null;
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.lockQueued(tx, recipientId);
        if (!row) return 'none' as const;
        if (await repo.isUnsubscribed(tx, row.email)) {
          await repo.setRecipientStatus(tx, row.id, {
            status: 'SKIPPED_UNSUBSCRIBED',
            at: clock.now(),
          });
          return 'skipped' as const;
        }
        const lang = row.lang as Lang;
        const mail = composeMassMail(campaign, { email: row.email, lang }, deps);
        entry = {
          sourceKey: `mass-mail:${campaign.id}:${row.email.toLowerCase()}`,
          kind: MASS_MAIL_KIND,
          channel: 'EMAIL',
          receiver: row.email,
          subject: mail.subject,
          body: mail.text,
          lang,
          resend: { queue: 'mass-mail.send', data: { campaignId: campaign.id, recipientId } },
        };
        await deps.mailer.send({ ...mail, eventKey: `mass-mail:${campaign.id}:${row.id}` });
        const at = clock.now();
        await repo.setRecipientStatus(tx, row.id, { status: 'SENT', at });
        await recordNotification(tx, entry, { status: 'SENT', at });
        return 'sent' as const;
      });
    } catch (error) {
      if (!entry) throw error;
      const at = clock.now();
      const text = errorText(error);
      await repo.setRecipientStatus(db, recipientId, { status: 'FAILED', at, error: text });
      await recordNotification(db, entry, { status: 'FAILED', at, error: text });
      return 'failed' as const;
    }
  }

  /**
   * Sends up to `limit` queued recipients, stopping early once `budgetMs` has passed (the job's
   * share of its lease); `remaining` says whether another batch is needed.
   */
  async function sendBatch(
    campaignId: number,
    limit = 200,
    budgetMs = Number.POSITIVE_INFINITY,
  ): Promise<BatchOutcome> {
    const stopAt = clock.now().getTime() + budgetMs;
    const outcome: BatchOutcome = { sent: 0, failed: 0, skipped: 0, remaining: false };
    const campaign = await repo.findCampaign(db, campaignId);
    if (!campaign || campaign.status === 'DRAFT') return outcome;
    const batch = await repo.nextQueued(db, campaignId, limit);
    let stopped = false;
    for (const { id } of batch) {
      if (clock.now().getTime() >= stopAt) {
        stopped = true;
        break;
      }
      const result = await sendOne(campaign, id);
      if (result === 'sent') outcome.sent += 1;
      else if (result === 'failed') outcome.failed += 1;
      else if (result === 'skipped') outcome.skipped += 1;
    }
    outcome.remaining = stopped || batch.length === limit;
    await repo.refreshCounts(db, campaignId, clock.now());
    return outcome;
  }

  /** The log's resend: a FAILED recipient goes back to QUEUED and is sent now. */
  async function resendOne(campaignId: number, recipientId: number): Promise<BatchOutcome> {
    const outcome: BatchOutcome = { sent: 0, failed: 0, skipped: 0, remaining: false };
    const campaign = await repo.findCampaign(db, campaignId);
    const row = await repo.findRecipient(db, recipientId);
    if (!campaign || row?.campaignId !== campaignId) return outcome;
    if (row.status === 'FAILED')
      await repo.setRecipientStatus(db, recipientId, { status: 'QUEUED', at: clock.now() });
    const result = await sendOne(campaign, recipientId);
    if (result === 'sent') outcome.sent = 1;
    else if (result === 'failed') outcome.failed = 1;
    else if (result === 'skipped') outcome.skipped = 1;
    await repo.refreshCounts(db, campaignId, clock.now());
    return outcome;
  }

  /** The test mail: the campaign in both languages to one address, logged, before any send. */
  async function sendTest(campaignId: number, to: string, jobId: string): Promise<void> {
    const campaign = await repo.findCampaign(db, campaignId);
    if (!campaign) return;
    for (const lang of OFFICE_LANGS) {
      const mail = composeMassMail(campaign, { email: to, lang }, { ...deps, test: true });
      const entry: NotificationEntry = {
        sourceKey: `mass-mail-test:${campaignId}:${jobId}:${lang}`,
        kind: MASS_MAIL_KIND,
        channel: 'EMAIL',
        receiver: to,
        subject: mail.subject,
        body: mail.text,
        lang,
        resend: null,
      };
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        await recordNotification(db, entry, {
          status: 'FAILED',
          at: clock.now(),
          error: errorText(error),
        });
        throw error;
      }
      await recordNotification(db, entry, { status: 'SENT', at: clock.now() });
    }
    await db
      .update(massMailCampaigns)
      .set({ testSentTo: to, testSentAt: clock.now() })
      .where(eq(massMailCampaigns.id, campaignId));
  }

  return { sendBatch, resendOne, sendTest };
}

export type MassMailSender = ReturnType<typeof createMassMailSender>;
