import { sql } from 'drizzle-orm';
import {
  assertBalanced,
  isLedgerAccountKind,
  isLedgerTransactionType,
  LEDGER_ACCOUNT_KINDS,
  mirrorLines,
  UnbalancedJournalError,
  type LedgerAccountKind,
  type LedgerTransactionType,
} from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows, type Executor } from '../../platform/db/database';
import { namedQuery } from '../../platform/db/wire';
import { AppError } from '../../platform/http/app-error';

/**
 * Booking into the double-entry ledger (migration 0018, docs/ARCHITECTURE.md "Ledger"). Every
 * caller (sales, toll charges, bank statements, fees, invoices) books through `postJournal` with a
 * business key that names the event (a sale id, a toll transaction id, a bank line id), so a retry
 * books nothing. Amounts: integer minor units, positive = debit, negative = credit.
 */
export type LedgerAccountRef = {
  kind: LedgerAccountKind;
  /** contract (accounts.id), partner id, bank account id or POS id; null for the platform's own. */
  ownerId?: number | null;
  currency: Currency;
  /**
   * Only used when the account is created: the lowest normal-side balance. A prepaid balance's
   * floor is the database's whatever is passed (migration 0035: −the contract's credit limit for
   * PREPAID_MAIN, 0 for PREPAID_SECONDARY); this value counts only without such a contract.
   */
  floorMinor?: number | null;
};

export type JournalLine = { account: LedgerAccountRef; amountMinor: number; currency: Currency };

export type JournalInput = {
  type: LedgerTransactionType;
  businessKey: string;
  occurredAt: Date;
  description?: string;
  refs?: Record<string, number | string>;
  createdBy?: number | null;
  lines: JournalLine[];
};

export type PostedJournal = { transactionId: number; created: boolean };

export type LedgerBalance = {
  /** null when the account does not exist yet (its balance is then 0). */
  accountId: number | null;
  kind: LedgerAccountKind;
  ownerId: number | null;
  currency: Currency;
  /** The plain sum of its entries (debits positive). */
  balanceMinor: number;
  /** The same on the account's normal side (a prepaid balance of 50.00 is 5000). */
  normalBalanceMinor: number;
  floorMinor: number | null;
};

const sideOf = (kind: LedgerAccountKind) =>
  LEDGER_ACCOUNT_KINDS[kind].normalSide === 'debit' ? 1 : -1;

function checkRef(ref: LedgerAccountRef): void {
  if (!isLedgerAccountKind(ref.kind))
    throw new TypeError(`Unknown ledger account kind ${ref.kind}`);
  const owned = LEDGER_ACCOUNT_KINDS[ref.kind].owner !== null;
  const ownerId = ref.ownerId ?? null;
  if (owned !== (ownerId !== null))
    throw new TypeError(`Ledger account ${ref.kind} ${owned ? 'needs' : 'has no'} an owner`);
  if (ref.currency !== 'BGN' && ref.currency !== 'EUR')
    throw new TypeError(`Unknown currency ${String(ref.currency)}`);
}

/** The account's id, created on first use (race-safe: concurrent creators get the same row). */
export async function ensureLedgerAccount(exec: Executor, ref: LedgerAccountRef): Promise<number> {
  checkRef(ref);
  const ownerId = ref.ownerId ?? null;
  const inserted = await queryRows<{ id: number }>(
    exec,
    sql`insert into ledger_accounts (kind, owner_id, currency, normal_side, floor_minor)
        values (${ref.kind}, ${ownerId}, ${ref.currency}, ${sideOf(ref.kind)}, ${ref.floorMinor ?? null})
        on conflict on constraint ledger_accounts_key do nothing
        returning id`,
  );
  if (inserted[0]) return Number(inserted[0].id);
  const found = await queryRows<{ id: number }>(
    exec,
    sql`select id from ledger_accounts
        where kind = ${ref.kind} and owner_id is not distinct from ${ownerId} and currency = ${ref.currency}`,
  );
  if (!found[0]) throw new Error('ledger account vanished after a conflicting insert');
  return Number(found[0].id);
}

/** An account's key in the map `ensureLedgerAccounts` answers. */
export const ledgerAccountKey = (ref: {
  kind: string;
  ownerId?: number | null;
  currency: string;
}) => `${ref.kind}|${ref.ownerId ?? ''}|${ref.currency}`;

