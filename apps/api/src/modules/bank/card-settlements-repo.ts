import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The SQL of card settlements (migration 0058): a day's card approvals read from the clearing
 * account's entries (every journal but the settlements themselves and their reversals), the
 * settlements recorded against a day (of lines not undone), and the days of a window.
 */
const NOT_SETTLEMENT = sql`t.type <> 'CARD_SETTLEMENT'
  and not (t.type = 'REVERSAL' and t.refs->>'reversedType' = 'CARD_SETTLEMENT')`;

export async function approvalsOf(db: Executor, day: string, currency: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(e.amount_minor), 0) as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
        where a.kind = 'CARD_GATEWAY_CLEARING' and a.currency = ${currency}
          and (e.occurred_at at time zone 'Europe/Sofia')::date = ${day}::date and ${NOT_SETTLEMENT}`,
  );
  return Number(row?.total ?? 0);
}

export async function settledOf(db: Executor, day: string, currency: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(s.gross_minor), 0) as total from card_settlements s
        join bank_transactions b on b.id = s.bank_transaction_id and b.status <> 'UNDONE'
        where s.approvals_day = ${day}::date and s.currency = ${currency}`,
  );
  return Number(row?.total ?? 0);
}

export async function insertSettlement(
  db: Executor,
  s: {
    lineId: number;
    day: string;
    currency: string;
    netMinor: number;
    grossMinor: number;
    feeMinor: number;
    approvalsMinor: number;
    differenceMinor: number;
    status: string;
    at: Date;
  },
) {
  await db.execute(
    sql`insert into card_settlements (bank_transaction_id, approvals_day, currency, net_minor,
          gross_minor, fee_minor, approvals_minor, difference_minor, status, created_at)
        values (${s.lineId}, ${s.day}::date, ${s.currency}, ${s.netMinor}, ${s.grossMinor},
          ${s.feeMinor}, ${s.approvalsMinor}, ${s.differenceMinor}, ${s.status}, ${s.at.toISOString()})`,
  );
}

export type SettlementDayRow = {
  day: string;
  currency: string;
  approvals_minor: string;
  settled_minor: string;
  received_minor: string;
  fee_minor: string;
  settlements: number;
  all_matched: boolean;
  line_ids: number[] | null;
};

/** Per approvals day and currency of the window: approvals and what settled them. */
export async function settlementDays(db: Executor, from: string, to: string) {
  return queryRows<SettlementDayRow>(
    db,
    sql`with approvals as (
          select (e.occurred_at at time zone 'Europe/Sofia')::date as day, a.currency,
                 sum(e.amount_minor) as total
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.transaction_id
          where a.kind = 'CARD_GATEWAY_CLEARING' and ${NOT_SETTLEMENT}
            and e.occurred_at >= (${from}::date - 1) and e.occurred_at < (${to}::date + 2)
          group by 1, 2),
        settled as (
          select s.approvals_day as day, s.currency, sum(s.gross_minor) as gross,
                 sum(s.net_minor) as net, sum(s.fee_minor) as fee, count(*)::int as n,
                 bool_and(s.status = 'MATCHED') as all_matched,
                 array_agg(s.bank_transaction_id order by s.bank_transaction_id) as line_ids
          from card_settlements s
          join bank_transactions b on b.id = s.bank_transaction_id and b.status <> 'UNDONE'
          where s.approvals_day between ${from}::date and ${to}::date
          group by 1, 2)
        select to_char(coalesce(a.day, s.day), 'YYYY-MM-DD') as day,
               trim(coalesce(a.currency, s.currency)) as currency,
               coalesce(a.total, 0) as approvals_minor, coalesce(s.gross, 0) as settled_minor,
               coalesce(s.net, 0) as received_minor, coalesce(s.fee, 0) as fee_minor,
               coalesce(s.n, 0) as settlements, coalesce(s.all_matched, false) as all_matched,
               s.line_ids
        from approvals a full join settled s on s.day = a.day and s.currency = a.currency
        where coalesce(a.day, s.day) between ${from}::date and ${to}::date
          and (coalesce(a.total, 0) <> 0 or coalesce(s.n, 0) > 0)
        order by 1, 2`,
  );
}
