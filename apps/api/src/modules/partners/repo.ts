import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  PartnerExportQuery,
  PartnerListQuery,
  partnerRefSchema,
} from '@toll/contract/partners';
import type { z } from 'zod';
import { SALES_PARTNER_TYPES, type PartnerType } from '@toll/domain/partners';
import {
  partnerApiKeys,
  partnerCommissioners,
  partnerListState,
  partnerPaymentTerminals,
  partners,
} from '../../db/schema/partners';
import type { Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerInsert = typeof partners.$inferInsert;
export type ApiKeyRow = typeof partnerApiKeys.$inferSelect;
export type CommissionerRow = { commissionerId: number; percentageBp: number; name: string };
export type TerminalRow = { provider: string; terminalId: string };
export type PartnerRef = z.infer<typeof partnerRefSchema>;

/** Sort expressions of the list; nullable text sorts as '' so keyset reading stays exact. */
const SORTS = {
  name: partners.name,
  eik: sql<string>`coalesce(${partners.eik}, '')`,
  city: sql<string>`coalesce(${partners.city}, '')`,
  partnerType: partners.partnerType,
  status: partners.status,
  // milliseconds, as a Date carries them: the export's keyset compares with the last row's Date
  createdAt: sql<Date>`date_trunc('milliseconds', ${partners.createdAt})`,
  id: partners.id,
} as const;
export type PartnerSort = keyof typeof SORTS;

type Filters = Pick<PartnerListQuery, 'q' | 'f_partnerType' | 'f_status' | 'f_sales'> & {
  withApis?: boolean;
};

function filterWhere(filters: Filters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.f_partnerType) where.push(eq(partners.partnerType, filters.f_partnerType));
  if (filters.f_status) where.push(eq(partners.status, filters.f_status));
  if (filters.f_sales) where.push(inArray(partners.partnerType, [...SALES_PARTNER_TYPES]));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    where.push(
      or(
        ilike(partners.name, pattern),
        ilike(partners.nameEn, pattern),
        like(partners.eik, pattern),
        ilike(partners.city, pattern),
      )!,
    );
  }
  if (filters.withApis)
    where.push(
      sql`exists (select 1 from ${partnerApiKeys} where ${partnerApiKeys.partnerId} = ${partners.id})`,
    );
  return where.length > 0 ? and(...where) : undefined;
}

const LIST_COLUMNS = {
  id: partners.id,
  name: partners.name,
  nameEn: partners.nameEn,
  partnerType: partners.partnerType,
  status: partners.status,
  eik: partners.eik,
  city: partners.city,
  customerId: partners.customerId,
  commissionBp: partners.commissionBp,
  createdAt: partners.createdAt,
};
export type PartnerListRow = Pick<PartnerRow, keyof typeof LIST_COLUMNS>;

