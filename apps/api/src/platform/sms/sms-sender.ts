import type { Logger } from 'pino';
import { normalisePhone, receiptMatchesMessage } from '@toll/domain/notifications';
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
import { SmsError, type ReceivedReceipt, type SmsClient } from './sms-client';
import {
  claimSubmit,
  findSms,
  recordSubmitted,
  recordUnanswered,
  settleByReceipt,
  unsettledTo,
} from './sms-repo';

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
 * Works the `sms.send` queue (`{ notificationId }`). The row goes SUBMITTING (committed) before the
 * message is handed to the SMSC, and SENT with the SMSC's message id after its answer; a refused
 * bind or submit records FAILED with the reason and throws, so the queue retries with backoff. A
 * notice already SENT, DELIVERED or UNDELIVERED is not submitted again.
 *
 * A row found SUBMITTING may have reached the SMSC (the process died before it recorded the answer,
 * or the answer was lost): it is not submitted again while its receipt can still come — every
 * receipt of an unknown message id is matched to such a row by number and text (`handleReceipt`),
 * which settles it — and only after the message's validity and a grace passed with no receipt is it
 * submitted again (the SMSC then holds no such message). So an SMS goes out once per notice.
 */
export function createSmsSender(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  jobs: Pick<Jobs, 'send'>;
  /** How long an unsettled SMS waits for its receipt (`smsResubmitAfterMs`). */
  resubmitAfterMs: number;
}) {
  const { resubmitAfterMs } = deps;

  /** Queues a look at an unsettled row for when its receipt can no longer come. */
  async function recheckLater(id: number, from: Date) {
    // a little after the moment (never now: this very job may hold the same singleton key)
    const due = Math.max(from.getTime() + resubmitAfterMs, deps.clock.now().getTime());
    const startAfter = new Date(due + 500);
    await deps.jobs.send(
      deps.db,
      'sms.send',
      { notificationId: id },
      { startAfter, singletonKey: `sms.recheck:${id}:${startAfter.getTime()}` },
    );
  }

  async function send(
    client: SmsClient,
    notificationId: number,
  ): Promise<'sent' | 'skipped' | 'awaiting-receipt'> {
    const row = await findSms(deps.db, notificationId);
    if (!row) return 'skipped';
    if (!['QUEUED', 'FAILED', 'SUBMITTING'].includes(row.status)) return 'skipped';
    const now = deps.clock.now();
    if (row.status === 'SUBMITTING') {
      if (now.getTime() - row.updatedAt.getTime() < resubmitAfterMs) {
        await recheckLater(row.id, row.updatedAt);
        return 'awaiting-receipt';
      }
      deps.logger.warn(
        { notificationId: row.id, since: row.updatedAt },
        'SMS left unsettled with no receipt within its validity: submitting it again',
      );
    }
    // the claim: only the worker that moves the row on from what it read submits it
    const staleBefore = new Date(now.getTime() - resubmitAfterMs);
    if (!(await claimSubmit(deps.db, row, now, staleBefore))) return 'skipped';
    let messageId: string;
    try {
      messageId = await client.submit(row.receiver, row.body ?? row.subject);
    } catch (error) {
      if (error instanceof SmsError && error.uncertain) {
        // the SMSC may hold it: its receipt settles the row, or the recheck sends it again
        await recordUnanswered(deps.db, row.id, errorText(error));
        await recheckLater(row.id, now);
        deps.logger.warn({ notificationId: row.id, err: error }, 'SMS submit unanswered');
        return 'awaiting-receipt';
      }
      await markNotification(deps.db, row.id, {
        status: 'FAILED',
        at: deps.clock.now(),
        error: errorText(error),
      });
      throw error;
    }
    // a receipt may have settled it already (matched by number and text)
    await recordSubmitted(deps.db, row.id, messageId, deps.clock.now());
    return 'sent';
  }

  async function handleReceipt(receipt: ReceivedReceipt) {
    // The receipt can overtake the worker's own write of the message id: wait for it a while.
    for (let attempt = 0; attempt < RECEIPT_WAITS; attempt++) {
      if (await recordDelivery(deps.db, receipt.messageId, receipt, deps.clock.now())) return;
      if (await settleUnanswered(receipt)) return;
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_WAIT_MS));
    }
    deps.logger.warn({ receipt }, 'delivery receipt for an unknown SMS');
  }

  /**
   * A receipt of a message id not recorded here: the receipt of an SMS left SUBMITTING whose answer
   * never came, when exactly one such row to that number matches its text (`receiptMatchesMessage`).
   */
  async function settleUnanswered(receipt: ReceivedReceipt): Promise<boolean> {
    if (!receipt.from) return false;
    const since = new Date(deps.clock.now().getTime() - resubmitAfterMs);
    const candidates = await unsettledTo(deps.db, receipt.from, since);
    const byText = candidates.filter(
      (c) => receiptMatchesMessage(receipt, c.body ?? c.subject) === 'text',
    );
    const byNumber = candidates.filter(
      (c) => receiptMatchesMessage(receipt, c.body ?? c.subject) !== 'no',
    );
    const match = byText.length === 1 ? byText[0] : byNumber.length === 1 ? byNumber[0] : null;
    if (!match) return false;
    const settled = await settleByReceipt(deps.db, match.id, receipt, deps.clock.now());
    if (settled)
      deps.logger.info(
        { notificationId: match.id, messageId: receipt.messageId },
        'unanswered SMS settled by its delivery receipt',
      );
    return settled;
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
