import type { Logger } from 'pino';
import { paymentOutcome } from '@toll/domain/payment-outcome';
import { newNonce } from '../payments/gateway/borica-protocol';
import type { CardGateway } from '../payments/gateway/card-gateway';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { reversalApproved, STATUS_FINAL_AFTER_MS, type ResultHandler } from './payment-results';
import {
  bringStatusChecksForward,
  claimDueStatusChecks,
  findAttempt,
  lockReversal,
  logGatewayMessage,
  updateAttempt,
  updateReversal,
  type AttemptRow,
} from './repo';

/**
 * The two server-to-server duties of payments, run as jobs:
 *  - status check (TRTYPE 90): a buyer who closes the browser never brings a result back, and an
 *    "unknown, maybe charged" result must be resolved. Every attempt is made with the time of a
 *    check after the gateway's window (16 minutes, when its answer is final; `status_check_at`);
 *    an unknown result brings it forward, a final answer clears it. A sweep every minute queues a
 *    check job for each attempt that is due; a check that is not final yet sets the next time.
 *  - reversal (TRTYPE 24): money taken for items that could not be activated, or a second payment
 *    for a sale already paid, goes back. One reversal per sale transaction; a refused reversal is
 *    left FAILED for the back-office.
 * A gateway that cannot be reached makes the job throw, and the queue retries it with backoff.
 */
export type PaymentJobDeps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  logger: Logger;
  gateway: CardGateway;
  results: ResultHandler;
  /** The counter orders' expiry (spec §9: 30 minutes to pay), run by its own sweep. */
  expireCounterOrders?: () => Promise<string[]>;
};

/** The sweep that queues due status checks: every minute (UTC cron), at most this many a run. */
export const STATUS_SWEEP_SCHEDULE = '* * * * *';
const SWEEP_LIMIT = 500;