export async function listPartners(
  db: Executor,
  query: PartnerListQuery & { withApis?: boolean },
): Promise<{ rows: PartnerListRow[]; total: number }> {
  const where = filterWhere(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(partners)
      .where(where)
      .orderBy(...listOrder(SORTS[query.sort], partners.id, query.order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(partners).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The register's revision (bumped by a trigger whenever `partners` changes). */
export async function listRevision(db: Executor): Promise<number> {
  const [row] = await db.select({ revision: partnerListState.revision }).from(partnerListState);
  return row?.revision ?? 0;
}

const EMPTY = Buffer.from('[]');

/**
 * A page of the list as JSON made by PostgreSQL (json_agg in the list's order), handed over as its
 * UTF-8 bytes: the 15,000-row admin list then costs the API process no row parsing or serialising,
 * and no decoding of 3.5 MB of Cyrillic into a string and encoding it back (two thirds of the
 * process's time on a cold list; bench/README "partner list"). Fields as the contract's
 * partnerListItemSchema, createdAt as toISOString writes it.
 */
export async function listPartnersJson(
  db: Executor,
  query: PartnerListQuery,
): Promise<{ json: Buffer; total: number }> {
  const where = filterWhere(query);
  const { limit, offset } = pageWindow(query);
  const page = db
    .select(LIST_COLUMNS)
    .from(partners)
    .where(where)
    .orderBy(...listOrder(SORTS[query.sort], partners.id, query.order))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [[rows], [total]] = await Promise.all([
    db
      .select({
        json: sql<Uint8Array>`convert_to(coalesce(json_agg(json_build_object(
          'id', ${page.id}, 'name', ${page.name}, 'nameEn', ${page.nameEn},
          'partnerType', ${page.partnerType}, 'status', ${page.status}, 'eik', ${page.eik},
          'city', ${page.city}, 'customerId', ${page.customerId}, 'commissionBp', ${page.commissionBp},
          'createdAt', to_char(${page.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        )), '[]')::text, 'UTF8')`,
      })
      .from(page),
    db.select({ n: count() }).from(partners).where(where),
  ]);
  const bytes = rows?.json;
  // node-postgres answers a Buffer, PGlite a Uint8Array: the same bytes either way.
  const json = bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : EMPTY;
  return { json, total: total?.n ?? 0 };
}

const EXPORT_COLUMNS = {
  id: partners.id,
  name: partners.name,
  nameEn: partners.nameEn,
  partnerType: partners.partnerType,
  status: partners.status,
  eik: partners.eik,
  vatNumber: partners.vatNumber,
  city: partners.city,
  customerId: partners.customerId,
  commissionBp: partners.commissionBp,
  invoiceRangeStart: partners.invoiceRangeStart,
  invoiceRangeEnd: partners.invoiceRangeEnd,
  recipientIban: partners.recipientIban,
  lang: partners.lang,
  obligationsPeriod: partners.obligationsPeriod,
  createdAt: partners.createdAt,
};
export type PartnerExportRow = Pick<PartnerRow, keyof typeof EXPORT_COLUMNS>;

/** One chunk of an export in its order, after the last row read (keyset). */
export async function exportChunk(
  db: Executor,
  query: PartnerExportQuery,
  after: PartnerExportRow | null,
  limit: number,
): Promise<PartnerExportRow[]> {
  const sort = SORTS[query.sort];
  const where = [filterWhere(query)];
  if (after) {
    const key = sortKey(query.sort, after);
    const compare = query.order === 'desc' ? lt : gt;
    if (query.sort === 'id') where.push(compare(partners.id, after.id));
    else
      where.push(
        query.order === 'desc'
          ? sql`(${sort}, ${partners.id}) < (${key}, ${after.id})`
          : sql`(${sort}, ${partners.id}) > (${key}, ${after.id})`,
      );
  }
  return db
    .select(EXPORT_COLUMNS)
    .from(partners)
    .where(and(...where))
    .orderBy(...listOrder(sort, partners.id, query.order))
    .limit(limit);
}

function sortKey(sort: PartnerSort, row: PartnerExportRow): string | number | Date {
  switch (sort) {
    case 'eik':
      return row.eik ?? '';
    case 'city':
      return row.city ?? '';
    case 'createdAt':
      return row.createdAt;
    case 'id':
      return row.id;
    default:
      return row[sort];
  }
}

export async function findPartner(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<PartnerRow | undefined> {
  const query = db.select().from(partners).where(eq(partners.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertPartner(db: Executor, values: PartnerInsert): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  return row!;
}

/** Updates the partner if it is still at `version`; the new row, or undefined when stale. */
export async function updatePartner(
  db: Executor,
  id: number,
  version: number,
  values: Partial<PartnerInsert>,
  now: Date,
): Promise<PartnerRow | undefined> {
  const [row] = await db
    .update(partners)
    .set({ ...values, version: version + 1, updatedAt: now })
    .where(and(eq(partners.id, id), eq(partners.version, version)))
    .returning();
  return row;
}

export async function commissionersOf(db: Executor, id: number): Promise<CommissionerRow[]> {
  return db
    .select({
      commissionerId: partnerCommissioners.commissionerId,
      percentageBp: partnerCommissioners.percentageBp,
      name: partners.name,
    })
    .from(partnerCommissioners)
    .innerJoin(partners, eq(partners.id, partnerCommissioners.commissionerId))
    .where(eq(partnerCommissioners.partnerId, id))
    .orderBy(asc(partners.name));
}

export async function replaceCommissioners(
  db: Executor,
  id: number,
  list: readonly { commissionerId: number; percentageBp: number }[],
): Promise<void> {
  await db.delete(partnerCommissioners).where(eq(partnerCommissioners.partnerId, id));
  if (list.length > 0)
    await db.insert(partnerCommissioners).values(list.map((c) => ({ partnerId: id, ...c })));
}

export async function isCommissionerOfOthers(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerCommissioners.partnerId })
    .from(partnerCommissioners)
    .where(eq(partnerCommissioners.commissionerId, id))
    .limit(1);
  return row !== undefined;
}

export async function terminalsOf(db: Executor, id: number): Promise<TerminalRow[]> {
  return db
    .select({
      provider: partnerPaymentTerminals.provider,
      terminalId: partnerPaymentTerminals.terminalId,
    })
    .from(partnerPaymentTerminals)
    .where(eq(partnerPaymentTerminals.partnerId, id))
    .orderBy(asc(partnerPaymentTerminals.id));
}

export async function replaceTerminals(
  db: Executor,
  id: number,
  list: readonly TerminalRow[],
): Promise<void> {
  await db.delete(partnerPaymentTerminals).where(eq(partnerPaymentTerminals.partnerId, id));
  if (list.length > 0)
    await db.insert(partnerPaymentTerminals).values(list.map((t) => ({ partnerId: id, ...t })));
}

/** Partners of some types (id, name, type, status), by name; `activeOnly` for choices. */
export async function partnerRefs(
  db: Executor,
  types: readonly PartnerType[],
  activeOnly = false,
): Promise<PartnerRef[]> {
  // The CHECK constraints hold type and status to the contract's values.
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      partnerType: partners.partnerType,
      status: partners.status,
    })
    .from(partners)
    .where(
      and(
        inArray(partners.partnerType, [...types]),
        activeOnly ? eq(partners.status, 'ACTIVE') : undefined,
      ),
    )
    .orderBy(asc(partners.name), asc(partners.id));
  return rows as PartnerRef[];
}

/** The types of these partners (to check commissioners and vendors). */
export async function typesOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { type: string; status: string }>();
  const rows = await db
    .select({ id: partners.id, type: partners.partnerType, status: partners.status })
    .from(partners)
    .where(inArray(partners.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { type: r.type, status: r.status }]));
}

export async function eikTaken(db: Executor, eik: string, excludeId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.eik, eik), excludeId ? ne(partners.id, excludeId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function partnerByCustomerId(db: Executor, customerId: string) {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.customerId, customerId));
  return row;
}

