import type { Logger } from 'pino';
import type { Jobs } from '../../platform/jobs';
import type { NoticeService } from './service';

/** Expiry reminders run every hour at minute 7 (pg-boss cron); a run that finds nothing is cheap. */
export const REMINDER_SCHEDULE = '7 * * * *';

export async function startNoticeWorker(jobs: Jobs, service: NoticeService, logger: Logger) {
  await jobs.schedule('vignette.expiry-notices', REMINDER_SCHEDULE);
  await jobs.work('vignette.expiry-notices', async () => {
    const queued = await service.sendDueReminders();
    if (queued > 0) logger.info({ queued }, 'vignette expiry reminders queued');
  });
}