/** How long to keep asking about an attempt whose status stays unknown. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const RECHECK_EVERY_MS = 30 * 60_000;

export function createPaymentJobs(deps: PaymentJobDeps) {
  async function checkStatus(attemptId: string): Promise<void> {
    const attempt = await findAttempt(deps.db, attemptId);
    if (!attempt || attempt.final) return;
    const response = await deps.gateway.statusCheck({
      orderCode: attempt.orderCode,
      nonce: newNonce(),
    });
    const applied = await deps.results.apply('status', response, attempt.id);
    if (applied.kind === 'rejected')
      deps.logger.error({ attemptId, reason: applied.reason }, 'status check answer refused');
    await scheduleNextCheck(attempt);
  }

  async function scheduleNextCheck(before: AttemptRow) {
    const after = await findAttempt(deps.db, before.id);
    if (!after || after.final) return;
    const now = deps.clock.now();
    const age = now.getTime() - after.createdAt.getTime();
    if (age > GIVE_UP_AFTER_MS) {
      deps.logger.error({ attemptId: after.id }, 'payment status still unknown after 24 hours');
      return;
    }
    const finalAt = after.createdAt.getTime() + STATUS_FINAL_AFTER_MS;
    const next = age < STATUS_FINAL_AFTER_MS ? finalAt : now.getTime() + RECHECK_EVERY_MS;
    await updateAttempt(deps.db, after.id, { statusCheckAt: new Date(next) });
  }

  /**
   * Queues a status check for every attempt that is due, in the transaction that claims them: a
   * claimed attempt always has its job. Returns the attempts queued.
   */
  async function sweepDueChecks(): Promise<string[]> {
    return deps.db.transaction(async (tx) => {
      const due = await claimDueStatusChecks(tx, deps.clock.now(), SWEEP_LIMIT);
      for (const { id } of due)
        await deps.jobs.send(
          tx,
          'payment.status-check',
          { attemptId: id },
          {
            singletonKey: `status:${id}`,
          },
        );
      return due.map(({ id }) => id);
    });
  }

  /**
   * No database transaction is held while the gateway is asked: the gateway is a remote party (and
   * the sandbox, on the embedded database, shares its one connection). A reversal asked twice is
   * safe: the gateway refuses a second one ("already executed", -21) and the status check of the
   * reversal then settles it.
   */
  async function reverse(reversalId: string): Promise<void> {
    const claimed = await deps.db.transaction(async (tx) => {
      const reversal = await lockReversal(tx, reversalId);
      if (!reversal || reversal.state !== 'PENDING') return null;
      await updateReversal(tx, reversal.id, { tries: reversal.tries + 1 });
      return { reversal, attempt: (await findAttempt(tx, reversal.attemptId))! };
    });
    if (!claimed) return;
    const { reversal, attempt } = claimed;
    const now = deps.clock.now();
    const response = await deps.gateway.reverse({
      orderCode: attempt.orderCode,
      nonce: newNonce(),
      amountMinor: reversal.amountMinor,
      currency: reversal.currency as 'EUR' | 'BGN',
      description: `Refund ${attempt.orderCode}`,
      rrn: attempt.rrn ?? '',
      intRef: attempt.intRef ?? '',
      timestamp: now,
    });
    await logGatewayMessage(deps.db, {
      attemptId: attempt.id,
      kind: 'reversal',
      signatureValid: response.signatureValid,
      outcome: response.signatureValid && reversalApproved(response.fields) ? 'approved' : null,
      fields: response.fields,
    });
    if (!response.signatureValid) throw new Error('reversal answer with a bad signature');
    let done = reversalApproved(response.fields);
    // "Already executed" (a retry after an answer we never recorded): ask how the reversal went.
    if (
      !done &&
      paymentOutcome({ action: response.fields.ACTION, rc: response.fields.RC }) === 'verify'
    ) {
      const status = await deps.gateway.statusCheck({
        orderCode: attempt.orderCode,
        nonce: newNonce(),
        originalType: 'reversal',
      });
      await logGatewayMessage(deps.db, {
        attemptId: attempt.id,
        kind: 'status',
        signatureValid: status.signatureValid,
        outcome: status.signatureValid && reversalApproved(status.fields) ? 'approved' : null,
        fields: status.fields,
      });
      done = status.signatureValid && reversalApproved(status.fields);
    }
    await updateReversal(deps.db, reversal.id, {
      state: done ? 'DONE' : 'FAILED',
      action: response.fields.ACTION ?? null,
      rc: response.fields.RC ?? null,
      doneAt: done ? now : null,
    });
    if (!done)
      deps.logger.error({ reversalId, rc: response.fields.RC }, 'reversal refused by the gateway');
  }

  /**
   * Crash recovery at start: a buyer's return that was in flight when the previous process died
   * got no answer, and the gateway sends nothing else by itself. Every attempt made before this
   * start that still waits is asked about now (the sweep runs at once, not at its next tick), so
   * an approval the gateway gave is booked within seconds of the restart, once.
   */
  async function recoverAtStart(startedAt: Date): Promise<number> {
    const brought = await bringStatusChecksForward(deps.db, startedAt, deps.clock.now());
    await deps.jobs.runNow('payment.status-sweep');
    return brought;
  }

  async function startWorkers(): Promise<void> {
    const startedAt = deps.clock.now();
    await deps.jobs.schedule('payment.status-sweep', STATUS_SWEEP_SCHEDULE);
    await deps.jobs.work('payment.status-sweep', async () => {
      const queued = await sweepDueChecks();
      if (queued.length > 0) deps.logger.info({ queued: queued.length }, 'status checks queued');
    });
    await deps.jobs.work<{ attemptId: string }>('payment.status-check', (data) =>
      checkStatus(data.attemptId),
    );
    await deps.jobs.work<{ reversalId: string }>('payment.reverse', (data) =>
      reverse(data.reversalId),
    );
    const expire = deps.expireCounterOrders;
    if (expire) {
      await deps.jobs.schedule('sale.order-expiry', STATUS_SWEEP_SCHEDULE);
      await deps.jobs.work('sale.order-expiry', async () => {
        const expired = await expire();
        if (expired.length > 0) deps.logger.info({ expired: expired.length }, 'orders expired');
      });
    }
    const brought = await recoverAtStart(startedAt);
    if (brought > 0)
      deps.logger.info({ brought }, 'status checks of payments in flight brought forward');
  }

  return { checkStatus, sweepDueChecks, reverse, recoverAtStart, startWorkers };
}

export type PaymentJobs = ReturnType<typeof createPaymentJobs>;
