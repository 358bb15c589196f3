import { z } from 'zod';
import type { Logger } from 'pino';
import { isLang } from '@toll/domain/languages';
import { systemClock, type Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import {
  errorText,
  recordNotification,
  type NotificationEntry,
} from '../../platform/notifications/notification-log';
import { countryIn } from '../receipts/receipt-format';
import { createDelictDocuments } from './delict-documents';
import { composeDelictNotice } from './notice-mail';
import { isUnsubscribed, noticeRecipients, recordNoticeSent } from './repo';

const noticeJobSchema = z.object({ delictId: z.uuid() });

export type NoticeOutcome = { sent: number; skipped: number };

/**
 * Tells every subscribed address about a newly registered delict, once per address. Each mail is
 * sent inside a transaction that first records it (`delict_notices_sent`, unique per delict and
 * address) and checks the address has not unsubscribed: a failed send rolls the record back and
 * the job is retried; a crash after the server accepted it and before the commit can repeat that
 * one mail (the receipts' choice: a rare duplicate over a lost notice). An unsubscribed address is
 * never mailed.
 */
export function createDelictNoticeSender(deps: {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const documents = createDelictDocuments({ db: deps.db, clock: deps.clock });

  async function send(delictId: string): Promise<NoticeOutcome> {
    const document = await documents.document({ id: delictId });
    if (!document) return { sent: 0, skipped: 0 };
    const outcome = { sent: 0, skipped: 0 };
    for (const recipient of await noticeRecipients(deps.db, document.row)) {
      const lang = isLang(recipient.lang) ? recipient.lang : 'bg';
      const now = deps.clock.now();
      const mail = composeDelictNotice(
        document.row,
        { email: recipient.email, lang },
        {
          publicBaseUrl: deps.publicBaseUrl,
          country: countryIn(document.row.countryCode, document.country, lang),
          now,
        },
      );
      const entry: NotificationEntry = {
        sourceKey: `delict:${delictId}:${recipient.email.toLowerCase()}`,
        kind: 'delictNotice',
        channel: 'EMAIL',
        receiver: recipient.email,
        subject: mail.subject,
        body: mail.text,
        lang,
        delictDocumentNumber: document.row.documentNumber,
        resend: { queue: 'delict.notice', data: { delictId } },
      };
      const sent = await deps.db
        .transaction(async (tx) => {
          if (await isUnsubscribed(tx, recipient.email)) return false;
          if (!(await recordNoticeSent(tx, delictId, recipient.email, now))) return false;
          await deps.mailer.send(mail);
          await recordNotification(tx, entry, { status: 'SENT', at: deps.clock.now() });
          return true;
        })
        .catch(async (error: unknown) => {
          await recordNotification(deps.db, entry, {
            status: 'FAILED',
            at: deps.clock.now(),
            error: errorText(error),
          });
          throw error;
        });
      if (sent) outcome.sent += 1;
      else outcome.skipped += 1;
    }
    return outcome;
  }

  return { send };
}

/** Works the `delict.notice` queue (`{ delictId }`), beside the mail and receipt workers. */
export async function startDelictNoticeWorker(
  jobs: Jobs,
  mailer: Pick<Mailer, 'send'>,
  db: Db,
  config: Pick<Config, 'publicBaseUrl'>,
  logger: Logger,
  clock: Clock = systemClock,
): Promise<void> {
  const sender = createDelictNoticeSender({
    db,
    mailer,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });
  await jobs.work<unknown>('delict.notice', async (data, job) => {
    const parsed = noticeJobSchema.safeParse(data);
    if (!parsed.success) {
      logger.error({ job: job.id, data }, 'delict notice job without a valid delict id: dropped');
      return;
    }
    const outcome = await sender.send(parsed.data.delictId);
    logger.info({ job: job.id, delictId: parsed.data.delictId, ...outcome }, 'delict notices');
  });
}
