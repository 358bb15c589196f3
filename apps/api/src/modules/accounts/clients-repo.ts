import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DetailedReportRow } from '@toll/contract/clients';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '@toll/domain/ledger';
import { accountUnits, clientAddresses } from '../../db/schema/customers';
import { queryRows, type Executor } from '../../platform/db/database';

/** The client screen's reads and writes (clients.ts holds the rules and the transactions). */

export type AddressRow = typeof clientAddresses.$inferSelect;

/** How many active vehicles ship to each of these addresses (absent: none). */
export async function addressUsage(exec: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await exec
    .select({ id: accountUnits.shippingAddressId, n: count() })
    .from(accountUnits)
    .where(
      and(inArray(accountUnits.shippingAddressId, [...ids]), eq(accountUnits.status, 'ACTIVE')),
    )
    .groupBy(accountUnits.shippingAddressId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/** A client's addresses (besides the registered one), in id order. */
export function addressesOf(exec: Executor, clientId: number) {
  return exec
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, clientId))
    .orderBy(asc(clientAddresses.id));
}

/** The client's address of this id (locked for the transaction with `lock`), or undefined. */
export async function findAddress(exec: Executor, clientId: number, id: number, lock: boolean) {
  const query = exec
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, id), eq(clientAddresses.clientId, clientId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAddress(
  tx: Executor,
  row: typeof clientAddresses.$inferInsert,
): Promise<AddressRow> {
  const [created] = await tx.insert(clientAddresses).values(row).returning();
  return created!;
}

export async function updateAddress(
  tx: Executor,
  id: number,
  values: Partial<typeof clientAddresses.$inferInsert>,
): Promise<AddressRow> {
  const [row] = await tx
    .update(clientAddresses)
    .set(values)
    .where(eq(clientAddresses.id, id))
    .returning();
  return row!;
}

export async function deleteAddress(tx: Executor, id: number): Promise<void> {
  await tx.delete(clientAddresses).where(eq(clientAddresses.id, id));
}

/** The customer's own balances in the ledger (contract-owned accounts). */
const CONTRACT_KINDS = (Object.keys(LEDGER_ACCOUNT_KINDS) as LedgerAccountKind[]).filter(
  (kind) => LEDGER_ACCOUNT_KINDS[kind].owner === 'contract',
);

/** The detailed report's filter: the client's contracts (or one), entries in [start, end). */
export type ReportFilter = { clientId: number; start: Date; end: Date; accountId?: number };

function reportWhere(filter: ReportFilter): SQL {
  return sql`a.client_id = ${filter.clientId}
    and la.kind = any(${sql.param(CONTRACT_KINDS)}::text[])
    and e.occurred_at >= ${filter.start} and e.occurred_at < ${filter.end}
    ${filter.accountId ? sql`and a.id = ${filter.accountId}` : sql``}`;
}

/** The report's totals per balance and currency, with the count of entries. */
export function reportTotals(db: Executor, filter: ReportFilter) {
  return queryRows<{
    balance: string;
    currency: string;
    amount_minor: string | number;
    n: string | number;
  }>(
    db,
    sql`select la.kind as balance, e.currency, sum(e.amount_minor * la.normal_side) as amount_minor, count(*) as n
        from ledger_entries e
        join ledger_accounts la on la.id = e.account_id
        join accounts a on a.id = la.owner_id
        where ${reportWhere(filter)}
        group by la.kind, e.currency order by la.kind, e.currency`,
  );
}

/** The report's entries by (occurred_at, id): after `after` (keyset) or from `offset`. */
export function reportRows(
  db: Executor,
  filter: ReportFilter,
  after: DetailedReportRow | null,
  limit: number,
  offset: number,
): Promise<DetailedReportRow[]> {
  const keyset = after
    ? sql`and (e.occurred_at, e.id) > (${new Date(after.occurredAt)}, ${after.entryId})`
    : sql``;
  return queryRows<Record<string, unknown>>(
    db,
    sql`select e.id as entry_id, e.occurred_at, a.id as account_id, a.number as account_number,
          la.kind as balance, t.type, t.description, e.amount_minor * la.normal_side as amount_minor,
          e.currency
        from ledger_entries e
        join ledger_accounts la on la.id = e.account_id
        join accounts a on a.id = la.owner_id
        join ledger_transactions t on t.id = e.transaction_id
        where ${reportWhere(filter)} ${keyset}
        order by e.occurred_at, e.id
        limit ${limit} offset ${offset}`,
  ).then((list) => list.map(toReportRow));
}

function toReportRow(r: Record<string, unknown>): DetailedReportRow {
  const at = r.occurred_at;
  return {
    entryId: Number(r.entry_id),
    occurredAt: (at instanceof Date ? at : new Date(String(at))).toISOString(),
    accountId: Number(r.account_id),
    accountNumber: String(r.account_number),
    balance: String(r.balance),
    type: String(r.type) as DetailedReportRow['type'],
    description: (r.description as string | null) ?? null,
    amountMinor: Number(r.amount_minor),
    currency: String(r.currency).trim(),
  };
}
