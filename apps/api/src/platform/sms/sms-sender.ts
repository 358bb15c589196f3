import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { normalisePhone } from '@toll/domain/notifications';
import { notifications } from '../../db/schema/notifications';
import { AppError } from '../http/app-error';
import type { Clock } from '../clock';
import type { Db, Executor } from '../db/database';
import type { Jobs } from '../jobs';
import {
  claimNotification,
  errorText,
  markNotification,
  recordDelivery,
} from '../notifications/notification-log';
import type { SmsClient } from './sms-client';

const RECEIPT_WAITS = 20;
const RECEIPT_WAIT_MS = 250;

/** One SMS a sender wants to go out; `sourceKey` names it once (a second call queues nothing). */
export type SmsNotice = {
  sourceKey: string;
  kind: string;
  to: string;
  text: string;
  lang?: string;
  contractId?: number | null;
  barcode?: string | null;
  delictDocumentNumber?: string | null;
};

/**
 * Queues an SMS inside the caller's transaction: the log row (QUEUED) and the `sms.send` job
 * commit together with the change that caused them. The source key names the notice once: a
 * second call with it (a rerun, a racing sender) queues nothing and answers the first row's number
 * — the insert decides, so two racing senders cannot both queue it. `queued` says which happened.
 */
export async function queueSms(
  tx: Executor,
  jobs: Pick<Jobs, 'send'>,
  notice: SmsNotice,
  retryDelaySeconds?: number,
): Promise<number> {
  return (await queueSmsOnce(tx, jobs, notice, retryDelaySeconds)).id;
}

export async function queueSmsOnce(
  tx: Executor,
  jobs: Pick<Jobs, 'send'>,
  notice: SmsNotice,
  retryDelaySeconds?: number,
): Promise<{ id: number; queued: boolean }> {
  const to = normalisePhone(notice.to);
  if (!to) throw new AppError(400, { code: 'notification.invalidPhone' });
  const claimed = await claimNotification(tx, {
    sourceKey: notice.sourceKey,
    kind: notice.kind,
    channel: 'SMS',
    receiver: to,
    subject: notice.text.slice(0, 60),
    body: notice.text,
    lang: notice.lang ?? 'bg',
    contractId: notice.contractId ?? null,
    barcode: notice.barcode ?? null,
    delictDocumentNumber: notice.delictDocumentNumber ?? null,
    resend: { queue: 'sms.send', data: {} },
  });
  if (!claimed.created) return { id: claimed.id, queued: false };
  await jobs.send(
    tx,
    'sms.send',
    { notificationId: claimed.id },
    retryDelaySeconds ? { retryDelaySeconds } : {},
  );
  return { id: claimed.id, queued: true };
}

/**
 * Works the `sms.send` queue (`{ notificationId }`): submits the logged SMS over SMPP and records
 * SENT with the SMSC's message id; a refused bind, a refused submit or a timeout records FAILED
 * with the reason and throws, so the queue retries with backoff. A notice already SENT or
 * DELIVERED is not submitted again. Delivery receipts update the row (`handleReceipt`).
 */
export function createSmsSender(deps: { db: Db; clock: Clock; logger: Logger }) {
  async function send(client: SmsClient, notificationId: number): Promise<'sent' | 'skipped'> {
    const [row] = await deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notificationId));
    if (!row || row.channel !== 'SMS') return 'skipped';
    if (row.status === 'SENT' || row.status === 'DELIVERED') return 'skipped';
    let messageId: string;
    try {
      messageId = await client.submit(row.receiver, row.body ?? row.subject);
    } catch (error) {
      await markNotification(deps.db, row.id, {
        status: 'FAILED',
        at: deps.clock.now(),
        error: errorText(error),
      });
      throw error;
    }
    await markNotification(deps.db, row.id, {
      status: 'SENT',
      at: deps.clock.now(),
      smscMessageId: messageId,
    });
    return 'sent';
  }

  async function handleReceipt(receipt: {
    messageId: string;
    delivered: boolean;
    stat: string;
    err: string;
  }) {
    // The receipt can overtake the worker's own write of the message id: wait for it a while.
    for (let attempt = 0; attempt < RECEIPT_WAITS; attempt++) {
      if (await recordDelivery(deps.db, receipt.messageId, receipt, deps.clock.now())) return;
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_WAIT_MS));
    }
    deps.logger.warn({ receipt }, 'delivery receipt for an unknown SMS');
  }

  return { send, handleReceipt };
}

export async function startSmsWorker(
  jobs: Jobs,
  client: SmsClient,
  sender: ReturnType<typeof createSmsSender>,
  logger: Logger,
): Promise<void> {
  await jobs.work<{ notificationId?: unknown }>('sms.send', async (data, job) => {
    const id = Number(data.notificationId);
    if (!Number.isSafeInteger(id) || id <= 0) {
      logger.error({ job: job.id, data }, 'SMS job without a notification id: dropped');
      return;
    }
    const outcome = await sender.send(client, id);
    logger.info({ job: job.id, notificationId: id, outcome }, 'SMS job done');
  });
}
