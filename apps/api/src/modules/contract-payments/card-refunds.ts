import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { CardRefund, CardRefundBody } from '@toll/contract/contract-payments';
import type { Currency } from '@toll/domain/money';
import { paymentOutcome } from '@toll/domain/payment-outcome';
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
 *     reversed). No answer leaves it PENDING; asking again a minute later sends it again.
 */
export type CardRefundsDeps = { db: Db; clock: Clock; gateway: CardGateway; logger?: Logger };

const REFUND_WINDOW_MS = 30 * 24 * 3600_000;
const RESEND_AFTER_MS = 60_000;
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

  /** Records and books the refund (or finds the one to send again). */
  async function claim(
    accountId: number,
    cardPaymentId: string,
    body: CardRefundBody,
    request: FastifyRequest,
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
          const stale = now.getTime() - new Date(refund.created_at).getTime() >= RESEND_AFTER_MS;
          if (refund.state === 'PENDING' && stale) return { refund, payment };
          throw new AppError(409, {
            code:
              refund.state === 'PENDING' ? 'cardRefund.inProgress' : 'cardRefund.alreadyRefunded',
          });
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
        const posted = await reverseJournal(tx, Number(payment.ledger_transaction_id), {
          businessKey: `card-refund:${cardPaymentId}`,
          occurredAt: now,
          reason: body.reason,
          createdBy: request.principal?.id ?? null,
        });
        const made = await queryRows<RefundRow>(
          tx,
          sql`insert into contract_card_refunds
                (card_payment_id, account_id, amount_minor, currency, reason, ledger_transaction_id,
                 created_by, created_at)
              values (${cardPaymentId}, ${accountId}, ${Number(payment.amount_minor)},
                ${payment.currency}, ${body.reason}, ${posted.transactionId},
                ${request.principal?.id ?? null}, ${now.toISOString()})
              returning *`,
        );
        await audit(tx, request, {
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

  async function refund(
    accountId: number,
    cardPaymentId: string,
    body: CardRefundBody,
    request: FastifyRequest,
  ): Promise<CardRefund> {
    const { refund: row, payment } = await claim(accountId, cardPaymentId, body, request);
    let done: boolean;
    let fields: Record<string, string | undefined>;
    try {
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
      fields = response.fields;
      done = reversalApproved(response.fields);
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
    } catch (error) {
      if (error instanceof GatewayUnavailableError)
        throw new AppError(503, { code: 'cardRefund.gatewayUnavailable' });
      throw error;
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
    if (settled.state === 'FAILED') {
      deps.logger?.error({ refundId: settled.id, rc: fields.RC }, 'card refund refused');
      throw new AppError(409, {
        code: 'cardRefund.gatewayRefused',
        params: { rc: fields.RC ?? '' },
      });
    }
    return view(settled);
  }

  return { refund };
}

export type CardRefunds = ReturnType<typeof createCardRefunds>;