/**
 * The ids of several accounts, created on first use, in one statement (a journal's accounts: one
 * round trip, not two per account). An account committed by a racing creator after the
 * statement's snapshot is not seen by it: that rare one is looked up on its own.
 */
export async function ensureLedgerAccounts(
  exec: Executor,
  refs: readonly LedgerAccountRef[],
): Promise<Map<string, number>> {
  const wanted = new Map<string, LedgerAccountRef>();
  for (const ref of refs) {
    checkRef(ref);
    wanted.set(ledgerAccountKey(ref), ref);
  }
  const sorted = [...wanted.entries()].sort(([a], [b]) => a.localeCompare(b));
  const json = JSON.stringify(
    sorted.map(([, ref]) => ({
      kind: ref.kind,
      owner_id: ref.ownerId ?? null,
      currency: ref.currency,
      normal_side: sideOf(ref.kind),
      floor_minor: ref.floorMinor ?? null,
    })),
  );
  // a JSON parameter, not a VALUES list: a toll batch asks for thousands of accounts; the look-up
  // joins by equality (owned and unowned apart) so it can use the accounts' key; prepared once per
  // connection (every sale asks it: planning it cost five times its run). Only the accounts
  // not found are inserted: an INSERT … ON CONFLICT meeting an account whose balance another
  // transaction is changing waits for that transaction to end, so a sale would queue behind every
  // other sale booking to the same revenue account (the reseller bench: a third of the waits).
  const rows = await namedQuery<{
    id: number;
    kind: string;
    owner_id: number | null;
    currency: string;
  }>(
    exec,
    'ledger_ensure_accounts',
    `with wanted as (
          select * from jsonb_to_recordset($1::jsonb) as w(kind text, owner_id integer,
            currency char(3), normal_side smallint, floor_minor bigint)),
        found as (
          select a.id, a.kind, a.owner_id, a.currency from ledger_accounts a join wanted w
            on a.kind = w.kind and a.owner_id = w.owner_id and a.currency = w.currency
          union all
          select a.id, a.kind, a.owner_id, a.currency from ledger_accounts a join wanted w
            on a.kind = w.kind and a.owner_id is null and w.owner_id is null and a.currency = w.currency),
        ins as (insert into ledger_accounts (kind, owner_id, currency, normal_side, floor_minor)
                select w.kind, w.owner_id, w.currency, w.normal_side, w.floor_minor from wanted w
                where not exists (select 1 from found f where f.kind = w.kind
                  and f.owner_id is not distinct from w.owner_id and f.currency = w.currency)
                on conflict on constraint ledger_accounts_key do nothing
                returning id, kind, owner_id, currency)
        select id, kind, owner_id, currency from found
        union all
        select id, kind, owner_id, currency from ins`,
    [json],
  );
  const ids = new Map<string, number>();
  for (const row of rows)
    ids.set(
      ledgerAccountKey({ kind: row.kind, ownerId: row.owner_id, currency: row.currency }),
      Number(row.id),
    );
  for (const [key, ref] of sorted)
    if (!ids.has(key)) ids.set(key, await ensureLedgerAccount(exec, ref));
  return ids;
}

/** Sets an account's floor (a prepaid balance's credit limit changed). Balances above stay valid. */
export async function setLedgerFloor(
  exec: Executor,
  ref: LedgerAccountRef,
  floorMinor: number | null,
): Promise<number> {
  const id = await ensureLedgerAccount(exec, ref);
  await exec.execute(sql`update ledger_accounts set floor_minor = ${floorMinor} where id = ${id}`);
  return id;
}

/** Maps the database's refusals to §8 keys; anything else is rethrown as is. */
export function ledgerError(error: unknown): unknown {
  if (error instanceof UnbalancedJournalError)
    return new AppError(422, { code: 'ledger.unbalanced' });
  const violation = constraintViolation(error);
  if (violation?.constraint === 'ledger_accounts_floor')
    return new AppError(409, { code: 'ledger.insufficientBalance' });
  if (violation?.constraint === 'ledger_transactions_balanced')
    return new AppError(422, { code: 'ledger.unbalanced' });
  return error;
}