/** Partners holding IBANs, with them (recipient IBAN first). */
export async function partnersWithIbans(db: Executor) {
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      recipientIban: partners.recipientIban,
      ibans: partners.ibans,
    })
    .from(partners)
    .where(
      and(
        eq(partners.status, 'ACTIVE'),
        or(isNotNull(partners.recipientIban), sql`cardinality(${partners.ibans}) > 0`),
      ),
    )
    .orderBy(asc(partners.name), asc(partners.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ibans: [...new Set([...(r.recipientIban ? [r.recipientIban] : []), ...r.ibans])],
  }));
}

export async function recipientIbans(db: Executor) {
  return db
    .select({
      iban: sql<string>`${partners.recipientIban}`,
      partnerId: partners.id,
      partnerName: partners.name,
    })
    .from(partners)
    .where(and(eq(partners.status, 'ACTIVE'), isNotNull(partners.recipientIban)))
    .orderBy(asc(partners.name), asc(partners.id));
}

export async function paymentTerminalContexts(db: Executor) {
  return db
    .select({
      id: partnerPaymentTerminals.id,
      partnerId: partners.id,
      partnerName: partners.name,
      provider: partnerPaymentTerminals.provider,
      terminalId: partnerPaymentTerminals.terminalId,
    })
    .from(partnerPaymentTerminals)
    .innerJoin(partners, eq(partners.id, partnerPaymentTerminals.partnerId))
    .orderBy(asc(partners.name), asc(partnerPaymentTerminals.id));
}

export async function apiKeysOf(db: Executor, partnerIds: readonly number[]): Promise<ApiKeyRow[]> {
  if (partnerIds.length === 0) return [];
  return db
    .select()
    .from(partnerApiKeys)
    .where(inArray(partnerApiKeys.partnerId, [...partnerIds]))
    .orderBy(asc(partnerApiKeys.id));
}

export async function insertApiKey(
  db: Executor,
  values: typeof partnerApiKeys.$inferInsert,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(partnerApiKeys).values(values).returning();
  return row!;
}

export async function findApiKey(db: Executor, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, id));
  return row;
}

export async function revokeApiKey(
  db: Executor,
  id: number,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(partnerApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(partnerApiKeys.id, id), isNull(partnerApiKeys.revokedAt)))
    .returning();
  return row;
}

/** The live key with this hash whose partner is active, its last use set to `now`. */
export async function useApiKey(db: Executor, keyHash: string, now: Date) {
  const [row] = await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(partnerApiKeys.keyHash, keyHash),
        isNull(partnerApiKeys.revokedAt),
        sql`exists (select 1 from ${partners} where ${partners.id} = ${partnerApiKeys.partnerId} and ${partners.status} = 'ACTIVE')`,
      ),
    )
    .returning({ id: partnerApiKeys.id, partnerId: partnerApiKeys.partnerId });
  return row;
}
