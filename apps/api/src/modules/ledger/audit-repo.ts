import { sql } from 'drizzle-orm';
import type { AgedAccountKind } from '@toll/domain/ledger-audit';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The ledger auditor's reads (issue #31): each check a set-based query over the whole ledger,
 * returning the ids it found (at most SAMPLE of them) and how many there are. Read-only.
 */
const SAMPLE = 10;

type Found = { count: number; sample: string[] };

async function found(exec: Executor, query: ReturnType<typeof sql>): Promise<Found> {
  const rows = await queryRows<{ count: number; sample: string[] | null }>(
    exec,
    sql`with found as (${query}) select count(*)::int as count,
          (array_agg(id order by id))[1:${SAMPLE}] as sample from found`,
  );
  return { count: rows[0]?.count ?? 0, sample: rows[0]?.sample ?? [] };
}

/** Journals out of balance in a currency, or with fewer than two entries. */
export const unbalancedJournals = (exec: Executor) =>
  found(
    exec,
    sql`select distinct id from (
          select transaction_id::text as id from ledger_entries
          group by transaction_id, currency having sum(amount_minor) <> 0
          union all
          select t.id::text from ledger_transactions t
          left join ledger_entries e on e.transaction_id = t.id
          group by t.id having count(e.id) < 2) j`,
  );

/** Issued (or since reversed) sale items with an amount and no journal of their own. */
export const saleItemsWithoutJournal = (exec: Executor) =>
  found(
    exec,
    sql`select i.id::text as id from sale_items i join sales s on s.id = i.sale_id
        where i.state in ('ACTIVE', 'REVERSED')
          and (case when s.currency = 'EUR' then i.amount_eur else i.amount_bgn end) > 0
          and not exists (
            select 1 from ledger_transactions t where t.business_key = 'sale-item-' || i.id)`,
  );

/** Credit lines of a statement with no journal: the statement's receipt, or the line's own. */
export const bankLinesWithoutJournal = (exec: Executor) =>
  found(
    exec,
    sql`select b.id::text as id from bank_transactions b
        where b.direction = 'CREDIT' and not exists (
          select 1 from ledger_transactions t where t.business_key in (
            'bank-statement:' || b.statement_id, 'partner-payment:' || b.id, 'bank-invoice:' || b.id,
            'card-settlement:' || b.id))`,
  );

/** Journals of a sale item or a statement that does not exist. */
export const journalsWithoutSource = (exec: Executor) =>
  found(
    exec,
    sql`select t.id::text as id from ledger_transactions t
        where (t.business_key like 'sale-item-%' and not exists (
                select 1 from sale_items i where i.id::text = substr(t.business_key, 11)))
           or (t.business_key like 'bank-statement:%' and not exists (
                select 1 from bank_statements s where s.id::text = substr(t.business_key, 16)))`,
  );

/** Issuers whose numbers from the range's start to the last one taken are not all there. */
export const invoiceNumberGaps = (exec: Executor) =>
  found(
    exec,
    sql`select i.code || ': ' || ((i.next_number - i.range_start) - count(distinct v.number))
              || ' missing' as id
        from invoice_issuers i
        left join invoices v on v.issuer_id = i.id
          and v.number between i.range_start and i.next_number - 1
        group by i.id, i.code, i.range_start, i.next_number
        having count(distinct v.number) <> i.next_number - i.range_start`,
  );

/**
 * Per clearing and suspense account: its balance and what came in on its normal side since
 * `since` (the rules age the rest, oldest first).
 */
export async function agedAccounts(exec: Executor, since: Date) {
  return queryRows<{
    kind: AgedAccountKind;
    currency: string;
    normal: number;
    balance_minor: string;
    recent_minor: string;
  }>(
    exec,
    sql`select a.kind, a.currency, n.normal, a.balance_minor,
          coalesce((select sum(e.amount_minor) from ledger_entries e
                    where e.account_id = a.id and e.occurred_at >= ${since}
                      and sign(e.amount_minor) = n.normal), 0) as recent_minor
        from ledger_accounts a
        cross join lateral (select case when a.kind = 'SUSPENSE' then -1 else 1 end as normal) n
        where a.kind in ('CARD_GATEWAY_CLEARING', 'SUSPENSE')
        order by a.kind, a.currency`,
  );
}

/** Records a run; runs older than `keepSince` go. */
export async function recordAuditRun(
  exec: Executor,
  run: { ranAt: Date; durationMs: number; ok: boolean; findings: unknown; aged: unknown },
  keepSince: Date,
) {
  await exec.execute(
    sql`insert into ledger_audit_runs (ran_at, duration_ms, ok, findings, aged)
        values (${run.ranAt}, ${run.durationMs}, ${run.ok}, ${JSON.stringify(run.findings)}::jsonb,
                ${JSON.stringify(run.aged)}::jsonb)`,
  );
  await exec.execute(sql`delete from ledger_audit_runs where ran_at < ${keepSince}`);
}

export type AuditRunRow = {
  ran_at: Date | string;
  duration_ms: number;
  ok: boolean;
  findings: { check: string; count: number; sample: string[] }[];
  aged: { kind: string; currency: string; balanceMinor: number; agedMinor: number }[];
};

/** The latest run, or null before the first. */
export async function latestAuditRun(exec: Executor): Promise<AuditRunRow | null> {
  const rows = await queryRows<AuditRunRow>(
    exec,
    sql`select ran_at, duration_ms, ok, findings, aged from ledger_audit_runs
        order by ran_at desc, id desc limit 1`,
  );
  return rows[0] ?? null;
}
