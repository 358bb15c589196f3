import { z } from 'zod';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import { DEFAULT_JOB_LEASE_SECONDS, jobWorkBudgetMs } from '@toll/domain/claim-leases';
import { createMassMailSender } from './sender';

/** `{ campaignId }` sends a batch; with `testTo` the test mail; with `recipientId` the log's resend. */
export const massMailJobSchema = z.object({
  campaignId: z.number().int().positive(),
  testTo: z.string().max(320).optional(),
  recipientId: z.number().int().positive().optional(),
});
export type MassMailJob = z.infer<typeof massMailJobSchema>;

/** Recipients sent per job: a job stays short, and the next batch is queued behind it. */
export const MASS_MAIL_BATCH = 200;

/**
 * Works the `mass-mail.send` queue beside the mail worker: one batch per job (200 recipients, or
 * what a third of the job's lease allows), and while recipients remain the job queues the next
 * batch, so a campaign is sent at the mail server's pace, no batch outlives its lease, and a
 * worker that dies half-way leaves only QUEUED rows for the retried job.
 */
export async function startMassMailWorker(
  jobs: Jobs,
  mailer: Pick<Mailer, 'send'>,
  db: Db,
  config: Pick<Config, 'publicBaseUrl'> & { jobLeaseSeconds?: number },
  logger: Logger,
  clock: Clock = systemClock,
): Promise<void> {
  const sender = createMassMailSender({ db, mailer, clock, publicBaseUrl: config.publicBaseUrl });
  await jobs.work<unknown>('mass-mail.send', async (data, job) => {
    const parsed = massMailJobSchema.safeParse(data);
    if (!parsed.success) {
      logger.error({ job: job.id, data }, 'mass mail job without a valid campaign: dropped');
      return;
    }
    const { campaignId, testTo, recipientId } = parsed.data;
    if (testTo) {
      await sender.sendTest(campaignId, testTo, job.id);
      logger.info({ job: job.id, campaignId }, 'mass mail test sent');
      return;
    }
    const outcome = recipientId
      ? await sender.resendOne(campaignId, recipientId)
      : await sender.sendBatch(
          campaignId,
          MASS_MAIL_BATCH,
          jobWorkBudgetMs(config.jobLeaseSeconds ?? DEFAULT_JOB_LEASE_SECONDS),
        );
    if (outcome.remaining) await jobs.send(db, 'mass-mail.send', { campaignId });
    logger.info({ job: job.id, campaignId, ...outcome }, 'mass mail batch');
  });
}
