import { sql, type SQL } from 'drizzle-orm';
import {
  LEDGER_ACCOUNT_KIND_CODES,
  ownerOf,
  type LedgerAccountKind,
  type LedgerTransactionType,
} from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import { daysBetween, formatPlainDate, parsePlainDate } from '@toll/domain/plain-date';
import { sofiaDate, startOfSofiaDay } from '@toll/domain/sofia-time';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The ledger's reports. The trial balance reads each account's kept balance and its movements from
 * `from` on: opening = balance − everything booked at or after `from`; closing = opening + the
 * period's debits and credits. A period of whole Sofia days (every one the office asks for) reads
 * the per-day sums of `ledger_daily` (migration 0039): its cost follows the accounts' days with
 * movements since `from`, not the entries. Any other period reads the entries themselves (index
 * ledger_entries_occurred); the tests hold the two to the same answer.
 */
export type TrialBalanceLine = {
  accountId: number;
  kind: LedgerAccountKind;
  ownerId: number | null;
  /**
   * Whom the account belongs to, for people: the contract's client, the partner, the point of
   * sale or the bank account by name; with the contract's number, the POS code or the IBAN.
   */
  ownerName: string | null;
  ownerNumber: string | null;
  currency: Currency;
  openingMinor: number;
  debitsMinor: number;
  creditsMinor: number;
  closingMinor: number;
};
export type TrialBalanceTotal = Omit<
  TrialBalanceLine,
  'accountId' | 'kind' | 'ownerId' | 'ownerName' | 'ownerNumber'
>;
export type TrialBalanceResult = { rows: TrialBalanceLine[]; totals: TrialBalanceTotal[] };

type Days = { fromDay: string; toDay: string };

const kindsOwnedBy = (owner: ReturnType<typeof ownerOf>) =>
  sql.join(
    LEDGER_ACCOUNT_KIND_CODES.filter((kind) => ownerOf(kind) === owner).map((kind) => sql`${kind}`),
    sql`, `,
  );

/** The Sofia days [from, to) when both instants are Sofia midnights, else null. */
function sofiaDays(from: Date, to: Date): Days | null {
  const fromDay = sofiaDate(from);
  const toDay = sofiaDate(to);
  if (startOfSofiaDay(fromDay).getTime() !== from.getTime()) return null;
  if (startOfSofiaDay(toDay).getTime() !== to.getTime()) return null;
  return { fromDay: formatPlainDate(fromDay), toDay: formatPlainDate(toDay) };
}

type Moves = { moves: SQL; opening: SQL };
const SINCE = sql`a.balance_minor - coalesce(m.since_from, 0)`;

/** Days from `fromDay` on: opening = balance − what came since (cost: the days since `from`). */
const daysAfter = ({ fromDay, toDay }: Days): Moves => ({
  moves: sql`
    select account_id,
      sum(debits_minor + credits_minor) as since_from,
      coalesce(sum(debits_minor) filter (where day < ${toDay}::date), 0) as debits,
      coalesce(sum(credits_minor) filter (where day < ${toDay}::date), 0) as credits
    from ledger_daily where day >= ${fromDay}::date
    group by account_id`,
  opening: SINCE,
});

/** Days before `toDay`: opening = what came before `from` (cost: the days up to `to`). */
const daysBefore = ({ fromDay, toDay }: Days): Moves => ({
  moves: sql`
    select account_id,
      coalesce(sum(debits_minor + credits_minor) filter (where day < ${fromDay}::date), 0) as before_from,
      coalesce(sum(debits_minor) filter (where day >= ${fromDay}::date), 0) as debits,
      coalesce(sum(credits_minor) filter (where day >= ${fromDay}::date), 0) as credits
    from ledger_daily where day < ${toDay}::date
    group by account_id`,
  opening: sql`coalesce(m.before_from, 0)`,
});

const entryMoves = (from: string, to: string): Moves => ({
  moves: sql`
    select account_id,
      sum(amount_minor) as since_from,
      coalesce(sum(amount_minor) filter (where occurred_at < ${to}::timestamptz and amount_minor > 0), 0) as debits,
      coalesce(sum(amount_minor) filter (where occurred_at < ${to}::timestamptz and amount_minor < 0), 0) as credits
    from ledger_entries where occurred_at >= ${from}::timestamptz
    group by account_id`,
  opening: SINCE,
});

/**
 * Whole days read the side of `from` with fewer days: before it when `from` is nearer the first
 * day with movements than today, else after it.
 */
async function dailyMoves(exec: Executor, days: Days, side?: 'before' | 'after'): Promise<Moves> {
  if (side) return side === 'before' ? daysBefore(days) : daysAfter(days);
  const [first] = await queryRows<{ day: string | null }>(
    exec,
    sql`select to_char(min(day), 'YYYY-MM-DD') as day from ledger_daily`,
  );
  const firstDay = first?.day ? parsePlainDate(first.day) : null;
  const fromDay = parsePlainDate(days.fromDay)!;
  if (!firstDay) return daysAfter(days);
  const before = daysBetween(firstDay, fromDay);
  const after = daysBetween(fromDay, sofiaDate(new Date()));
  return before < after ? daysBefore(days) : daysAfter(days);
}

