import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/*
 * The reads and writes of an MSTS batch (ingest.ts holds the rules and the transaction): plain
 * rows in, plain rows out.
 */

/** Batches are booked one at a time (a transaction-scoped advisory lock). */
const INGEST_LOCK = 719_032;

export async function lockIngest(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INGEST_LOCK})`);
}

export type KnownTransaction = {
  transaction_id: string;
  plate: string;
  toll_domain: string;
  exit_at: Date | string;
  net_minor: string | number;
  vat_minor: string | number;
  currency: string;
  billed: boolean;
};

/** The transactions of these ids recorded before. */
export function knownTransactions(tx: Executor, ids: readonly string[]) {
  return queryRows<KnownTransaction>(
    tx,
    sql`select t.transaction_id, t.plate, t.toll_domain, t.exit_at, t.net_minor, t.vat_minor,
          t.currency, t.billed
        from msts_transactions t
        join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as i(id)
          on i.id = t.transaction_id`,
  );
}

/** The overcharge of each toll domain on each day (Sofia `YYYY-MM-DD`) asked, where one applies. */
export function overchargesOn(tx: Executor, asked: readonly { domain: string; day: string }[]) {
  return queryRows<{ toll_domain: string; day: string; overcharge_bp: number }>(
    tx,
    sql`select r.domain as toll_domain, to_char(r.day, 'YYYY-MM-DD') as day, o.overcharge_bp
        from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) as r(domain text, day date)
        join msts_overcharges o on o.toll_domain = r.domain and o.valid_from <= r.day
          and (o.valid_to is null or r.day < o.valid_to)
        group by r.domain, r.day, o.overcharge_bp`,
  );
}

/** These hauliers' contracts with international toll, by the plate of an active vehicle. */
export function mstsContractsOf(tx: Executor, haulierIds: readonly string[]) {
  return queryRows<{ haulier: string; plate: string; account_id: number }>(
    tx,
    sql`select distinct on (p.customer_id, u.plate) p.customer_id as haulier, u.plate, a.id as account_id
        from partners p
        join accounts a on a.client_id = p.id and a.has_msts_toll
          and a.status in ('ACTIVE', 'SUSPENDED', 'PRE_CLOSED')
        join account_units u on u.account_id = a.id and u.status = 'ACTIVE'
        where p.customer_id in (select jsonb_array_elements_text(${JSON.stringify(haulierIds)}::jsonb))
        order by p.customer_id, u.plate, a.id`,
  );
}

/** Which of these customer ids are toll customers (hauliers). */
export function tollCustomersAmong(tx: Executor, customerIds: readonly string[]) {
  return queryRows<{ customer_id: string }>(
    tx,
    sql`select customer_id from partners where partner_type = 'TOLL_CUSTOMER'
          and customer_id in (select jsonb_array_elements_text(${JSON.stringify(customerIds)}::jsonb))`,
  );
}

/** The batch's record; answers its id. */
export async function insertBatch(
  tx: Executor,
  batch: {
    source: 'API' | 'FILE';
    fileName?: string | null;
    content?: Buffer | null;
    sha256: string;
    received: number;
    booked: number;
    duplicates: number;
    billedNow: number;
    createdBy?: number | null;
    apiKeyId?: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into msts_batches (source, file_name, content, sha256, received, booked, duplicates,
          billed_now, created_by, api_key_id, created_at)
        values (${batch.source}, ${batch.fileName ?? null}, ${batch.content ?? null}, ${batch.sha256},
          ${batch.received}, ${batch.booked}, ${batch.duplicates}, ${batch.billedNow},
          ${batch.createdBy ?? null}, ${batch.apiKeyId ?? null}, ${batch.now.toISOString()})
        returning id`,
  );
  return Number(row!.id);
}

/** Marks these unbilled transactions billed now. */
export async function markBilled(tx: Executor, ids: readonly string[], now: Date): Promise<void> {
  await tx.execute(
    sql`update msts_transactions set billed = true, billed_at = ${now.toISOString()}
        where not billed and transaction_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
}

/** A transaction's row as ingest.ts records it. */
export type MstsRecord = {
  transaction_id: string;
  account_id: number;
  haulier_id: string;
  plate: string;
  vehicle_country: string;
  toll_domain: string;
  entry_point: string;
  entry_at: string;
  exit_point: string;
  exit_at: string;
  net_minor: number;
  vat_minor: number;
  overcharge_bp: number;
  overcharge_minor: number;
  total_minor: number;
  currency: string;
  billed: boolean;
  ledger_transaction_id: number | null;
};

/** The batch's transactions in one statement (a billed one billed at `now`). */
export async function insertTransactions(
  tx: Executor,
  batch: { batchId: number; source: 'API' | 'FILE'; now: Date },
  records: readonly MstsRecord[],
): Promise<void> {
  await tx.execute(
    sql`insert into msts_transactions (transaction_id, batch_id, account_id, haulier_id, plate,
          vehicle_country, toll_domain, entry_point, entry_at, exit_point, exit_at, net_minor,
          vat_minor, overcharge_bp, overcharge_minor, total_minor, currency, billed, billed_at,
          ledger_transaction_id, source)
        select r.transaction_id, ${batch.batchId}, r.account_id, r.haulier_id, r.plate,
          r.vehicle_country, r.toll_domain, r.entry_point, r.entry_at, r.exit_point, r.exit_at,
          r.net_minor, r.vat_minor, r.overcharge_bp, r.overcharge_minor, r.total_minor, r.currency,
          r.billed, case when r.billed then ${batch.now.toISOString()}::timestamptz end,
          r.ledger_transaction_id, ${batch.source}
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(transaction_id text,
          account_id integer, haulier_id text, plate text, vehicle_country char(2),
          toll_domain text, entry_point text, entry_at timestamptz, exit_point text,
          exit_at timestamptz, net_minor bigint, vat_minor bigint, overcharge_bp integer,
          overcharge_minor bigint, total_minor bigint, currency char(3), billed boolean,
          ledger_transaction_id bigint)`,
  );
}

/** The contracts' Euro-toll credit limits (EUR, BGN), their rows locked in id order. */
export function lockEuTollLimits(tx: Executor, accountIds: readonly number[]) {
  return queryRows<{ id: number; eur: string | number; bgn: string | number }>(
    tx,
    sql`select a.id, a.credit_limit_eu_toll_eur_minor as eur, a.credit_limit_eu_toll_bgn_minor as bgn
        from accounts a join jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb) as c(id) on c.id::int = a.id
        order by a.id for no key update of a`,
  );
}

/** What the contracts owe unbilled per currency, leaving out the transactions named. */
export function unbilledTotals(
  tx: Executor,
  accountIds: readonly number[],
  except: readonly string[],
) {
  return queryRows<{ account_id: number; currency: string; unbilled: string | number }>(
    tx,
    sql`select t.account_id, t.currency, sum(t.total_minor) as unbilled
        from msts_transactions t
        join jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb) as c(id) on c.id::int = t.account_id
        where not t.billed
          and t.transaction_id <> all(array(select jsonb_array_elements_text(${JSON.stringify(except)}::jsonb)))
        group by t.account_id, t.currency`,
  );
}