function checkInput(input: JournalInput): void {
  if (!isLedgerTransactionType(input.type))
    throw new TypeError(`Unknown ledger transaction type ${input.type}`);
  if (input.businessKey.length < 1 || input.businessKey.length > 200)
    throw new TypeError('A business key is 1 to 200 characters');
  if (Number.isNaN(input.occurredAt.getTime())) throw new TypeError('occurredAt is not a date');
  for (const line of input.lines) {
    checkRef(line.account);
    if (line.account.currency !== line.currency)
      throw new TypeError(`A ${line.currency} entry on a ${line.account.currency} account`);
  }
  assertBalanced(input.lines);
}

type Row = { accountId: number; amountMinor: number; currency: Currency };

/**
 * Inserts the header and, when it is new, its entries in one statement (the database refuses a
 * header written without its entries, migration 0042), or finds the existing header.
 */
async function book(
  exec: Executor,
  header: {
    type: string;
    businessKey: string;
    occurredAt: Date;
    description: string | null;
    refs: Record<string, number | string>;
    createdBy: number | null;
    reverses: number | null;
  },
  rows: (tx: Executor) => Promise<Row[]>,
): Promise<PostedJournal> {
  return exec.transaction(async (tx) => {
    // Accounts in id order: concurrent journals lock shared accounts in the same order (no deadlock).
    const lines = (await rows(tx)).sort((a, b) => a.accountId - b.accountId);
    const values = sql.join(
      lines.map(
        (l, i) =>
          sql`(${i}::integer, ${l.accountId}::integer, ${l.currency}::char(3), ${l.amountMinor}::bigint)`,
      ),
      sql`, `,
    );
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`with h as (
            insert into ledger_transactions
              (type, business_key, occurred_at, description, refs, created_by, reverses_transaction_id)
            values (${header.type}, ${header.businessKey}, ${header.occurredAt.toISOString()},
              ${header.description}, ${JSON.stringify(header.refs)}::jsonb, ${header.createdBy},
              ${header.reverses})
            on conflict do nothing
            returning id, occurred_at),
          e as (
            insert into ledger_entries (transaction_id, account_id, currency, amount_minor, occurred_at)
            select h.id, v.account_id, v.currency, v.amount_minor, h.occurred_at
            from h cross join (values ${values}) as v(n, account_id, currency, amount_minor)
            order by v.n)
          select id from h`,
    );
    if (inserted[0]) return { transactionId: Number(inserted[0].id), created: true };
    const existing = await queryRows<{ id: number }>(
      tx,
      header.reverses === null
        ? sql`select id from ledger_transactions
              where type = ${header.type} and business_key = ${header.businessKey}`
        : sql`select id from ledger_transactions
              where reverses_transaction_id = ${header.reverses}
                 or (type = ${header.type} and business_key = ${header.businessKey})
              order by (reverses_transaction_id = ${header.reverses}) desc nulls last limit 1`,
    );
    if (!existing[0]) throw new Error('ledger transaction vanished after a conflicting insert');
    return { transactionId: Number(existing[0].id), created: false };
  });
}

/**
 * Books one balanced journal transaction, once per (type, businessKey): the same key again returns
 * the first transaction's id with created:false and books nothing (also when two arrive at once).
 * Refuses with AppError ledger.unbalanced (422) or ledger.insufficientBalance (409).
 */
export async function postJournal(exec: Executor, input: JournalInput): Promise<PostedJournal> {
  try {
    checkInput(input);
    return await book(
      exec,
      {
        type: input.type,
        businessKey: input.businessKey,
        occurredAt: input.occurredAt,
        description: input.description ?? null,
        refs: input.refs ?? {},
        createdBy: input.createdBy ?? null,
        reverses: null,
      },
      async (tx) => {
        const ids = await ensureLedgerAccounts(
          tx,
          input.lines.map((line) => line.account),
        );
        return input.lines.map((line) => ({
          accountId: ids.get(ledgerAccountKey(line.account))!,
          amountMinor: line.amountMinor,
          currency: line.currency,
        }));
      },
    );
  } catch (error) {
    throw ledgerError(error);
  }
}

/**
 * Books the mirror of a transaction (type REVERSAL, same accounts, opposite amounts), once: a
 * second call returns the existing reversal with created:false. Refuses with ledger.notFound, or
 * ledger.insufficientBalance when undoing would take an account below its floor.
 */
