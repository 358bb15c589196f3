import { sql } from 'drizzle-orm';
import type { FleetEvent } from '@toll/domain/fleet';
import { queryRows, type Executor } from '../../platform/db/database';
import { emitContractEvent } from './outbox';

/**
 * The business changes that make fleet events, each called in the transaction of its change
 * (the outbox, outbox.ts): a contract's status, a vehicle, a device on a vehicle, a card top-up,
 * a bank payment, an issued invoice, a low balance. A contract whose client has no endpoint for
 * the event makes no row.
 */
export function contractEvent(
  tx: Executor,
  accountId: number,
  type: FleetEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<string | null> {
  return emitContractEvent(tx, accountId, { type, data, now });
}

/** Whether any endpoint at all wants this event (bulk paths ask once before looking further). */
export async function anyEndpointWants(tx: Executor, type: FleetEvent): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from webhook_endpoints where enabled and deleted_at is null
        and ${type} = any(events) limit 1`,
  );
  return rows.length > 0;
}

/** A share of a payment credited to a contract (or an invoice of it). */
export type ReceivedShare = {
  /** The `payments` row; null for an invoice paid from the contract's own prepaid balance. */
  paymentId: number | null;
  accountId: number | null;
  amountMinor: number;
  /** The share's target: CONTRACT, INITIAL_PAYMENT, INVOICE, … */
  target: string;
  invoiceNumber?: string | null;
  /** Only when there is no payment row to read it from. */
  currency?: string;
};

/**
 * `payment.received` for each share of money credited to a contract, in the transaction that
 * books it: bank statement lines and a clerk's assignment of one, an invoice marked paid (by a
 * named bank payment or from the prepaid balance), a postpaid contract's card payment and initial
 * payment, an internal payment from another contract, a device deposit paid back. Every payment
 * the fleet API's `GET payments` lists for a contract has its event (a prepaid card top-up sends
 * `topup.booked` instead). One look-up of the payments for all shares.
 */
export async function paymentsReceived(
  tx: Executor,
  shares: readonly ReceivedShare[],
  now: Date,
): Promise<void> {
  const ofContracts = shares.filter((s) => s.accountId !== null);
  if (ofContracts.length === 0 || !(await anyEndpointWants(tx, 'payment.received'))) return;
  const ids = [...new Set(ofContracts.flatMap((s) => (s.paymentId === null ? [] : [s.paymentId])))];
  const payments = new Map(
    ids.length === 0
      ? []
      : (
          await queryRows<{ id: number; number: string | null; kind: string; currency: string }>(
            tx,
            sql`select id, number, kind, currency from payments
                where id in (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )})`,
          )
        ).map((p) => [Number(p.id), p]),
  );
  for (const share of ofContracts) {
    const payment = share.paymentId === null ? undefined : payments.get(share.paymentId);
    await contractEvent(
      tx,
      share.accountId!,
      'payment.received',
      {
        paymentId: share.paymentId,
        paymentNumber: payment?.number ?? null,
        kind: payment?.kind ?? 'PREPAID_BALANCE',
        target: share.target,
        amountMinor: share.amountMinor,
        currency: (payment?.currency ?? share.currency ?? '').trim(),
        invoiceNumber: share.invoiceNumber ?? null,
      },
      now,
    );
  }
}