/** Per account (with a balance or movements): opening, debits, credits, closing; totals per currency. */
export async function trialBalance(
  exec: Executor,
  period: {
    from: Date;
    to: Date;
    currency?: Currency;
    /** Tests: read the entries, not the days; or the days from this side of `from`. */
    read?: 'entries' | 'before' | 'after';
  },
): Promise<TrialBalanceResult> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const currency = period.currency ?? null;
  const days = period.read === 'entries' ? null : sofiaDays(period.from, period.to);
  const read = days
    ? await dailyMoves(
        exec,
        days,
        period.read === 'before' || period.read === 'after' ? period.read : undefined,
      )
    : entryMoves(from, to);
  const raw = await queryRows<{
    id: number;
    kind: LedgerAccountKind;
    owner_id: number | null;
    owner_name: string | null;
    owner_number: string | null;
    currency: Currency;
    opening: string;
    debits: string;
    credits: string;
  }>(
    exec,
    sql`with moves as (${read.moves})
        select a.id, a.kind, a.owner_id, a.currency,
          coalesce(ac.client_name, p.name, ps.name, b.name) as owner_name,
          coalesce(ac.number, ps.code, b.iban) as owner_number,
          ${read.opening} as opening,
          coalesce(m.debits, 0) as debits, coalesce(m.credits, 0) as credits
        from ledger_accounts a left join moves m on m.account_id = a.id
          left join accounts ac on ac.id = a.owner_id and a.kind in (${kindsOwnedBy('contract')})
          left join partners p on p.id = a.owner_id and a.kind in (${kindsOwnedBy('partner')})
          left join points_of_sale ps on ps.id = a.owner_id and a.kind in (${kindsOwnedBy('pos')})
          left join bank_accounts b on b.id = a.owner_id and a.kind in (${kindsOwnedBy('bankAccount')})
        where (${currency}::text is null or a.currency = ${currency}::text)
          and (${read.opening} <> 0 or m.debits <> 0 or m.credits <> 0)
        order by a.currency, a.kind, a.owner_id nulls first, a.id`,
  );
  const rows = raw.map((r) => {
    const openingMinor = Number(r.opening);
    const debitsMinor = Number(r.debits);
    const creditsMinor = Number(r.credits);
    return {
      accountId: Number(r.id),
      kind: r.kind,
      ownerId: r.owner_id === null ? null : Number(r.owner_id),
      ownerName: r.owner_name,
      ownerNumber: r.owner_number,
      currency: r.currency.trim() as Currency,
      openingMinor,
      debitsMinor,
      creditsMinor,
      closingMinor: openingMinor + debitsMinor + creditsMinor,
    };
  });
  const totals = new Map<Currency, TrialBalanceTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      openingMinor: 0,
      debitsMinor: 0,
      creditsMinor: 0,
      closingMinor: 0,
    };
    total.openingMinor += row.openingMinor;
    total.debitsMinor += row.debitsMinor;
    total.creditsMinor += row.creditsMinor;
    total.closingMinor += row.closingMinor;
    totals.set(row.currency, total);
  }
  return { rows, totals: [...totals.values()] };
}

export type LedgerAccountRow = {
  id: number;
  kind: LedgerAccountKind;
  ownerId: number | null;
  currency: Currency;
  balanceMinor: number;
  floorMinor: number | null;
};

export async function findLedgerAccount(
  exec: Executor,
  id: number,
): Promise<LedgerAccountRow | null> {
  const rows = await queryRows<{
    id: number;
    kind: LedgerAccountKind;
    owner_id: number | null;
    currency: string;
    balance_minor: string;
    floor_minor: string | null;
  }>(
    exec,
    sql`select id, kind, owner_id, currency, balance_minor, floor_minor from ledger_accounts where id = ${id}`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    kind: r.kind,
    ownerId: r.owner_id === null ? null : Number(r.owner_id),
    currency: r.currency.trim() as Currency,
    balanceMinor: Number(r.balance_minor),
    floorMinor: r.floor_minor === null ? null : Number(r.floor_minor),
  };
}

export type LedgerEntryRow = {
  id: number;
  transactionId: number;
  type: LedgerTransactionType;
  businessKey: string;
  occurredAt: Date;
  description: string | null;
  amountMinor: number;
  currency: Currency;
  reversesTransactionId: number | null;
};

