import { sql } from 'drizzle-orm';
import type { ContractPayments, TransferBalance } from '@toll/contract/contract-money';
import { queryRows, type Executor } from '../../platform/db/database';

/*
 * Contract money's reads and writes (service.ts and internal-transfers.ts hold the rules and the
 * transactions): plain rows in, plain rows out.
 */

export async function findContract(db: Executor, id: number) {
  const rows = await queryRows<{ id: number; account_type: number }>(
    db,
    sql`select id, account_type from accounts where id = ${id}`,
  );
  return rows[0];
}

export async function partnerExists(db: Executor, partnerId: number): Promise<boolean> {
  const found = await queryRows(db, sql`select 1 from partners where id = ${partnerId}`);
  return found.length > 0;
}

/** The contract's shares of payments, newest first (at most 500), with what each came from. */
export function paymentShares(db: Executor, accountId: number) {
  return queryRows<{
    payment_id: number;
    number: string;
    kind: ContractPayments['payments'][number]['kind'];
    payment_date: string;
    currency: string;
    amount_minor: string;
    share: string;
    target: ContractPayments['payments'][number]['target'];
    invoice_number: string | null;
    method: 'AUTO' | 'MANUAL';
    payer: string | null;
    card_payment_id: string | null;
    card_purpose: 'TOP_UP' | 'INITIAL_PAYMENT' | null;
    refund_state: 'PENDING' | 'DONE' | 'FAILED' | null;
    note: string | null;
  }>(
    db,
    sql`select p.id as payment_id, p.number, p.kind, p.payment_date::text as payment_date,
               p.currency, p.amount_minor, d.amount_minor as share, d.target, d.invoice_number,
               d.method, l.counterparty_name as payer, c.id as card_payment_id,
               c.purpose as card_purpose, r.state as refund_state,
               coalesce(r.reason, it.reason,
                 case when p.kind = 'SYSTEM' then p.message end) as note
        from payment_distributions d
        join payments p on p.id = d.payment_id
        left join bank_transactions l on l.id = p.bank_transaction_id
        left join contract_card_payments c on c.payment_id = p.id
        left join contract_card_refunds r on r.card_payment_id = c.id
        left join internal_transfers it on it.payment_id = p.id
        where d.account_id = ${accountId}
        order by p.payment_date desc, d.id desc
        limit 500`,
  );
}

/** The contract's card payments not approved (pending or failed), newest first (at most 50). */
export function unapprovedCardPayments(db: Executor, accountId: number) {
  return queryRows<{
    id: string;
    purpose: 'TOP_UP' | 'INITIAL_PAYMENT';
    amount_minor: string;
    currency: string;
    state: 'PENDING' | 'FAILED';
    created_at: Date | string;
  }>(
    db,
    sql`select id, purpose, amount_minor, currency, state, created_at
        from contract_card_payments where account_id = ${accountId} and state <> 'APPROVED'
        order by created_at desc limit 50`,
  );
}

/** The contract's posted tolls in this currency per obligation period, with the due date. */
export function tollObligations(db: Executor, accountId: number, currency: string) {
  return queryRows<{
    period_start: string;
    period_end: string;
    due_date: string;
    n: string;
    amount: string;
  }>(
    db,
    sql`select period_start::text as period_start, period_end::text as period_end,
               due_date::text as due_date, count(*) as n, sum(amount_minor) as amount
        from toll_transactions
        where account_id = ${accountId} and status = 'POSTED' and due_date is not null
          and currency = ${currency}
        group by period_start, period_end, due_date`,
  );
}

/** The contract's invoices and debit notes in this currency not cancelled, less their credit notes. */
export function invoiceObligations(db: Executor, accountId: number, currency: string) {
  return queryRows<{ number: string; issued_on: string; document_type: string; net: string }>(
    db,
    sql`select i.number::text as number, i.issued_on::text as issued_on, i.document_type,
               i.gross_minor - coalesce((select sum(n.gross_minor) from invoices n
                 where n.related_invoice_id = i.id and n.document_type = 'CREDIT_NOTE'
                   and n.status <> 'CANCELLED'), 0) as net
        from invoices i
        where i.account_id = ${accountId} and i.currency = ${currency} and i.status <> 'CANCELLED'
          and i.document_type in ('INVOICE', 'DEBIT_NOTE')`,
  );
}

/** A partner's service fees of a year per month and currency. */
export function partnerFeesByMonth(db: Executor, partnerId: number, year: number) {
  return queryRows<{
    month: string;
    currency: string;
    contracts: string;
    fees: string;
    gross: string;
    paid: string;
    not_paid: string;
    canceled: string;
    invoiced: string;
  }>(
    db,
    sql`select to_char(f.period_start, 'YYYY-MM') as month, f.currency,
               count(distinct f.account_id) as contracts, count(*) as fees,
               sum(f.gross_minor) filter (where f.payment_status <> 'CANCELED') as gross,
               coalesce(sum(f.gross_minor) filter (where f.payment_status = 'PAID'), 0) as paid,
               coalesce(sum(f.gross_minor) filter (where f.payment_status = 'NOT_PAID'), 0) as not_paid,
               coalesce(sum(f.gross_minor) filter (where f.payment_status = 'CANCELED'), 0) as canceled,
               coalesce(sum(f.gross_minor) filter (where f.invoice_id is not null), 0) as invoiced
        from service_fees f join accounts a on a.id = f.account_id
        where a.client_id = ${partnerId}
          and f.period_start >= make_date(${year}, 1, 1) and f.period_start < make_date(${year + 1}, 1, 1)
        group by 1, 2 order by 1, 2`,
  );
}

