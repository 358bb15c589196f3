import type { Currency } from '@toll/domain/money';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The contract's prepaid main balance in money, its ledger account's row locked for the caller's
 * transaction (so what it answers holds until the transaction ends); 0 without the account.
 */
export async function lockedPrepaidBalance(
  exec: Executor,
  accountId: number,
  currency: Currency,
): Promise<number> {
  const rows = await queryRows<{ balance: string }>(
    exec,
    sql`select normal_side * balance_minor as balance from ledger_accounts
        where kind = 'PREPAID_MAIN' and owner_id = ${accountId} and currency = ${currency}
        for update`,
  );
  return Number(rows[0]?.balance ?? 0);
}

/**
 * A SYSTEM payment (message DEPOSIT_RELEASE, dated the Sofia day of `at`) with its one
 * distribution to the contract; answers the payment's id.
 */
export async function insertReleasePayment(
  exec: Executor,
  input: {
    reference: string;
    accountId: number;
    amountMinor: number;
    currency: Currency;
    at: Date;
  },
): Promise<number> {
  const { reference, accountId, amountMinor, currency, at } = input;
  const day = sql`(${at.toISOString()}::timestamptz at time zone 'Europe/Sofia')::date`;
  const made = await queryRows<{ id: number }>(
    exec,
    sql`insert into payments (kind, payment_date, value_date, amount_minor, currency, reference,
          message, created_at)
        values ('SYSTEM', ${day}, ${day}, ${amountMinor}, ${currency},
          ${reference}, 'DEPOSIT_RELEASE', ${at.toISOString()})
        returning id`,
  );
  const paymentId = Number(made[0]!.id);
  await exec.execute(
    sql`insert into payment_distributions (payment_id, target, account_id, amount_minor, method, created_at)
        values (${paymentId}, 'CONTRACT', ${accountId}, ${amountMinor}, 'AUTO', ${at.toISOString()})`,
  );
  return paymentId;
}
