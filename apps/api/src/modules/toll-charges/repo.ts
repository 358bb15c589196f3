import { sql } from 'drizzle-orm';
import type { DueDayCounter, ObligationPeriod } from '@toll/domain/accounts';
import { queryRows, type Executor } from '../../platform/db/database';
import { bulkJournalsWith, type BulkJournal } from '../ledger/bulk-posting';

/*
 * The toll-charges module's reads and writes: plain rows in, plain rows out. The rules (covering a
 * charge, thresholds, idempotency) and the transactions are the callers' (ingest.ts, service.ts,
 * adjustments.ts, keys.ts).
 */

/** What a toll batch needs of a contract: its type, credit limits, low-balance and due-date terms. */
export type Contract = {
  id: number;
  accountType: number;
  creditLimitBgn: number;
  creditLimitEur: number;
  lowBalancePercent: number | null;
  initialPaymentMinor: number;
  obligationPeriod: ObligationPeriod | null;
  duePaymentDays: number | null;
  dueDaysCounter: DueDayCounter | null;
  postponeDays: number;
};

/** The contracts of these ids, in one statement. */
export async function contractsOf(tx: Executor, ids: number[]): Promise<Map<number, Contract>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select a.id, a.account_type, a.credit_limit_bg_toll_bgn_minor, a.credit_limit_bg_toll_eur_minor,
          a.low_balance_percent, a.initial_payment_minor, a.obligation_period, a.due_payment_days,
          a.due_days_counter, a.postpone_days
        from accounts a
        where a.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        accountType: Number(r.account_type),
        creditLimitBgn: Number(r.credit_limit_bg_toll_bgn_minor),
        creditLimitEur: Number(r.credit_limit_bg_toll_eur_minor),
        lowBalancePercent: r.low_balance_percent == null ? null : Number(r.low_balance_percent),
        initialPaymentMinor: Number(r.initial_payment_minor),
        obligationPeriod: (r.obligation_period as ObligationPeriod | null) ?? null,
        duePaymentDays: r.due_payment_days == null ? null : Number(r.due_payment_days),
        dueDaysCounter: (r.due_days_counter as DueDayCounter | null) ?? null,
        postponeDays: Number(r.postpone_days ?? 0),
      },
    ]),
  );
}

/** The contract of each of these plates: its active vehicle's, on an active contract. */
export function activeUnitsOfPlates(tx: Executor, plates: readonly string[]) {
  return queryRows<{ plate: string; account_id: number }>(
    tx,
    sql`select distinct on (u.plate) u.plate, u.account_id
        from account_units u
        join jsonb_array_elements_text(${JSON.stringify(plates)}::jsonb) as p(plate) on p.plate = u.plate
        join accounts a on a.id = u.account_id and a.status = 'ACTIVE'
        where u.status = 'ACTIVE'
        order by u.plate, u.id`,
  );
}

/** The kept balances of these ledger accounts, locked for the transaction in id order. */
export function lockLedgerBalances(tx: Executor, ids: readonly number[]) {
  return queryRows<{ id: number; balance_minor: string }>(
    tx,
    sql`select id, balance_minor from ledger_accounts
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
        order by id for update`,
  );
}

/** Which of these toll transaction ids are recorded already. */
export async function recordedTollIds(tx: Executor, ids: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ transaction_id: string }>(
    tx,
    sql`select t.transaction_id from toll_transaction_keys t
        join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as i(id)
          on i.id = t.transaction_id`,
  );
  return rows.map((row) => row.transaction_id);
}

/** A toll transaction's row as ingest.ts records it. */
export type TollRecord = {
  transaction_id: string;
  account_id: number | null;
  plate: string;
  device_id: string | null;
  segment_id: string;
  entry_at: string;
  exit_at: string;
  km: number;
  category: string;
  emission_class: string;
  amount_minor: number;
  currency: string;
  status: 'POSTED' | 'REFUSED' | 'UNMATCHED';
  from_main_minor: number | null;
  from_secondary_minor: number | null;
  period_start: string | null;
  period_end: string | null;
  due_date: string | null;
};

/**
 * The month partitions of the records' exits (made when missing: a late or a first one), then in
 * one statement: the journals (`bulkJournalsWith`), the ids in the registry
 * (`toll_transaction_keys`, one row per id across every month) and the toll transactions of the
 * ids it took, each POSTED one naming the journal written beside it; an id recorded meanwhile by
 * another delivery is skipped. Answers the status of each row recorded.
 */
export async function insertTollTransactions(
  tx: Executor,
  journals: readonly BulkJournal[],
  records: readonly TollRecord[],
  source: 'API' | 'FILE',
) {
  const months = [...new Set(records.map((r) => new Date(r.exit_at).toISOString().slice(0, 7)))];
  await tx.execute(
    sql`select toll_transactions_ensure_month((m || '-01T00:00:00Z')::timestamptz)
        from jsonb_array_elements_text(${JSON.stringify(months)}::jsonb) as x(m)`,
  );
  const journalsWith =
    journals.length > 0
      ? bulkJournalsWith([...journals])
      : sql`h (id, type, business_key) as (select null::bigint, null::text, null::text where false)`;
  return queryRows<{ status: TollRecord['status'] }>(
    tx,
    sql`with ${journalsWith},
      r as (
        select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(transaction_id text,
          account_id integer, plate text, device_id text, segment_id text, entry_at timestamptz,
          exit_at timestamptz, km numeric, category text, emission_class text, amount_minor bigint,
          currency char(3), status text, from_main_minor bigint, from_secondary_minor bigint,
          period_start date, period_end date, due_date date)),
      k as (
        insert into toll_transaction_keys (transaction_id, exit_month)
        select r.transaction_id, date_trunc('month', r.exit_at at time zone 'UTC')::date from r
        on conflict do nothing
        returning transaction_id),
      t as (
        insert into toll_transactions (transaction_id, account_id, plate, device_id, segment_id,
          entry_at, exit_at, km, category, emission_class, amount_minor, currency, status,
          ledger_transaction_id, from_main_minor, from_secondary_minor, period_start, period_end,
          due_date, source)
        select r.transaction_id, r.account_id, r.plate, r.device_id, r.segment_id, r.entry_at,
          r.exit_at, r.km, r.category, r.emission_class, r.amount_minor, r.currency, r.status,
          h.id, r.from_main_minor, r.from_secondary_minor, r.period_start, r.period_end, r.due_date,
          ${source}
        from r join k on k.transaction_id = r.transaction_id
        left join h on r.status = 'POSTED' and h.type = 'TOLL' and h.business_key = r.transaction_id
        returning status)
      select status from t`,
  );
}