/** One page of an account's entries, newest first (index ledger_entries_account). */
export async function accountEntries(
  exec: Executor,
  accountId: number,
  query: { page: number; pageSize: number; from?: Date; to?: Date },
): Promise<{ items: LedgerEntryRow[]; total: number }> {
  const from = query.from?.toISOString() ?? null;
  const to = query.to?.toISOString() ?? null;
  const where = sql`e.account_id = ${accountId}
    and (${from}::timestamptz is null or e.occurred_at >= ${from}::timestamptz)
    and (${to}::timestamptz is null or e.occurred_at < ${to}::timestamptz)`;
  const counted = await queryRows<{ n: string }>(
    exec,
    sql`select count(*) as n from ledger_entries e where ${where}`,
  );
  const rows = await queryRows<{
    id: string;
    transaction_id: string;
    type: LedgerTransactionType;
    business_key: string;
    occurred_at: Date | string;
    description: string | null;
    amount_minor: string;
    currency: string;
    reverses_transaction_id: string | null;
  }>(
    exec,
    sql`select e.id, e.transaction_id, t.type, t.business_key, e.occurred_at, t.description,
          e.amount_minor, e.currency, t.reverses_transaction_id
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where ${where}
        order by e.occurred_at desc, e.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    total: Number(counted[0]?.n ?? 0),
    items: rows.map((r) => ({
      id: Number(r.id),
      transactionId: Number(r.transaction_id),
      type: r.type,
      businessKey: r.business_key,
      occurredAt: new Date(r.occurred_at),
      description: r.description,
      amountMinor: Number(r.amount_minor),
      currency: r.currency.trim() as Currency,
      reversesTransactionId:
        r.reverses_transaction_id === null ? null : Number(r.reverses_transaction_id),
    })),
  };
}

/** One entry of the journal export: its journal, its account and the account's owner. */
export type JournalEntryLine = {
  entryId: number;
  transactionId: number;
  type: LedgerTransactionType;
  businessKey: string;
  description: string | null;
  reversesTransactionId: number | null;
  occurredAt: Date;
  accountId: number;
  kind: LedgerAccountKind;
  ownerName: string | null;
  ownerNumber: string | null;
  amountMinor: number;
  currency: Currency;
};

type JournalEntryRaw = {
  id: string;
  transaction_id: string;
  type: LedgerTransactionType;
  business_key: string;
  description: string | null;
  reverses_transaction_id: string | null;
  occurred_at: string;
  account_id: number;
  kind: LedgerAccountKind;
  owner_name: string | null;
  owner_number: string | null;
  amount_minor: string;
  currency: string;
};

/**
 * Every entry of the period in booking order (moment, then entry), read in chunks by keyset, with
 * its journal and its account's owner: the journal export an accounting package imports.
 */
export function streamJournalEntries(
  exec: Executor,
  period: { from: Date; to: Date; currency?: Currency },
  chunk = 2000,
): AsyncIterable<JournalEntryLine> & { chunks: () => AsyncIterable<JournalEntryLine[]> } {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const currency = period.currency ?? null;
  async function* chunks(): AsyncGenerator<JournalEntryLine[]> {
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const rows: JournalEntryRaw[] = await queryRows<JournalEntryRaw>(
        exec,
        sql`select e.id, e.transaction_id, t.type, t.business_key, t.description,
              t.reverses_transaction_id, to_char(e.occurred_at at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at, e.account_id, a.kind,
              coalesce(ac.client_name, p.name, ps.name, b.name) as owner_name,
              coalesce(ac.number, ps.code, b.iban) as owner_number, e.amount_minor, e.currency
            from ledger_entries e
              join ledger_transactions t on t.id = e.transaction_id
              join ledger_accounts a on a.id = e.account_id
              left join accounts ac on ac.id = a.owner_id and a.kind in (${kindsOwnedBy('contract')})
              left join partners p on p.id = a.owner_id and a.kind in (${kindsOwnedBy('partner')})
              left join points_of_sale ps on ps.id = a.owner_id and a.kind in (${kindsOwnedBy('pos')})
              left join bank_accounts b on b.id = a.owner_id and a.kind in (${kindsOwnedBy('bankAccount')})
            where e.occurred_at >= ${from}::timestamptz and e.occurred_at < ${to}::timestamptz
              and (${currency}::text is null or e.currency = ${currency}::text)
              and (${after?.at ?? null}::timestamptz is null
                or (e.occurred_at, e.id) > (${after?.at ?? null}::timestamptz, ${after?.id ?? 0}::bigint))
            order by e.occurred_at, e.id
            limit ${chunk}`,
      );
      if (rows.length === 0) return;
      yield rows.map((r) => ({
        entryId: Number(r.id),
        transactionId: Number(r.transaction_id),
        type: r.type,
        businessKey: r.business_key,
        description: r.description,
        reversesTransactionId:
          r.reverses_transaction_id === null ? null : Number(r.reverses_transaction_id),
        occurredAt: new Date(r.occurred_at),
        accountId: Number(r.account_id),
        kind: r.kind,
        ownerName: r.owner_name,
        ownerNumber: r.owner_number,
        amountMinor: Number(r.amount_minor),
        currency: r.currency.trim() as Currency,
      }));
      if (rows.length < chunk) return;
      const last: JournalEntryRaw = rows[rows.length - 1]!;
      after = { at: last.occurred_at, id: Number(last.id) };
    }
  }
  return {
    chunks,
    async *[Symbol.asyncIterator]() {
      for await (const rows of chunks()) yield* rows;
    },
  };
}
