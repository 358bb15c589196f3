import { pino } from 'pino';
import { buildApp } from '../app';
import type { App } from '../platform/app-types';
import { fixedClock } from '../platform/clock';
import { loadConfig, type Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import { startJobs, type Jobs } from '../platform/jobs';
import { startMailCapture, type MailCapture } from '../platform/mail/mail-capture';
import { createMailer } from '../platform/mail/mailer';
import { startMailWorker } from '../platform/mail/mail-worker';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: App;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  jobs: Jobs;
  /** The SMTP capture the mail worker delivers to (with `mail: true`). */
  mailbox: MailCapture | null;
  close(): Promise<void>;
};

export type TestAppOptions = { now?: string; env?: Record<string, string>; mail?: boolean };

/** The whole API in process (requests through `app.inject`) on a fresh database, at a set time. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = fixedClock(options.now ?? '2026-11-21T10:00:00Z');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    CAPTCHA_DISABLED: 'true',
    AUTH_RATE_LIMIT: '10000',
    PUBLIC_BASE_URL: 'https://toll.test',
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const jobs = await startJobs(database, logger);
  const mailbox = options.mail ? await startMailCapture({ dir: null }) : null;
  const mailer = mailbox ? createMailer(mailbox.url, config.mailFrom) : null;
  if (mailer) await startMailWorker(jobs, mailer, logger);
  const app = await buildApp({ database, clock, config, jobs });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    jobs,
    mailbox,
    close: async () => {
      await app.close();
      await jobs.stop();
      mailer?.close();
      await mailbox?.close();
      await database.close();
    },
  };
}