/** A charging-system key as stored (its prefix and hash; the key itself is never kept). */
export async function insertChargingKey(
  db: Executor,
  row: { name: string; keyPrefix: string; keyHash: string },
): Promise<void> {
  await db.execute(
    sql`insert into toll_charging_keys (name, key_prefix, key_hash)
        values (${row.name}, ${row.keyPrefix}, ${row.keyHash})`,
  );
}

/** Records a use of the live key of this hash; its id, or undefined for none. */
export async function useChargingKey(db: Executor, hash: string, now: Date) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update toll_charging_keys set last_used_at = ${now.toISOString()}
        where key_hash = ${hash} and revoked_at is null returning id`,
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** Clears the low-balance notices of contracts whose balance recovered (arming them again). */
export async function clearLowBalanceNotices(
  tx: Executor,
  accountIds: readonly number[],
  now: string,
) {
  if (accountIds.length === 0) return;
  await tx.execute(
    sql`update toll_low_balance_notices set cleared_at = ${now}
        where cleared_at is null and account_id in (${sql.join(
          accountIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

/**
 * Arms the contract's low-balance notice unless it is armed already (not cleared since); when it
 * arms, the contract's notification terms and its primary contact's language.
 */
export async function armLowBalanceNotice(tx: Executor, accountId: number, now: string) {
  const rows = await queryRows<{
    email: string | null;
    number: string;
    lang: string | null;
    wants: boolean;
    sms: boolean;
    phone: string | null;
  }>(
    tx,
    sql`with notice as (
          insert into toll_low_balance_notices (account_id, notified_at) values (${accountId}, ${now})
          on conflict (account_id) do update set notified_at = excluded.notified_at, cleared_at = null
            where toll_low_balance_notices.cleared_at is not null
          returning account_id)
        select a.notification_email as email, a.number, a.email_notifications as wants,
          a.sms_notifications as sms, a.notification_phone as phone,
          (select c.preferred_language from account_contacts c where c.account_id = a.id
            order by c.is_primary desc, c.id limit 1) as lang
        from notice n join accounts a on a.id = n.account_id`,
  );
  return rows[0];
}

/** Serialises the transactions of one business key (a transaction-scoped advisory lock). */
export async function lockBusinessKey(tx: Executor, businessKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${businessKey}, 0))`);
}

/** The toll adjustment booked under this business key, if any. */
export async function tollAdjustmentByKey(tx: Executor, businessKey: string) {
  const rows = await queryRows<{ id: string; type: string; refs: Record<string, unknown> }>(
    tx,
    sql`select id, type, refs from ledger_transactions
        where business_key = ${businessKey}
          and type in ('TOLL_ADJUSTMENT_DEBIT', 'TOLL_ADJUSTMENT_CREDIT')`,
  );
  return rows[0];
}

/** A contract's type and credit limits (EUR, BGN), or undefined. */
export async function contractCreditTerms(tx: Executor, accountId: number) {
  const rows = await queryRows<{ account_type: number; eur: string; bgn: string }>(
    tx,
    sql`select account_type, credit_limit_bg_toll_eur_minor as eur, credit_limit_bg_toll_bgn_minor as bgn
        from accounts where id = ${accountId}`,
  );
  return rows[0];
}

/** A contract's balances in the ledger (kept, O(1) each), by kind and currency. */
export function contractLedgerBalances(db: Executor, accountId: number) {
  return queryRows<{
    id: number;
    kind: string;
    currency: 'BGN' | 'EUR';
    balance_minor: string;
    normal_side: number;
    floor_minor: string | null;
  }>(
    db,
    sql`select id, kind, currency, balance_minor, normal_side, floor_minor from ledger_accounts
        where owner_id = ${accountId}
          and kind in ('PREPAID_MAIN', 'PREPAID_SECONDARY', 'POSTPAID_RECEIVABLE', 'DEPOSIT', 'UNPAID_DEPOSIT')
        order by kind, currency`,
  );
}

/** A contract's latest 50 toll transactions, newest first. */
export function latestTolls(db: Executor, accountId: number) {
  return queryRows<{
    transaction_id: string;
    plate: string;
    segment_id: string;
    exit_at: Date | string;
    amount_minor: string;
    currency: 'BGN' | 'EUR';
    status: 'POSTED' | 'REFUSED' | 'UNMATCHED';
    due_date: string | null;
  }>(
    db,
    sql`select transaction_id, plate, segment_id, exit_at, amount_minor, currency, status,
          due_date::text as due_date
        from toll_transactions where account_id = ${accountId}
        order by exit_at desc, id desc limit 50`,
  );
}
