import { sql } from 'drizzle-orm';
import {
  assertBalanced,
  isLedgerTransactionType,
  type LedgerTransactionType,
} from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import { queryRows, type Executor } from '../../platform/db/database';
import { ledgerError } from './posting';

/**
 * Many journals in two statements (toll charge batches): one INSERT of the headers (ON CONFLICT
 * DO NOTHING on (type, business_key): a key booked before is skipped), one INSERT of the new
 * headers' entries. The database's invariants hold as for `postJournal`: the statement triggers
 * of migration 0026 apply the kept balances per account in id order and refuse a floor breach,
 * the deferred check refuses an unbalanced transaction at COMMIT. Accounts are given by id
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

/** Business key → transaction id of the journals booked now (a key booked before is absent). */
export async function postJournalsBulk(
  tx: Executor,
  journals: BulkJournal[],
): Promise<Map<string, number>> {
  const booked = new Map<string, number>();
  if (journals.length === 0) return booked;
  const types = new Set(journals.map((j) => j.type));
  for (const type of types)
    if (!isLedgerTransactionType(type))
      throw new TypeError(`Unknown ledger transaction type ${type}`);
  try {
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
    const inserted = await queryRows<{ id: string | number; type: string; business_key: string }>(
      tx,
      sql`insert into ledger_transactions (type, business_key, occurred_at, description, refs, created_by)
          select h.type, h.business_key, h.occurred_at, h.description, h.refs, h.created_by
          from jsonb_to_recordset(${headers}::jsonb) as h(type text, business_key text,
            occurred_at timestamptz, description text, refs jsonb, created_by integer)
          on conflict on constraint ledger_transactions_idempotency do nothing
          returning id, type, business_key`,
    );
    const ids = new Map<string, number>();
    for (const row of inserted) ids.set(`${row.type}|${row.business_key}`, Number(row.id));
    const entries: { t: number; a: number; c: Currency; m: number; o: string }[] = [];
    for (const journal of journals) {
      const id = ids.get(`${journal.type}|${journal.businessKey}`);
      if (id === undefined) continue;
      booked.set(journal.businessKey, id);
      const occurred = journal.occurredAt.toISOString();
      for (const line of journal.lines)
        entries.push({
          t: id,
          a: line.accountId,
          c: line.currency,
          m: line.amountMinor,
          o: occurred,
        });
    }
    if (entries.length > 0)
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, occurred_at)
            select e.t, e.a, e.c, e.m, e.o
            from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
              as e(t bigint, a integer, c char(3), m bigint, o timestamptz)
            order by e.a, e.t`,
      );
    return booked;
  } catch (error) {
    throw ledgerError(error);
  }
}
