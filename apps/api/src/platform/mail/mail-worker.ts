import type { Logger } from 'pino';
import type { Jobs } from '../jobs';
import { composeMail, type MailMessage } from './compose';
import type { Mailer } from './mailer';

/** Sends queued mail; a failure throws, and the queue retries the job with backoff. */
export async function startMailWorker(jobs: Jobs, mailer: Mailer, logger: Logger): Promise<void> {
  await jobs.work<MailMessage>('mail.send', async (message, job) => {
    const mail = composeMail(message);
    await mailer.send(mail);
    logger.info({ job: job.id, to: mail.to, kind: message.kind }, 'mail sent');
  });
}
