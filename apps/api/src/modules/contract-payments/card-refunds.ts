import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { CardRefund, CardRefundBody } from '@toll/contract/contract-payments';
import type { Currency } from '@toll/domain/money';
import { paymentOutcome } from '@toll/domain/payment-outcome';
import { DEFAULT_CLAIM_LEASE_MS, leaseEnd, retryAfterSeconds } from '@toll/domain/claim-leases';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { reverseJournal } from '../ledger/posting';
import { newNonce } from '../payments/gateway/borica-protocol';
import { GatewayUnavailableError, type CardGateway } from '../payments/gateway/card-gateway';
import { reversalApproved } from '../sales/payment-results';
import { logGatewayMessage } from '../sales/repo';
import { lockRefundedContract, takeOverRefund, takeOverStaleRefunds } from './refund-leases';

/**
 * Refunds of self-care card top-ups (issue #19 gaps; the office's contract money tab). Staff
 * refund a completed top-up in full, once, within the gateway's 30 days, with a reason:
 *  1. under the card payment's row lock: the refund is recorded (`contract_card_refunds`, UNIQUE
 *     per card payment, a trigger checks it is an approved top-up's full amount) and the top-up's
 *     journal reversed (the ledger reverses a journal once; the prepaid floor refuses a refund
 *     the balance no longer covers: `ledger.insufficientBalance`), audited;
 *  2. with no transaction held, the gateway's reversal (TRTYPE 24 through the card-gateway
 *     adapter, as the sales' reversals: "already executed" is settled by a status check of the
 *     reversal);
 *  3. approved → DONE; refused → FAILED and the money booked back to the balance (the reversal
 *     reversed). No answer leaves it PENDING.
 * The PENDING refund is a claim with a lease (`lease_until`, CLAIM_LEASE_MS, migration
 * 0056): a sender that died (a crash between 1 and 3) or got no answer leaves it to be taken over
 * once the lease ends, by the staff's next request or by the card-payment sweep (`sweep`), which
 * send the reversal again and settle it once.
 */
export type CardRefundsDeps = {
  db: Db;
  clock: Clock;
  gateway: CardGateway;
  logger?: Logger;
  /** How long a sender holds a PENDING refund (config CLAIM_LEASE_MS): longer than the gateway's
   * reversal and status check take (10 s each at most). */
  leaseMs?: number;
};

const REFUND_WINDOW_MS = 30 * 24 * 3600_000;
export const CONTRACT_ENTITY = 'contract';

