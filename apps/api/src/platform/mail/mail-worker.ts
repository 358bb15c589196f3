import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { systemClock } from '../clock';
import type { Db } from '../db/database';
import type { Jobs } from '../jobs';
import { alreadySent, errorText, recordNotification } from '../notifications/notification-log';
import { composeMail, type MailMessage } from './compose';
import type { Mailer } from './mailer';

/** A queued message; `notificationKey` is set when the log's resend queued it again. */
export type MailJob = MailMessage & { notificationKey?: string };

/** Account mail carries one-time links: logged without its text, and never resent from the log. */
const SECRET_KINDS: ReadonlySet<MailMessage['kind']> = new Set([
  'activation',
  'registrationExists',
  'passwordReset',
  'unsubscribeConfirm',
]);

/**
 * Sends queued mail and writes each attempt to the notification log (one row per message: a retry
 * updates it). A failure is logged FAILED with its error and thrown, and the queue retries the job
 * with backoff.
 */
export async function startMailWorker(
  jobs: Jobs,
  mailer: Mailer,
  logger: Logger,
  db: Db,
  clock: Clock = systemClock,
): Promise<void> {
  await jobs.work<MailJob>('mail.send', async (data, job) => {
    const { notificationKey, ...message } = data;
    const mail = composeMail(message as MailMessage);
    const secret = SECRET_KINDS.has(message.kind);
    const sourceKey = notificationKey ?? `mail:${job.id}`;
    const entry = {
      sourceKey,
      kind: message.kind,
      channel: 'EMAIL' as const,
      receiver: mail.to,
      subject: mail.subject,
      body: secret ? null : mail.text,
      lang: message.lang,
      barcode: 'number' in message.vars ? message.vars.number : null,
      resend: secret
        ? null
        : { queue: 'mail.send' as const, data: { ...message, notificationKey: sourceKey } },
    };
    // A resend and the queue's own retry may both be pending: whichever comes second sends nothing.
    if (await alreadySent(db, sourceKey)) return;
    try {
      await mailer.send({ ...mail, eventKey: `mail:${job.id}` });
    } catch (error) {
      await recordNotification(db, entry, {
        status: 'FAILED',
        at: clock.now(),
        error: errorText(error),
      });
      throw error;
    }
    await recordNotification(db, entry, { status: 'SENT', at: clock.now() });
    logger.info({ job: job.id, to: mail.to, kind: message.kind }, 'mail sent');
  });
}
