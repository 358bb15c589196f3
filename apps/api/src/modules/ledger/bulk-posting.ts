import { sql, type SQL } from 'drizzle-orm';
import {
  assertBalanced,
  isLedgerTransactionType,
  type LedgerTransactionType,
} from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import { lastStatementAndCommit } from '../../platform/db/wire';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import { ledgerError } from './posting';

/**
 * Many journals in one statement (toll charge batches): an INSERT of the headers (ON CONFLICT
 * DO NOTHING on (type, business_key): a key booked before is skipped) and, in the same statement,
 * of the new headers' entries. The database's invariants hold as for `postJournal`: the statement triggers
 * of migrations 0026 and 0042 apply the kept balances per account in id order, refuse a floor
 * breach, an unknown account or transaction, and an unbalanced journal. Accounts are given by id
 * (resolve them once with `ensureLedgerAccount`). Must run inside a database transaction.
 */
export type BulkJournal = {
  type: LedgerTransactionType;
  businessKey: string;
  occurredAt: Date;
  description?: string | null;
  refs?: Record<string, number | string>;
  createdBy?: number | null;
  lines: { accountId: number; amountMinor: number; currency: Currency }[];
};

/**
 * The WITH items that write the journals: `h`, the headers written now (id, type, business_key,
 * occurred_at; a key booked before is skipped by ON CONFLICT), and `e`, their entries in account
 * order. A statement that writes more beside them (rows naming their journal) reads `h`.
 * Throws TypeError or UnbalancedJournalError on input no journal may have.
 */
export function bulkJournalsWith(journals: readonly BulkJournal[]): SQL {
  if (journals.length === 0) throw new TypeError('No journals to write');
  const types = new Set(journals.map((j) => j.type));
  for (const type of types)
    if (!isLedgerTransactionType(type))
      throw new TypeError(`Unknown ledger transaction type ${type}`);
  for (const journal of journals) assertBalanced(journal.lines);
  const headers = JSON.stringify(
    journals.map((j) => ({
      type: j.type,
      business_key: j.businessKey,
      occurred_at: j.occurredAt.toISOString(),
      description: j.description ?? null,
      refs: j.refs ?? {},
      created_by: j.createdBy ?? null,
    })),
  );
  const lines: { k: string; a: number; c: Currency; m: number }[] = [];
  for (const journal of journals)
    for (const line of journal.lines)
      lines.push({
        k: `${journal.type}|${journal.businessKey}`,
        a: line.accountId,
        c: line.currency,
        m: line.amountMinor,
      });
  // headers and entries in one statement: the database refuses a header without its entries
  // (migration 0042); a header skipped as booked before gets no entries (the join).
  return sql`h as (
      insert into ledger_transactions (type, business_key, occurred_at, description, refs, created_by)
      select h.type, h.business_key, h.occurred_at, h.description, h.refs, h.created_by
      from jsonb_to_recordset(${headers}::jsonb) as h(type text, business_key text,
        occurred_at timestamptz, description text, refs jsonb, created_by integer)
      on conflict on constraint ledger_transactions_idempotency do nothing
      returning id, type, business_key, occurred_at),
    e as (
      insert into ledger_entries (transaction_id, account_id, currency, amount_minor, occurred_at)
      select h.id, l.a, l.c, l.m, h.occurred_at
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l(k text, a integer, c char(3), m bigint)
      join h on h.type || '|' || h.business_key = l.k
      order by l.a, h.id)`;
}

/**
 * Business key → transaction id of the journals booked now (a key booked before is absent).
 * `last`: the statement is the transaction's last, sent with its COMMIT (platform/db/wire.ts): the
 * accounts every such transaction books to (revenue, a partner's obligation) are locked only until
 * PostgreSQL has committed, not until the platform gets round to sending the COMMIT. Nothing may
 * run in `tx` after it.
 */
export async function postJournalsBulk(
  tx: Executor,
  journals: BulkJournal[],
  options: { last?: Tx } = {},
): Promise<Map<string, number>> {
  const booked = new Map<string, number>();
  if (journals.length === 0) return booked;
  type Row = { id: string | number; business_key: string };
  const statement = sql`with ${bulkJournalsWith(journals)} select id, business_key from h`;
  try {
    const inserted = options.last
      ? await lastStatementAndCommit<Row>(options.last, statement)
      : await queryRows<Row>(tx, statement);
    for (const row of inserted) booked.set(row.business_key, Number(row.id));
    return booked;
  } catch (error) {
    throw ledgerError(error);
  }
}
