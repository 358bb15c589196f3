import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../app';
import { startDelictNoticeWorker } from '../modules/delicts/notice-worker';
import { startReceiptWorker } from '../modules/receipts/receipt-worker';
import type { App } from '../platform/app-types';
import { fixedClock } from '../platform/clock';
import { loadConfig, type Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import type { ReadRouting } from '../platform/db/read-replicas';
import { startJobs, type Jobs } from '../platform/jobs';
import { startMailCapture, type MailCapture } from '../platform/mail/mail-capture';
import { createMailer } from '../platform/mail/mailer';
import { startMailWorker } from '../platform/mail/mail-worker';
import { startSmscCapture, type SmscCapture } from '../platform/sms/smsc-capture';
import { openSmsTransport } from '../platform/sms/sms-transport';
import { openTestDatabase } from './test-database';
import type { CardGateway } from '../modules/payments/gateway/card-gateway';
import { createCardGateway } from '../modules/payments/gateway/setup';
import { createSalesRuntime } from '../modules/sales/sales-runtime';
import type { SalesModule } from '../modules/sales/sales-module';

export type TestApp = {
  app: App;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  jobs: Jobs;
  /** The SMTP capture the mail worker delivers to (with `mail: true`). */
  mailbox: MailCapture | null;
  /** The local SMSC the SMS worker submits to over SMPP (with `sms: true`). */
  smsc: SmscCapture | null;
  /** Sales: the payment jobs (status checks, reversals) run when a test calls them. */
  sales: SalesModule;
  close(): Promise<void>;
};

export type TestAppOptions = {
  now?: string;
  env?: Record<string, string>;
  mail?: boolean;
  /** Start a local SMSC and the SMS worker. */
  sms?: boolean;
  /** The card gateway (default: the configured one, the sandbox). */
  gateway?: CardGateway;
  /** An open database to run on (default: a fresh migrated one); closed with the app. */
  database?: Database;
  /** A fresh database with the demo data of `npm start` (a copy of the run's demo template). */
  demo?: boolean;
  /** Read replicas for the read-only paths (closed with the app). */
  reads?: (database: Database) => Promise<ReadRouting>;
};

let documentDir: string | null = null;
const testDocumentDir = () => (documentDir ??= mkdtempSync(join(tmpdir(), 'toll-documents-')));

/** The whole API in process (requests through `app.inject`) on a fresh database, at a set time. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase({ demo: options.demo }));
  const clock = fixedClock(options.now ?? '2026-11-21T10:00:00Z');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    CAPTCHA_DISABLED: 'true',
    AUTH_RATE_LIMIT: '10000',
    REFRESH_RATE_LIMIT: '10000',
    PUBLIC_BASE_URL: 'https://toll.test',
    // the RegiX sandbox's "no answer" plates end at this timeout
    REGIX_TIMEOUT_MS: '300',
    // uploaded documents go to a folder of this test run, not the developer's DATA_DIR
    DOCUMENT_DIR: testDocumentDir(),
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const jobs = await startJobs(database, logger);
  const mailbox = options.mail ? await startMailCapture({ dir: null }) : null;
  const mailer = mailbox ? createMailer(mailbox.url, config.mailFrom) : null;
  if (mailer) await startMailWorker(jobs, mailer, logger, database.db, clock);
  if (mailer) await startReceiptWorker(jobs, mailer, database.db, config, logger, clock);
  if (mailer) await startDelictNoticeWorker(jobs, mailer, database.db, config, logger, clock);
  const sms = options.sms
    ? await openSmsTransport(
        { config, logger, db: database.db, clock, jobs },
        { capture: await startSmscCapture({ dir: null }) },
      )
    : null;
  const reads = options.reads ? await options.reads(database) : undefined;
  const deps = { database, clock, config, jobs, reads };
  const sales = await createSalesRuntime(
    deps,
    logger,
    options.gateway ?? (await createCardGateway({ db: database.db, config, clock })),
  );
  const app = await buildApp(deps, { sales });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    jobs,
    mailbox,
    smsc: sms?.capture ?? null,
    sales,
    close: async () => {
      await app.close();
      await jobs.stop();
      await sms?.close();
      await sms?.capture?.close();
      await reads?.close();
      mailer?.close();
      await mailbox?.close();
      await database.close();
    },
  };
}
