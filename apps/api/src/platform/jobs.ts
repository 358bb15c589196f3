import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { DEFAULT_JOB_LEASE_SECONDS, jobLeaseSweepSeconds } from '@toll/domain/claim-leases';
import type { Logger } from 'pino';
import type { Database, Executor } from './db/database';
import { metrics } from './metrics';

/** `startAfter`: not before this moment; `singletonKey`: at most one queued job with this key. */
export type SendOptions = { startAfter?: Date; singletonKey?: string; retryDelaySeconds?: number };

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/** Queues this platform uses; each is created at start. */
export const QUEUES = [
  'mail.send',
  'receipt.send',
  'payment.status-check',
  'payment.status-sweep',
  'payment.reverse',
  'sale.order-expiry',
  'vignette.expiry-notices',
  'delict.notice',
  'identity.credential-cleanup',
  'sms.send',
  'charging.sync',
  'documents.sweep',
  'report.deliver',
  'report.schedule',
  'invoice.send',
  'billing.run',
  'mass-mail.send',
  'card-payment.sweep',
  'ledger.audit',
  'webhook.deliver',
  'fleet.daily-summary',
  'toll.partitions',
] as const;
export type QueueName = (typeof QUEUES)[number];

/**
 * Builds a drizzle SQL from text with $1…$n placeholders, so pg-boss can write its job rows
 * through an open drizzle transaction: the job then exists exactly when the change that caused it
 * commits.
 */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${value === undefined ? null : value}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

function adapterFor(executor: Executor) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = (await executor.execute(positionalSql(text, values ?? []))) as unknown as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss on the platform's own database: on PostgreSQL with its own small pool, on PGlite through
 * the embedded connection. Jobs are retried with backoff; work runs in this process (the default
 * all-in-one role) or in worker processes of the same code.
 */
export async function startJobs(
  database: Database,
  logger: Logger,
  options: { leaseSeconds?: number; retryDelaySeconds?: number } = {},
) {
  // Each job is a claim with a lease (`expire_in`); maintenance retries the jobs of dead workers.
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_JOB_LEASE_SECONDS;
  const defaultRetryDelay = options.retryDelaySeconds ?? 30;
  const lease = {
    schema: 'pgboss',
    maintenanceIntervalSeconds: jobLeaseSweepSeconds(leaseSeconds),
  };
  const boss = database.url
    ? new PgBoss({ connectionString: database.url, max: 4, ...lease })
    : new PgBoss({
        db: { executeSql: (text, values) => database.rawQuery(text, values) },
        ...lease,
      });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const queue of QUEUES) {
    if (!(await boss.getQueue(queue))) await boss.createQueue(queue);
  }
  return {
    /** Queues a job inside an open transaction (or on the database directly). */
    async send<T extends object>(
      executor: Executor,
      queue: QueueName,
      data: T,
      options: SendOptions = {},
    ): Promise<void> {
      await boss.send(queue, data, {
        db: adapterFor(executor),
        retryLimit: 8,
        retryDelay: options.retryDelaySeconds ?? defaultRetryDelay,
        retryBackoff: true,
        expireInSeconds: leaseSeconds,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    /** A cron schedule (UTC) for a queue; every process may declare it, pg-boss keeps one. */
    async schedule(queue: QueueName, cron: string): Promise<void> {
      await boss.schedule(queue, cron, {}, { tz: 'UTC', expireInSeconds: leaseSeconds });
    },
    /**
     * Queues one run of a swept queue now (or at `startAfter`), beside its cron: at start, what a
     * dead process left behind (claims past their lease) is taken over at once rather than at
     * the next tick.
     */
    async runNow(queue: QueueName, data: object = {}, startAfter?: Date): Promise<void> {
      await boss.send(queue, data, {
        singletonKey: `${queue}:${startAfter ? 'later' : 'now'}`,
        expireInSeconds: leaseSeconds,
        ...(startAfter ? { startAfter } : {}),
      });
    },
    async work<T>(queue: QueueName, handler: JobHandler<T>): Promise<void> {
      await boss.work<T>(queue, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
        for (const job of jobs)
          await handler(job.data, { id: job.id, retryCount: 0 }).catch((error: unknown) => {
            metrics.jobFailures.inc({ queue });
            throw error;
          });
      });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}

export type Jobs = Awaited<ReturnType<typeof startJobs>>;
