import { sql } from 'drizzle-orm';
import {
  assertBalanced,
  isLedgerTransactionType,
  mirrorLines,
  UnbalancedJournalError,
  type LedgerAccountKind,
  type LedgerTransactionType,
} from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  checkRef,
  ensureLedgerAccounts,
  ledgerAccountKey,
  sideOf,
  type LedgerAccountRef,
} from './accounts';

/**
 * Booking into the double-entry ledger (migration 0018, docs/ARCHITECTURE.md "Ledger"). Every
 * caller (sales, toll charges, bank statements, fees, invoices) books through `postJournal` with a
 * business key that names the event (a sale id, a toll transaction id, a bank line id), so a retry
 * books nothing. Amounts: integer minor units, positive = debit, negative = credit.
 */
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
