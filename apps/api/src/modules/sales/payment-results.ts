import type { Logger } from 'pino';
import type { PaymentCategory } from '@toll/domain/payment-codes';
import { paymentOutcome } from '@toll/domain/payment-outcome';
import { eq } from 'drizzle-orm';
import {
  attemptStateFor,
  decideOnResult,
  isPayable,
  type SaleState,
  unpaidSaleState,
} from '@toll/domain/sale-states';
import type { Clock } from '../../platform/clock';
import type { Db, Tx } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { metrics } from '../../platform/metrics';
import { parseGatewayAmount } from '../payments/gateway/borica-protocol';
import type { GatewayResponse } from '../payments/gateway/card-gateway';
import { activateSale, type Issuers } from './activation';
import {
  insertReversal,
  lockAttemptFor,
  logGatewayMessage,
  updateSale,
  type AttemptRow,
  type SaleRow,
} from './repo';
import { updateAttemptAndLog, type GatewayMessage } from './combined-write-repo';
import { expireOrders } from './counter-order-repo';
import { sales } from '../../db/schema/sales';

/**
 * What the gateway says about a payment, applied exactly once: a result the browser posts back, a
 * repeated or replayed one, a late one, or a status-check answer. Every message is logged; only a
 * correctly signed message about one of our attempts, for its amount and currency, changes
 * anything. Within one transaction the sale and the attempt are locked (always in that order),
 * the attempt records the answer, and the sale either activates (the first approval), refunds a
 * second approval in full, or records the unpaid state.
 */
export const STATUS_FINAL_AFTER_MS = 16 * 60_000;
/** A result that says "unknown, maybe charged" gets an early status check, then the final one. */
export const EARLY_STATUS_CHECK_MS = 2 * 60_000;

export type ResultDeps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  logger: Logger;
  terminal: string;
  /** The catalogue's products and the delicts' settlement, for activation. */
  issuers: Issuers;
};

export type AppliedResult =
  | { kind: 'rejected'; reason: 'signature' | 'unknown-order' | 'amount-mismatch' }
  | {
      kind: 'applied';
      saleId: string;
      /** The buyer's language, for the result page. */
      lang: string;
      /** Where the sale was made: a counter's buyer returns to the counter's cart. */
      channel: string;
      state: SaleState;
      category: PaymentCategory;
    };

export type ResponseKind = 'result' | 'status';

function attemptMatches(attempt: AttemptRow, fields: GatewayResponse['fields']): boolean {
  return (
    parseGatewayAmount(fields.AMOUNT) === attempt.amountMinor &&
    (fields.CURRENCY ?? '') === attempt.currency
  );
}

/** Answers with a final status: the attempt's category, once the gateway's window has closed. */
function isFinalAnswer(
  kind: ResponseKind,
  category: PaymentCategory,
  attempt: AttemptRow,
  now: Date,
) {
  if (category === 'approved') return true;
  return kind === 'status' && now.getTime() - attempt.createdAt.getTime() >= STATUS_FINAL_AFTER_MS;
}

