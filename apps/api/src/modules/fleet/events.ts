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

/** `payment.received` for each contract share of bank payments (in the import's transaction). */
export async function paymentsReceived(
  tx: Executor,
  shares: readonly {
    paymentId: number;
    accountId: number | null;
    amountMinor: number;
    target: string;
    invoiceNumber?: string | null;
  }[],
  now: Date,
): Promise<void> {
  const ofContracts = shares.filter((s) => s.accountId !== null);
  if (ofContracts.length === 0 || !(await anyEndpointWants(tx, 'payment.received'))) return;
  for (const share of ofContracts)
    await contractEvent(
      tx,
      share.accountId!,
      'payment.received',
      {
        paymentId: share.paymentId,
        amountMinor: share.amountMinor,
        target: share.target,
        invoiceNumber: share.invoiceNumber ?? null,
      },
      now,
    );
}