/** An internal transfer as listed (with its payment's number and both contracts' numbers). */
export type TransferRow = {
  id: number;
  request_key: string;
  payment_number: string;
  from_account_id: number;
  from_number: string;
  from_balance: TransferBalance;
  to_account_id: number;
  to_number: string;
  to_balance: TransferBalance;
  amount_minor: string;
  currency: string;
  reason: string;
  created_at: Date | string;
};

const TRANSFER_SELECT = sql`select it.id, it.request_key, p.number as payment_number, it.from_account_id,
    fa.number as from_number, it.from_balance, it.to_account_id, ta.number as to_number,
    it.to_balance, it.amount_minor, it.currency, it.reason, it.created_at
  from internal_transfers it
  join payments p on p.id = it.payment_id
  join accounts fa on fa.id = it.from_account_id
  join accounts ta on ta.id = it.to_account_id`;

export async function transferByKey(exec: Executor, key: string) {
  return (await queryRows<TransferRow>(exec, sql`${TRANSFER_SELECT} where it.request_key = ${key}`))[0]; // prettier-ignore
}

export async function transferById(exec: Executor, id: number) {
  return (await queryRows<TransferRow>(exec, sql`${TRANSFER_SELECT} where it.id = ${id}`))[0];
}

/** The transfers from or to a contract, newest first (at most 200). */
export function transfersOf(db: Executor, accountId: number) {
  return queryRows<TransferRow>(
    db,
    sql`${TRANSFER_SELECT} where it.from_account_id = ${accountId} or it.to_account_id = ${accountId}
        order by it.created_at desc, it.id desc limit 200`,
  );
}

/** Both contracts of a transfer (one, for a move between a contract's balances), locked in id order. */
export function lockTransferContracts(tx: Executor, fromId: number, toId: number) {
  return queryRows<{ id: number; number: string; account_type: number; status: string }>(
    tx,
    sql`select id, number, account_type, status from accounts
        where id in (${fromId}, ${toId}) order by id for update`,
  );
}

/**
 * The INTERNAL payment (dated the Sofia day of `at`, referencing the giving contract's number)
 * with its share for the receiving contract; answers the payment's id.
 */
export async function insertInternalPayment(
  tx: Executor,
  p: { amountMinor: number; currency: string; reference: string; reason: string; toAccountId: number; createdBy: number | null; at: Date }, // prettier-ignore
): Promise<number> {
  const day = sql`(${p.at.toISOString()}::timestamptz at time zone 'Europe/Sofia')::date`;
  const payment = await queryRows<{ id: number }>(
    tx,
    sql`insert into payments (kind, payment_date, value_date, amount_minor, currency, reference,
          message, created_at)
        values ('INTERNAL', ${day}, ${day}, ${p.amountMinor}, ${p.currency}, ${p.reference},
          ${p.reason}, ${p.at.toISOString()})
        returning id`,
  );
  const paymentId = Number(payment[0]!.id);
  await tx.execute(
    sql`insert into payment_distributions (payment_id, target, account_id, amount_minor, method,
          created_by, created_at)
        values (${paymentId}, 'CONTRACT', ${p.toAccountId}, ${p.amountMinor}, 'MANUAL',
          ${p.createdBy}, ${p.at.toISOString()})`,
  );
  return paymentId;
}

/** The transfer's record; answers its id. */
export async function insertTransfer(
  tx: Executor,
  t: { requestKey: string; paymentId: number; fromAccountId: number; fromBalance: TransferBalance; toAccountId: number; toBalance: TransferBalance; amountMinor: number; currency: string; reason: string; ledgerTransactionId: number; createdBy: number | null; at: Date }, // prettier-ignore
): Promise<number> {
  const made = await queryRows<{ id: number }>(
    tx,
    sql`insert into internal_transfers (request_key, payment_id, from_account_id, from_balance,
          to_account_id, to_balance, amount_minor, currency, reason, ledger_transaction_id,
          created_by, created_at)
        values (${t.requestKey}, ${t.paymentId}, ${t.fromAccountId}, ${t.fromBalance},
          ${t.toAccountId}, ${t.toBalance}, ${t.amountMinor}, ${t.currency}, ${t.reason},
          ${t.ledgerTransactionId}, ${t.createdBy}, ${t.at.toISOString()})
        returning id`,
  );
  return Number(made[0]!.id);
}
