import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MstsListQuery, MstsTransaction } from '@toll/contract/msts';
import { parsePlainDate } from '@toll/domain/plain-date';
import { normalisePlate } from '@toll/domain/plates';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import { accounts } from '../../db/schema/customers';
import { mstsBatches, mstsTransactions } from '../../db/schema/msts';
import { queryRows, type Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

/** The MSTS transaction list's queries (list, keyset export, a contract's totals and batches). */
export type MstsFilters = Omit<MstsListQuery, 'page' | 'pageSize' | 'sort'>;

const SORTS = {
  exitAt: mstsTransactions.exitAt,
  id: mstsTransactions.id,
  plate: mstsTransactions.plate,
  tollDomain: mstsTransactions.tollDomain,
  totalMinor: mstsTransactions.totalMinor,
} as const;

const columns = {
  t: mstsTransactions,
  accountNumber: accounts.number,
};
type Row = { t: typeof mstsTransactions.$inferSelect; accountNumber: string };

export function toMstsTransaction(row: Row): MstsTransaction & { exitAtDate: Date } {
  const { t } = row;
  return {
    id: t.id,
    transactionId: t.transactionId,
    accountId: t.accountId,
    accountNumber: row.accountNumber,
    haulierId: t.haulierId,
    plate: t.plate,
    vehicleCountry: t.vehicleCountry,
    tollDomain: t.tollDomain,
    entryPoint: t.entryPoint,
    entryAt: t.entryAt.toISOString(),
    exitPoint: t.exitPoint,
    exitAt: t.exitAt.toISOString(),
    exitAtDate: t.exitAt,
    netMinor: t.netMinor,
    vatMinor: t.vatMinor,
    overchargeBp: t.overchargeBp,
    overchargeMinor: t.overchargeMinor,
    totalMinor: t.totalMinor,
    currency: t.currency,
    billed: t.billed,
    billedAt: t.billedAt?.toISOString() ?? null,
    batchId: t.batchId,
    ledgerTransactionId: t.ledgerTransactionId,
  };
}

function where(query: MstsFilters): SQL | undefined {
  const parts: SQL[] = [];
  const t = mstsTransactions;
  if (query.f_accountId !== undefined) parts.push(eq(t.accountId, query.f_accountId));
  if (query.f_plate) parts.push(eq(t.plate, normalisePlate(query.f_plate)));
  if (query.f_tollDomain) parts.push(eq(t.tollDomain, query.f_tollDomain));
  if (query.f_haulierId) parts.push(eq(t.haulierId, query.f_haulierId));
  if (query.f_billed) parts.push(eq(t.billed, query.f_billed === 'true'));
  const from = query.f_from ? parsePlainDate(query.f_from) : null;
  const to = query.f_to ? parsePlainDate(query.f_to) : null;
  if (from) parts.push(gte(t.exitAt, startOfSofiaDay(from)));
  if (to) parts.push(lt(t.exitAt, nextSofiaMidnight(to)));
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(
      or(
        ilike(t.transactionId, pattern),
        ilike(t.plate, pattern),
        ilike(t.entryPoint, pattern),
        ilike(t.exitPoint, pattern),
        ilike(accounts.number, pattern),
      )!,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listMsts(
  db: Executor,
  query: MstsListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const filter = where(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(mstsTransactions)
      .innerJoin(accounts, eq(accounts.id, mstsTransactions.accountId))
      .where(filter)
      .orderBy(...listOrder(SORTS[query.sort], mstsTransactions.id, query.order))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(mstsTransactions)
      .innerJoin(accounts, eq(accounts.id, mstsTransactions.accountId))
      .where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The export's rows after `after` in (exit, id) order. */
export async function mstsExportChunk(
  db: Executor,
  query: MstsFilters,
  after: Row | null,
  limit: number,
): Promise<Row[]> {
  const descending = query.order === 'desc';
  const keyset = after
    ? descending
      ? sql`(${mstsTransactions.exitAt}, ${mstsTransactions.id}) < (${after.t.exitAt.toISOString()}::timestamptz, ${after.t.id})`
      : sql`(${mstsTransactions.exitAt}, ${mstsTransactions.id}) > (${after.t.exitAt.toISOString()}::timestamptz, ${after.t.id})`
    : undefined;
  return db
    .select(columns)
    .from(mstsTransactions)
    .innerJoin(accounts, eq(accounts.id, mstsTransactions.accountId))
    .where(and(...[where(query), keyset].filter((w): w is SQL => w !== undefined)))
    .orderBy(...listOrder(mstsTransactions.exitAt, mstsTransactions.id, query.order))
    .limit(limit);
}

export async function contractTotals(db: Executor, accountId: number) {
  return queryRows<{ currency: string; n: string; unbilled: string; billed: string }>(
    db,
    sql`select currency, count(*) as n,
          coalesce(sum(total_minor) filter (where not billed), 0) as unbilled,
          coalesce(sum(total_minor) filter (where billed), 0) as billed
        from msts_transactions where account_id = ${accountId} group by currency order by currency`,
  );
}

/** The batches that carried a contract's transactions, newest first. */
export async function contractBatches(db: Executor, accountId: number) {
  return db
    .select({
      id: mstsBatches.id,
      source: mstsBatches.source,
      fileName: mstsBatches.fileName,
      receivedAt: mstsBatches.createdAt,
      hasFile: sql<boolean>`${mstsBatches.content} is not null`,
      transactions: sql<number>`count(*)::int`,
    })
    .from(mstsTransactions)
    .innerJoin(mstsBatches, eq(mstsBatches.id, mstsTransactions.batchId))
    .where(eq(mstsTransactions.accountId, accountId))
    .groupBy(mstsBatches.id)
    .orderBy(desc(mstsBatches.id))
    .limit(100);
}

export async function findBatchFile(db: Executor, batchId: number) {
  const [row] = await db
    .select({ fileName: mstsBatches.fileName, content: mstsBatches.content })
    .from(mstsBatches)
    .where(eq(mstsBatches.id, batchId));
  return row ?? null;
}

export async function overchargesAt(db: Executor, day: string) {
  return queryRows<{
    toll_domain: string;
    country_code: string;
    name_bg: string;
    name_en: string;
    overcharge_bp: number;
    valid_from: string;
    valid_to: string | null;
  }>(
    db,
    sql`select d.code as toll_domain, d.country_code, d.name_bg, d.name_en, o.overcharge_bp,
          to_char(o.valid_from, 'YYYY-MM-DD') as valid_from, to_char(o.valid_to, 'YYYY-MM-DD') as valid_to
        from msts_toll_domains d
        join msts_overcharges o on o.toll_domain = d.code and o.valid_from <= ${day}::date
          and (o.valid_to is null or ${day}::date < o.valid_to)
        order by d.code`,
  );
}
