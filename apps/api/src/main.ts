import { hostname } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { buildApp } from './app';
import { createCardGateway } from './modules/payments/gateway/setup';
import { createSalesRuntime } from './modules/sales/sales-runtime';
import { startNoticeWorker } from './modules/vignette-notices/notice-worker';
import { chargingSystemOf } from './modules/charging-sync/charging-system';
import { startChargingSyncWorker } from './modules/charging-sync/delivery';
import { startDocumentSweepWorker } from './modules/accounts/documents-sweep';
import { createDocumentStore } from './platform/document-store/config';
import { createNoticeService } from './modules/vignette-notices/service';
import { DEMO_STEPS } from './seed/demo-steps';
import { runSeeds } from './seed/run-seeds';
import { startDelictNoticeWorker } from './modules/delicts/notice-worker';
import { startMassMailWorker } from './modules/mass-mail/worker';
import { startReceiptWorker } from './modules/receipts/receipt-worker';
import {
  createCardPayments,
  startCardPaymentSweep,
} from './modules/contract-payments/card-payments';
import { createCardRefunds } from './modules/contract-payments/card-refunds';
import { startCredentialCleanup } from './modules/identity/credential-cleanup';
import { systemClock } from './platform/clock';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { openDatabase, pgliteDir, type Database } from './platform/db/database';
import { applyMigrations } from './platform/db/migrate';
import { lockDataDir } from './platform/db/pglite-lock';
import { openReadRouting } from './platform/db/read-replicas';
import { startBillingRunWorker } from './modules/billing/fee-run';
import { startLedgerAuditWorker } from './modules/ledger/auditor';
import { startTollPartitionWorker } from './modules/toll-charges/partitions';
import { startInvoiceMailWorker } from './modules/billing/invoice-mail';
import { startJobs } from './platform/jobs';
import { startWebhookWorker } from './modules/fleet/delivery';
import { startDailySummaryWorker } from './modules/fleet/daily-summary';
import { createLogger } from './platform/logger';
import { startMailWorker } from './platform/mail/mail-worker';
import { startScheduledReports } from './modules/reports/reports-runtime';
import { openMailTransport } from './platform/mail/mail-transport';
import { openSmsTransport } from './platform/sms/sms-transport';

type Role = 'all' | 'web' | 'worker';