export function createResultHandler(deps: ResultDeps) {
  async function settle(tx: Tx, sale: SaleRow, attempt: AttemptRow, now: Date) {
    const result = await activateSale(tx, sale, now, deps.issuers);
    await updateSale(tx, sale.id, { state: result.state, settledAt: now, updatedAt: now });
    if (result.issued.length > 0)
      await deps.jobs.send(
        tx,
        'receipt.send',
        { saleId: sale.id },
        { singletonKey: `receipt:${sale.id}` },
      );
    if (result.failed.length > 0) {
      const amount = result.failed.reduce(
        (sum, item) => sum + (sale.currency === 'EUR' ? item.amountEur : item.amountBgn),
        0,
      );
      await refund(tx, sale, attempt, amount, 'ACTIVATION_FAILED');
    }
    return result.state;
  }

  async function refund(
    tx: Tx,
    sale: SaleRow,
    attempt: AttemptRow,
    amountMinor: number,
    reason: 'ACTIVATION_FAILED' | 'DUPLICATE_PAYMENT' | 'LATE_PAYMENT',
  ) {
    const reversal = await insertReversal(tx, {
      attemptId: attempt.id,
      saleId: sale.id,
      amountMinor,
      currency: attempt.currency,
      reason,
    });
    if (reversal) await deps.jobs.send(tx, 'payment.reverse', { reversalId: reversal.id });
  }

  async function apply(
    kind: ResponseKind,
    response: GatewayResponse,
    expectedAttemptId?: string,
  ): Promise<AppliedResult> {
    const now = deps.clock.now();
    const { fields } = response;
    const answered = paymentOutcome({ action: fields.ACTION, rc: fields.RC });
    const ours = fields.TERMINAL === deps.terminal && Boolean(fields.ORDER);
    const outcome = await deps.db.transaction(async (tx) => {
      const locked = ours
        ? await lockAttemptFor(tx, deps.terminal, fields.ORDER!, fields.NONCE, now)
        : null;
      const attempt = locked?.attempt ?? null;
      const message: GatewayMessage = {
        attemptId: attempt?.id ?? null,
        kind,
        signatureValid: response.signatureValid,
        outcome: response.signatureValid ? answered : null,
        fields: { ...fields, P_SIGN: fields.P_SIGN ? `${fields.P_SIGN.slice(0, 16)}…` : undefined },
      };
      // Every message is logged; a refused one alone, an accepted one with the attempt's update.
      const refuse = async (reason: 'signature' | 'unknown-order' | 'amount-mismatch') => {
        await logGatewayMessage(tx, message);
        return { kind: 'rejected', reason } as const;
      };
      if (!response.signatureValid) return refuse('signature');
      if (!locked || !attempt || (expectedAttemptId && attempt.id !== expectedAttemptId))
        return refuse('unknown-order');
      if (!attemptMatches(attempt, fields)) return refuse('amount-mismatch');
      return record(tx, kind, locked.sale, attempt, fields, answered, now, message);
    });
    metrics.paymentResults.inc({
      kind,
      category: outcome.kind === 'applied' ? outcome.category : `refused:${outcome.reason}`,
    });
    if (outcome.kind === 'rejected')
      deps.logger.warn(
        { order: fields.ORDER, kind, reason: outcome.reason },
        'gateway message refused',
      );
    return outcome;
  }

  /** Records an answer about a locked attempt and acts on it (the caller's transaction). */
  async function record(
    tx: Tx,
    kind: ResponseKind,
    sale: SaleRow,
    attempt: AttemptRow,
    fields: GatewayResponse['fields'],
    answered: PaymentCategory,
    now: Date,
    message: GatewayMessage,
  ): Promise<AppliedResult> {
    // Past the gateway's window, "still in progress" (-40, -33 …) means the buyer never paid.
    const final = isFinalAnswer(kind, answered, attempt, now);
    const category: PaymentCategory = final && answered === 'verify' ? 'declined' : answered;
    if (attempt.state === 'APPROVED' || attempt.final) {
      await logGatewayMessage(tx, message);
      return {
        kind: 'applied',
        saleId: sale.id,
        lang: sale.lang,
        channel: sale.channel,
        state: sale.state as SaleState,
        category,
      };
    }
    // A final answer needs no status check; "unknown, maybe charged" gets an early one.
    const earlyCheck = category === 'verify' && kind === 'result';
    await updateAttemptAndLog(tx, attempt.id, message, {
      state: attemptStateFor(category),
      final,
      ...(final
        ? { statusCheckAt: null }
        : earlyCheck
          ? { statusCheckAt: new Date(now.getTime() + EARLY_STATUS_CHECK_MS) }
          : {}),
      action: fields.ACTION ?? null,
      rc: fields.RC ?? null,
      approval: fields.APPROVAL || null,
      rrn: fields.RRN || null,
      intRef: fields.INT_REF || null,
      resolvedAt: now,
    });
    let saleState = sale.state as SaleState;
    // A counter order past its 30 minutes (spec §9) expires now if the sweep has not got to it:
    // a late approval is refused and the money goes back.
    if (sale.payBy && sale.payBy.getTime() <= now.getTime() && isPayable(saleState)) {
      await expireOrders(tx, eq(sales.id, sale.id), now);
      saleState = 'EXPIRED';
    }
    const decision = decideOnResult(saleState, category);
    let state = saleState;
    if (decision === 'activate') state = await settle(tx, sale, attempt, now);
    else if (decision === 'reverse')
      await refund(
        tx,
        sale,
        attempt,
        attempt.amountMinor,
        saleState === 'EXPIRED' ? 'LATE_PAYMENT' : 'DUPLICATE_PAYMENT',
      );
    else if (decision === 'record' && category !== 'approved') {
      state = unpaidSaleState(category);
      await updateSale(tx, sale.id, { state, updatedAt: now });
    }
    return {
      kind: 'applied',
      saleId: sale.id,
      lang: sale.lang,
      channel: sale.channel,
      state,
      category,
    };
  }

  return { apply };
}

export type ResultHandler = ReturnType<typeof createResultHandler>;

/** Whether a result code of a reversal answer means the money went back. */
export function reversalApproved(fields: GatewayResponse['fields']): boolean {
  return paymentOutcome({ action: fields.ACTION, rc: fields.RC }) === 'approved';
}
