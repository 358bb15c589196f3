import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The card refunds' claim leases (migration 0056): a PENDING refund is held by its sender until
 * `lease_until`; one whose lease ended is taken over by a single UPDATE that renews it, so two
 * claimants racing (the sweep, a staff's retry) cannot both take it.
 */
export type LeasedRefund = {
  id: number;
  card_payment_id: string;
  account_id: number;
  amount_minor: string;
  currency: string;
  reason: string;
  state: 'PENDING' | 'DONE' | 'FAILED';
  ledger_transaction_id: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  order_code: string;
  rrn: string | null;
  int_ref: string | null;
};

const RETURNING = sql`returning r.*, (select order_code from contract_card_payments c where c.id = r.card_payment_id) as order_code,
  (select rrn from contract_card_payments c where c.id = r.card_payment_id) as rrn,
  (select int_ref from contract_card_payments c where c.id = r.card_payment_id) as int_ref`;

/** Takes over one PENDING refund whose lease ended at `now`; null while its lease runs. */
export async function takeOverRefund(db: Executor, id: number, now: Date, leaseUntil: Date) {
  const rows = await queryRows<LeasedRefund>(
    db,
    sql`update contract_card_refunds r set lease_until = ${leaseUntil.toISOString()}
        where r.id = ${id} and r.state = 'PENDING' and r.lease_until <= ${now.toISOString()}
        ${RETURNING}`,
  );
  return rows[0] ?? null;
}

/** Takes over up to `limit` PENDING refunds whose lease ended (the sweep). */
export async function takeOverStaleRefunds(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
) {
  return queryRows<LeasedRefund>(
    db,
    sql`update contract_card_refunds r set lease_until = ${leaseUntil.toISOString()}
        where r.id in (select id from contract_card_refunds
                       where state = 'PENDING' and lease_until <= ${now.toISOString()}
                       order by lease_until limit ${limit} for update skip locked)
        ${RETURNING}`,
  );
}

/**
 * The refunded contract's row, locked before the ledger: a top-up's booking locks the contract and
 * then the ledger's balances, and a refund whose row insert checked the contract (its foreign key)
 * after reversing the journal waited the other way round (a deadlock the crash suite met).
 */
export async function lockRefundedContract(db: Executor, accountId: number) {
  await db.execute(sql`select 1 from accounts where id = ${accountId} for update`);
}