/** `--role=web` serves HTTP only, `--role=worker` runs jobs only, the default does both. */
function processRole(argv: string[]): Role {
  const arg = argv.find((a) => a.startsWith('--role='))?.slice('--role='.length) ?? 'all';
  if (arg === 'all' || arg === 'web' || arg === 'worker') return arg;
  console.error(`Unknown --role=${arg}: use all, web or worker`);
  process.exit(78);
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/** Composition root: configuration → database (migrated, seeded) → jobs and mail → HTTP. */
async function main() {
  const role = processRole(process.argv);
  const config = configOrExit();
  const logger = createLogger(config);
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await open(config);
  await applyMigrations(database);
  if (config.seedDemo && role !== 'worker') {
    const applied = await runSeeds(database.db, DEMO_STEPS);
    if (applied.length > 0) logger.info({ steps: applied }, 'demo data seeded');
  }
  const jobs = await startJobs(database, logger, {
    leaseSeconds: config.jobLeaseSeconds,
    retryDelaySeconds: config.jobRetryDelaySeconds,
  });
  const mail = role === 'web' ? null : await openMailTransport(config, logger);
  if (mail) await startMailWorker(jobs, mail.mailer, logger, database.db);
  if (mail) await startReceiptWorker(jobs, mail.mailer, database.db, config, logger);
  if (mail) await startDelictNoticeWorker(jobs, mail.mailer, database.db, config, logger);
  if (mail) await startMassMailWorker(jobs, mail.mailer, database.db, config, logger);
  const sms =
    role === 'web'
      ? null
      : await openSmsTransport({ config, logger, db: database.db, clock: systemClock, jobs });
  if (mail) await startInvoiceMailWorker(jobs, mail.mailer, database.db, logger);
  const reads = await openReadRouting(database, {
    urls: role === 'worker' ? [] : config.databaseReadUrls,
    poolMax: config.databasePoolMax,
    maxLagMs: config.databaseReadMaxLagMs,
    logger,
  });
  const deps = { database, clock: systemClock, config, jobs, reads };
  const gateway = await createCardGateway({ db: database.db, config, clock: systemClock });
  if (gateway.kind === 'sandbox' && process.env.NODE_ENV === 'production')
    logger.warn('PAYMENT_GATEWAY is the sandbox: payments are simulated, no money moves');
  const sales = await createSalesRuntime(deps, logger, gateway);
  let stopWebhooks = () => {};
  if (role !== 'web') {
    await sales.paymentJobs.startWorkers();
    await startCardPaymentSweep(
      jobs,
      createCardPayments({ db: database.db, clock: systemClock, gateway }),
      logger,
      createCardRefunds({
        db: database.db,
        clock: systemClock,
        gateway,
        logger,
        leaseMs: config.claimLeaseMs,
      }),
      config.claimLeaseMs,
    );
    const notices = createNoticeService({
      db: database.db,
      clock: systemClock,
      jobs,
      publicBaseUrl: config.publicBaseUrl,
    });
    await startNoticeWorker(jobs, notices, logger);
    await startCredentialCleanup(jobs, database.db, systemClock, logger);
    const charging = chargingSystemOf(config, systemClock);
    await startChargingSyncWorker(jobs, { db: database.db, clock: systemClock, system: charging }, logger); // prettier-ignore
    await startBillingRunWorker(jobs, database.db, () => systemClock.now(), logger);
    await startLedgerAuditWorker(jobs, database.db, { now: () => systemClock.now(), financeMail: config.financeMail }, logger); // prettier-ignore
    const documents = createDocumentStore(config.documentStore);
    await startDocumentSweepWorker(jobs, { db: database.db, store: documents, clock: systemClock }, logger); // prettier-ignore
    stopWebhooks = await startWebhookWorker(
      jobs,
      {
        db: database.db,
        clock: systemClock,
        jobs,
        production: !config.webhookLocalUrls,
        leaseMs: config.claimLeaseMs,
        owner: `${hostname()}:${process.pid}`,
      },
      logger,
    );
    await startDailySummaryWorker(jobs, { db: database.db, clock: systemClock }, logger);
    await startTollPartitionWorker(jobs, { db: database.db, now: () => systemClock.now(), liveMonths: config.tollLiveMonths }, logger); // prettier-ignore
  }
  const reports =
    role === 'web'
      ? null
      : await startScheduledReports({
          db: database.db,
          clock: systemClock,
          config,
          jobs,
          mailer: mail?.mailer ?? null,
          logger,
        });
  const app = role === 'worker' ? null : await buildApp(deps, { logger, sales });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 15_000).unref();
    await app?.close();
    stopWebhooks();
    await jobs.stop();
    await reports?.close();
    await mail?.close();
    await sms?.close();
    await reads.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (!app) {
    console.log(`Road toll platform worker is running (database ${database.kind})`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  // The address users reach (PUBLIC_BASE_URL; by default the one listened on).
  const base = config.publicBaseUrl;
  console.log(
    [
      `Road toll platform is running at ${base}/`,
      `  public site   ${base}/bg/`,
      `  back-office   ${base}/office/`,
      `  tablet        ${base}/tablet/`,
      `  API docs      ${base}/api/docs`,
      `  database      ${database.kind} (${database.location})`,
      ...(config.databaseReadUrls.length > 0
        ? [`  reads         ${reads.status().reads} (replicas ${reads.database.location})`]
        : []),
      `  mail          ${config.smtpUrl ? 'SMTP' : `captured as .eml files in ${config.mailCaptureDir}`}`,
      `  memory        heap limit ${heapLimitMb()} MB (NODE_HEAP_MB with npm start)`,
    ].join('\n'),
  );
}

/**
 * The V8 heap limit this process runs with. Left to itself V8 sizes it from the machine's memory
 * (4 GB here) and lets short-lived garbage pile up in the old generation before it collects: a
 * 1,000,000-row export grew the process by 240 MB. `npm start` gives it NODE_HEAP_MB (1024 by
 * default), and the same export then grows it by tens of MB (bench/README "list exports").
 */
function heapLimitMb(): number {
  return Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
}

async function open(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax })
    : openDatabase({ kind: 'pglite', dataDir: pgliteDir(config.dataDir) });
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