export async function reverseJournal(
  exec: Executor,
  transactionId: number,
  options: { businessKey: string; occurredAt: Date; reason: string; createdBy?: number | null },
): Promise<PostedJournal> {
  try {
    const original = await queryRows<{ id: number; type: string }>(
      exec,
      sql`select id, type from ledger_transactions where id = ${transactionId}`,
    );
    if (!original[0]) throw new AppError(404, { code: 'ledger.notFound' });
    return await book(
      exec,
      {
        type: 'REVERSAL',
        businessKey: options.businessKey,
        occurredAt: options.occurredAt,
        description: options.reason.slice(0, 1000),
        refs: { reversedTransactionId: transactionId, reversedType: original[0].type },
        createdBy: options.createdBy ?? null,
        reverses: transactionId,
      },
      async (tx) => {
        const entries = await queryRows<{
          account_id: number;
          amount_minor: string;
          currency: Currency;
        }>(
          tx,
          sql`select account_id, amount_minor, currency from ledger_entries
              where transaction_id = ${transactionId} order by id`,
        );
        return mirrorLines(
          entries.map((e) => ({
            accountId: Number(e.account_id),
            amountMinor: Number(e.amount_minor),
            currency: e.currency,
          })),
        );
      },
    );
  } catch (error) {
    throw ledgerError(error);
  }
}

/** An account's balance from its kept row (O(1)); 0 when the account does not exist yet. */
export async function getLedgerBalance(
  exec: Executor,
  ref: LedgerAccountRef,
): Promise<LedgerBalance> {
  checkRef(ref);
  const ownerId = ref.ownerId ?? null;
  const rows = await queryRows<{ id: number; balance_minor: string; floor_minor: string | null }>(
    exec,
    sql`select id, balance_minor, floor_minor from ledger_accounts
        where kind = ${ref.kind} and owner_id is not distinct from ${ownerId} and currency = ${ref.currency}`,
  );
  const row = rows[0];
  const balanceMinor = row ? Number(row.balance_minor) : 0;
  return {
    accountId: row ? Number(row.id) : null,
    kind: ref.kind,
    ownerId,
    currency: ref.currency,
    balanceMinor,
    normalBalanceMinor: sideOf(ref.kind) * balanceMinor || 0,
    floorMinor: row?.floor_minor == null ? null : Number(row.floor_minor),
  };
}

export type BalanceMismatch = {
  accountId: number;
  balanceMinor: number;
  entriesMinor: number;
  /** Set when the mismatch is a day of `ledger_daily` (its debits + credits against the entries). */
  day?: string;
};

/**
 * Accounts whose kept balance differs from the sum of their entries, and account days whose
 * `ledger_daily` sums differ from their entries' (empty when all is well).
 */
export async function verifyLedgerBalances(exec: Executor): Promise<BalanceMismatch[]> {
  const rows = await queryRows<{ id: number; balance_minor: string; entries_minor: string }>(
    exec,
    sql`select a.id, a.balance_minor, coalesce(e.total, 0) as entries_minor
        from ledger_accounts a
        left join (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.balance_minor <> coalesce(e.total, 0)
        order by a.id`,
  );
  const days = await queryRows<{ account_id: number; day: string; daily: string; entries: string }>(
    exec,
    sql`select coalesce(d.account_id, e.account_id) as account_id,
          to_char(coalesce(d.day, e.day), 'YYYY-MM-DD') as day,
          coalesce(d.debits_minor + d.credits_minor, 0) as daily, coalesce(e.total, 0) as entries
        from ledger_daily d
        full join (
          select account_id, (occurred_at at time zone 'Europe/Sofia')::date as day,
            sum(amount_minor) as total,
            coalesce(sum(amount_minor) filter (where amount_minor > 0), 0) as debits
          from ledger_entries group by 1, 2) e
          on e.account_id = d.account_id and e.day = d.day
        where d.account_id is null or e.account_id is null
          or d.debits_minor + d.credits_minor <> e.total or d.debits_minor <> e.debits
        order by 1, 2`,
  );
  return [
    ...rows.map((r) => ({
      accountId: Number(r.id),
      balanceMinor: Number(r.balance_minor),
      entriesMinor: Number(r.entries_minor),
    })),
    ...days.map((r) => ({
      accountId: Number(r.account_id),
      balanceMinor: Number(r.daily),
      entriesMinor: Number(r.entries),
      day: r.day,
    })),
  ];
}