type RefundRow = {
  id: number;
  card_payment_id: string;
  account_id: number;
  amount_minor: string;
  currency: string;
  reason: string;
  state: CardRefund['state'];
  ledger_transaction_id: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  lease_until: Date | string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();
const view = (r: RefundRow): CardRefund => ({
  id: Number(r.id),
  cardPaymentId: r.card_payment_id,
  accountId: Number(r.account_id),
  amountMinor: Number(r.amount_minor),
  currency: r.currency.trim() as Currency,
  reason: r.reason,
  state: r.state,
  createdAt: iso(r.created_at),
  resolvedAt: r.resolved_at === null ? null : iso(r.resolved_at),
});

export function createCardRefunds(deps: CardRefundsDeps) {
  const { db, clock, gateway } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_CLAIM_LEASE_MS;

  /** Records and books the refund (or finds the one to send again). */
  async function claim(
    accountId: number,
    cardPaymentId: string,
    body: CardRefundBody,
    actor: Actor,
  ) {
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const rows = await queryRows<{
          id: string;
          account_id: number;
          purpose: string;
          state: string;
          amount_minor: string;
          currency: string;
          order_code: string;
          rrn: string | null;
          int_ref: string | null;
          ledger_transaction_id: string | null;
          resolved_at: Date | string | null;
        }>(
          tx,
          sql`select id, account_id, purpose, state, amount_minor, currency, order_code, rrn, int_ref,
                     ledger_transaction_id, resolved_at
              from contract_card_payments
              where id = ${cardPaymentId} and account_id = ${accountId} for update`,
        );
        const payment = rows[0];
        if (!payment) throw new AppError(404, { code: 'selfCare.cardPaymentNotFound' });
        const existing = await queryRows<RefundRow>(
          tx,
          sql`select * from contract_card_refunds where card_payment_id = ${cardPaymentId}`,
        );
        const refund = existing[0];
        if (refund) {
          const lease = leaseEnd(now, leaseMs);
          const taken =
            refund.state === 'PENDING' ? await takeOverRefund(tx, refund.id, now, lease) : null;
          if (taken) return { refund, payment };
          if (refund.state !== 'PENDING')
            throw new AppError(409, { code: 'cardRefund.alreadyRefunded' });
          // its sender is alive and within its lease: come back when the lease ends
          const leaseUntil = refund.lease_until ? new Date(refund.lease_until) : null;
          const held = { owner: null, leaseUntil };
          throw new AppError(
            409,
            { code: 'cardRefund.inProgress' },
            { 'retry-after': String(retryAfterSeconds(held, now)) },
          );
        }
        if (
          payment.state !== 'APPROVED' ||
          (payment.purpose !== 'TOP_UP' && payment.purpose !== 'DUE_PAYMENT') ||
          !payment.rrn ||
          !payment.int_ref ||
          payment.ledger_transaction_id === null
        )
          throw new AppError(409, { code: 'cardRefund.notRefundable' });
        if (now.getTime() - new Date(payment.resolved_at!).getTime() > REFUND_WINDOW_MS)
          throw new AppError(409, { code: 'cardRefund.windowClosed' });
        await lockRefundedContract(tx, accountId);
        const posted = await reverseJournal(tx, Number(payment.ledger_transaction_id), {
          businessKey: `card-refund:${cardPaymentId}`,
          occurredAt: now,
          reason: body.reason,
          createdBy: actor.userId,
        });
        const made = await queryRows<RefundRow>(
          tx,
          sql`insert into contract_card_refunds
                (card_payment_id, account_id, amount_minor, currency, reason, ledger_transaction_id,
                 created_by, created_at, lease_until)
              values (${cardPaymentId}, ${accountId}, ${Number(payment.amount_minor)},
                ${payment.currency}, ${body.reason}, ${posted.transactionId},
                ${actor.userId}, ${now.toISOString()},
                ${leaseEnd(now, leaseMs).toISOString()})
              returning *`,
        );
        await audit(tx, actor, {
          action: 'contract.cardTopUpRefunded',
          entity: CONTRACT_ENTITY,
          entityId: accountId,
          before: {
            cardPaymentId,
            state: payment.state,
            amountMinor: Number(payment.amount_minor),
          },
          after: { refundId: Number(made[0]!.id), reason: body.reason },
        });
        return { refund: made[0]!, payment };
      });
    } catch (error) {
      if (constraintViolation(error)?.constraint === 'contract_card_refunds_once')
        throw new AppError(409, { code: 'cardRefund.alreadyRefunded' });
      throw error;
    }
  }

  type Held = { id: number; amount_minor: string; currency: string };
  type Paid = { order_code: string; rrn: string | null; int_ref: string | null };

  /** Sends the reversal of a refund this caller holds and settles it (once, under its row lock). */
  async function sendAndSettle(row: Held, payment: Paid) {
    // no answer (it throws): the refund stays PENDING, taken over when its lease ends
    const response = await gateway.reverse({
      orderCode: payment.order_code,
      nonce: newNonce(),
      amountMinor: Number(row.amount_minor),
      currency: row.currency.trim() as 'EUR' | 'BGN',
      description: `Refund ${payment.order_code}`,
      rrn: payment.rrn ?? '',
      intRef: payment.int_ref ?? '',
      timestamp: clock.now(),
    });
    await logGatewayMessage(db, {
      attemptId: null,
      kind: 'reversal',
      signatureValid: response.signatureValid,
      outcome: response.signatureValid && reversalApproved(response.fields) ? 'approved' : null,
      fields: response.fields,
    });
    if (!response.signatureValid) throw new GatewayUnavailableError('bad signature');
    const fields = response.fields;
    let done = reversalApproved(response.fields);
    // "already executed" (an earlier send whose answer was lost): ask how the reversal went
    if (!done && paymentOutcome({ action: fields.ACTION, rc: fields.RC }) === 'verify') {
      const status = await gateway.statusCheck({
        orderCode: payment.order_code,
        nonce: newNonce(),
        originalType: 'reversal',
      });
      await logGatewayMessage(db, {
        attemptId: null,
        kind: 'status',
        signatureValid: status.signatureValid,
        outcome: status.signatureValid && reversalApproved(status.fields) ? 'approved' : null,
        fields: status.fields,
      });
      done = status.signatureValid && reversalApproved(status.fields);
    }
    const now = clock.now();
    const settled = await db.transaction(async (tx) => {
      const locked = await queryRows<RefundRow>(
        tx,
        sql`select * from contract_card_refunds where id = ${row.id} for update`,
      );
      const current = locked[0]!;
      if (current.state !== 'PENDING') return current;
      let counter: number | null = null;
      if (!done)
        counter = (
          await reverseJournal(tx, Number(current.ledger_transaction_id), {
            businessKey: `card-refund-failed:${current.id}`,
            occurredAt: now,
            reason: `gateway refused the refund (${fields.ACTION ?? ''}/${fields.RC ?? ''})`,
          })
        ).transactionId;
      const updated = await queryRows<RefundRow>(
        tx,
        sql`update contract_card_refunds set state = ${done ? 'DONE' : 'FAILED'},
              action = ${fields.ACTION ?? null}, rc = ${fields.RC ?? null},
              counter_transaction_id = ${counter}, resolved_at = ${now.toISOString()}
            where id = ${current.id} returning *`,
      );
      return updated[0]!;
    });
    return { settled, fields };
  }

  async function refund(
    accountId: number,
    cardPaymentId: string,
    body: CardRefundBody,
    actor: Actor,
  ): Promise<CardRefund> {
    const { refund: row, payment } = await claim(accountId, cardPaymentId, body, actor);
    let sent: Awaited<ReturnType<typeof sendAndSettle>>;
    try {
      sent = await sendAndSettle(row, payment);
    } catch (error) {
      if (error instanceof GatewayUnavailableError)
        throw new AppError(503, { code: 'cardRefund.gatewayUnavailable' });
      throw error;
    }
    const { settled, fields } = sent;
    if (settled.state === 'FAILED') {
      deps.logger?.error({ refundId: settled.id, rc: fields.RC }, 'card refund refused');
      throw new AppError(409, {
        code: 'cardRefund.gatewayRefused',
        params: { rc: fields.RC ?? '' },
      });
    }
    return view(settled);
  }

  /**
   * Takes over the refunds whose sender died or got no answer (PENDING, lease ended) and sends
   * each again: the card-payment sweep's second duty. Stops at an unreachable gateway.
   */
  async function sweep(limit = 50): Promise<{ resent: number; done: number }> {
    const now = clock.now();
    const taken = await takeOverStaleRefunds(db, now, leaseEnd(now, leaseMs), limit);
    let done = 0;
    let resent = 0;
    for (const row of taken) {
      try {
        const { settled } = await sendAndSettle(row, row);
        resent += 1;
        if (settled.state === 'DONE') done += 1;
        else deps.logger?.error({ refundId: row.id }, 'card refund refused on resend');
      } catch (error) {
        if (error instanceof GatewayUnavailableError) break;
        throw error;
      }
    }
    return { resent, done };
  }

  return { refund, sweep };
}

export type CardRefunds = ReturnType<typeof createCardRefunds>;
