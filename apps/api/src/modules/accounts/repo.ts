import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  inArray,
  like,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  AccountExportQuery,
  AccountListQuery,
  UnitExportQuery,
  UnitListQuery,
} from '@toll/contract/accounts';
import { normalisePlate } from '@toll/domain/plates';
import { accountContacts, accounts, accountUnits, clients } from '../../db/schema/customers';
import { partners } from '../../db/schema/partners';
import { queryRows, type Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

/**
 * A list's total counted up to a cap: a page of a big unfiltered list does not read every row to
 * count them (300,000 vehicles); past the cap the answer says "more than" (`totalCapped`).
 */
export const COUNT_CAP = 10_000;
async function cappedCount(
  db: Executor,
  table: typeof accounts | typeof accountUnits,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

export type ClientRow = typeof clients.$inferSelect;
export type ClientInsert = typeof clients.$inferInsert;
export type AccountRow = typeof accounts.$inferSelect;
export type AccountInsert = typeof accounts.$inferInsert;
export type ContactRow = typeof accountContacts.$inferSelect;
export type ContactInsert = typeof accountContacts.$inferInsert;
export type UnitRow = typeof accountUnits.$inferSelect;
export type UnitInsert = typeof accountUnits.$inferInsert;
export type ClientWithPartner = ClientRow & { customerId: string; name: string };

const clientColumns = {
  ...getTableColumns(clients),
  customerId: sql<string>`${partners.customerId}`,
  name: partners.name,
};

export async function findClientByCustomerId(
  db: Executor,
  customerId: string,
): Promise<ClientWithPartner | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(eq(partners.customerId, customerId));
  return row;
}

export async function findClient(
  db: Executor,
  partnerId: number,
): Promise<ClientWithPartner | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(eq(clients.partnerId, partnerId));
  return row;
}

/** A new toll-customer partner row with the next customer number, and its client details. */
export async function insertClient(
  db: Executor,
  name: string,
  values: Omit<ClientInsert, 'partnerId'>,
): Promise<number> {
  const [partner] = await db
    .insert(partners)
    .values({
      name,
      partnerType: 'TOLL_CUSTOMER',
      city: values.city,
      lang: values.preferredLanguage ?? 'bg',
      customerId: sql`'C-' || nextval('customer_number_seq')::text`,
      eik: values.identificationType === 6 ? values.identificationNumber : null,
      vatNumber:
        values.identificationType === 6 && values.vatRegistered
          ? `BG${values.identificationNumber}`
          : null,
    })
    .returning({ id: partners.id });
  await db.insert(clients).values({ ...values, partnerId: partner!.id });
  return partner!.id;
}

export async function updateClient(
  db: Executor,
  partnerId: number,
  name: string,
  values: Omit<ClientInsert, 'partnerId'>,
  now: Date,
): Promise<void> {
  await db
    .update(partners)
    .set({ name, city: values.city, updatedAt: now })
    .where(eq(partners.id, partnerId));
  await db
    .update(clients)
    .set({ ...values, updatedAt: now })
    .where(eq(clients.partnerId, partnerId));
}

export async function identificationTaken(
  db: Executor,
  type: number,
  number: string,
  exceptPartnerId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.partnerId })
    .from(clients)
    .where(
      and(
        eq(clients.identificationType, type),
        eq(clients.identificationNumber, number),
        exceptPartnerId === undefined ? undefined : sql`${clients.partnerId} <> ${exceptPartnerId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findAccount(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<AccountRow | undefined> {
  const query = db.select().from(accounts).where(eq(accounts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function accountsOfClient(db: Executor, clientId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.clientId, clientId))
    .orderBy(asc(accounts.id));
}

export async function insertAccount(db: Executor, values: AccountInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

/** Updates the contract if it is still at `version`; the new row, or undefined when stale. */
export async function updateAccount(
  db: Executor,
  id: number,
  version: number,
  values: Partial<AccountInsert>,
  now: Date,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ ...values, version: version + 1, updatedAt: now })
    .where(and(eq(accounts.id, id), eq(accounts.version, version)))
    .returning();
  return row;
}

export async function contactsOf(db: Executor, accountId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(accountContacts)
    .where(eq(accountContacts.accountId, accountId))
    .orderBy(asc(accountContacts.id));
}

export async function replaceContacts(
  db: Executor,
  accountId: number,
  contacts: Omit<ContactInsert, 'accountId'>[],
): Promise<void> {
  await db.delete(accountContacts).where(eq(accountContacts.accountId, accountId));
  if (contacts.length > 0)
    await db.insert(accountContacts).values(contacts.map((c) => ({ ...c, accountId })));
}

export async function activeUnitCounts(
  db: Executor,
  accountIds: readonly number[],
): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: accountUnits.accountId, n: count() })
    .from(accountUnits)
    .where(and(inArray(accountUnits.accountId, [...accountIds]), eq(accountUnits.status, 'ACTIVE')))
    .groupBy(accountUnits.accountId);
  return new Map(rows.map((r) => [r.accountId, r.n]));
}

const ACCOUNT_SORTS = {
  number: accounts.number,
  // the copy on the contract (migration 0038): the page walks the (client_name, id) index
  clientName: accounts.clientName,
  status: accounts.status,
  accountType: accounts.accountType,
  createdAt: accounts.createdAt,
} as const;

type AccountFilters = Pick<
  AccountListQuery,
  'q' | 'f_number' | 'f_clientName' | 'f_identification' | 'f_status' | 'f_accountType'
>;

/**
 * The contract filters, written against `accounts` alone so that each can use an index (migrations
 * 0031 and 0038: trigram indexes for the "contains" searches, a b-tree for the exact EIK/EGN) and
 * the count needs no join: the client's name is the contract's own copy (`client_name`, kept by
 * triggers), a customer id or identification becomes the set of its client ids
 * (`client_id = any(array(…))`, which PostgreSQL combines with the other arms in one BitmapOr).
 */
function accountWhere(filters: AccountFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.f_number)
    where.push(like(accounts.number, containsPattern(filters.f_number.toUpperCase())));
  if (filters.f_clientName)
    where.push(sql`${accounts.clientName} ilike ${containsPattern(filters.f_clientName)}`);
  if (filters.f_identification)
    where.push(
      sql`${accounts.clientId} = any(array(select c.partner_id from clients c where c.identification_number = ${filters.f_identification}))`,
    );
  if (filters.f_status) where.push(eq(accounts.status, filters.f_status));
  if (filters.f_accountType) where.push(eq(accounts.accountType, filters.f_accountType));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    where.push(
      sql`(${accounts.number} ilike ${pattern} or ${accounts.clientName} ilike ${pattern}
        or ${accounts.clientId} = any(array(
          select p.id from partners p where p.customer_id ilike ${pattern}
          union select c.partner_id from clients c where c.identification_number like ${pattern})))`,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

export const ACCOUNT_LIST_COLUMNS = {
  id: accounts.id,
  number: accounts.number,
  customerId: sql<string>`${partners.customerId}`,
  clientName: accounts.clientName,
  customerType: clients.customerType,
  identificationNumber: clients.identificationNumber,
  accountType: accounts.accountType,
  status: accounts.status,
  signedAt: accounts.signedAt,
  createdAt: accounts.createdAt,
  obligationPeriod: accounts.obligationPeriod,
};
export type AccountListRow = {
  id: number;
  number: string;
  customerId: string;
  clientName: string;
  customerType: number;
  identificationNumber: string;
  accountType: number;
  status: string;
  signedAt: Date | null;
  createdAt: Date;
  obligationPeriod: string | null;
  activeUnits: number;
};

/** Rows with the count of their active vehicles: one grouped query for the page, not one per row. */
async function withActiveUnits(
  db: Executor,
  rows: Omit<AccountListRow, 'activeUnits'>[],
): Promise<AccountListRow[]> {
  const counts = await activeUnitCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, activeUnits: counts.get(r.id) ?? 0 }));
}

type AccountPage = { rows: AccountListRow[]; total: number; totalCapped: boolean };

/** A search by text (contains, or an exact EIK/EGN): its matches are found through their indexes. */
const searchesText = (query: AccountListQuery) =>
  Boolean(query.q || query.f_clientName || query.f_number || query.f_identification);

/**
 * A text search, matches first (bench/README "Toll customers"): the matching contracts are read
 * through the trigram and b-tree indexes, at most COUNT_CAP + 1 of them, and counted and sorted in
 * one statement; only the page's 25 are joined to their clients. Walking the sort's index instead
 * (the planner's choice when it expects many matches) reads every row that sorts before them: a
 * fragment such as 'Транс' starts names that sort late, 90,000 rows read for 25. Past the cap the
 * matches are dense, and the general query's walk finds its page soon: null, it answers.
 */
async function textSearchPage(
  db: Executor,
  query: AccountListQuery,
  where: SQL | undefined,
): Promise<AccountPage | null> {
  const { limit, offset } = pageWindow(query);
  const dir = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const found = await queryRows<{ total: string | number; id: number | null }>(
    db,
    sql`with m as (select ${accounts.id} as id, ${ACCOUNT_SORTS[query.sort]} as s from ${accounts}
          where ${where} limit ${COUNT_CAP + 1})
        select (select count(*) from m) as total, p.id
        from (select 1) as one
        left join lateral (select id, s from m order by s ${dir}, id ${dir}
          limit ${limit} offset ${offset}) as p on true
        order by p.s ${dir}, p.id ${dir}`,
  );
  const total = Number(found[0]?.total ?? 0);
  if (total > COUNT_CAP) return null;
  const ids = found.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
  const page =
    ids.length === 0
      ? []
      : await db
          .select(ACCOUNT_LIST_COLUMNS)
          .from(accounts)
          .innerJoin(clients, eq(clients.partnerId, accounts.clientId))
          .innerJoin(partners, eq(partners.id, clients.partnerId))
          .where(inArray(accounts.id, ids))
          .orderBy(...listOrder(ACCOUNT_SORTS[query.sort], accounts.id, query.order));
  return { rows: await withActiveUnits(db, page), total, totalCapped: false };
}

export async function listAccounts(db: Executor, query: AccountListQuery): Promise<AccountPage> {
  const where = accountWhere(query);
  if (searchesText(query)) {
    const page = await textSearchPage(db, query, where);
    if (page) return page;
  }
  const { limit, offset } = pageWindow(query);
  const [page, counted] = await Promise.all([
    db
      .select(ACCOUNT_LIST_COLUMNS)
      .from(accounts)
      .innerJoin(clients, eq(clients.partnerId, accounts.clientId))
      .innerJoin(partners, eq(partners.id, clients.partnerId))
      .where(where)
      .orderBy(...listOrder(ACCOUNT_SORTS[query.sort], accounts.id, query.order))
      .limit(limit)
      .offset(offset),
    // every filter is on `accounts` itself: the count reads no other table
    cappedCount(db, accounts, where),
  ]);
  return { rows: await withActiveUnits(db, page), ...counted };
}

/** One chunk of the contracts export, in id order after the last row read (keyset). */
export async function accountExportChunk(
  db: Executor,
  query: AccountExportQuery,
  after: AccountListRow | null,
  limit: number,
): Promise<AccountListRow[]> {
  const chunk = await db
    .select(ACCOUNT_LIST_COLUMNS)
    .from(accounts)
    .innerJoin(clients, eq(clients.partnerId, accounts.clientId))
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(and(accountWhere(query), after ? gt(accounts.id, after.id) : undefined))
    .orderBy(asc(accounts.id))
    .limit(limit);
  return withActiveUnits(db, chunk);
}

// Units

export type UnitWithAccount = UnitRow & { accountNumber: string };
const unitColumns = {
  ...getTableColumns(accountUnits),
  accountNumber: accounts.number,
};

export async function findUnit(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<UnitWithAccount | undefined> {
  const query = db
    .select(unitColumns)
    .from(accountUnits)
    .innerJoin(accounts, eq(accounts.id, accountUnits.accountId))
    .where(eq(accountUnits.id, id));
  const [row] = forUpdate ? await query.for('update', { of: accountUnits }) : await query;
  return row;
}

export async function unitsOfAccount(db: Executor, accountId: number): Promise<UnitWithAccount[]> {
  return db
    .select(unitColumns)
    .from(accountUnits)
    .innerJoin(accounts, eq(accounts.id, accountUnits.accountId))
    .where(eq(accountUnits.accountId, accountId))
    .orderBy(asc(accountUnits.id));
}

export async function insertUnits(db: Executor, values: UnitInsert[]): Promise<UnitRow[]> {
  return db.insert(accountUnits).values(values).returning();
}

export async function updateUnit(
  db: Executor,
  id: number,
  version: number,
  values: Partial<UnitInsert>,
  now: Date,
): Promise<UnitRow | undefined> {
  const [row] = await db
    .update(accountUnits)
    .set({ ...values, version: version + 1, updatedAt: now })
    .where(and(eq(accountUnits.id, id), eq(accountUnits.version, version)))
    .returning();
  return row;
}

export async function closeUnitsOfAccount(db: Executor, accountId: number, now: Date) {
  return db
    .update(accountUnits)
    .set({
      status: 'CLOSED',
      closedAt: now,
      updatedAt: now,
      version: sql`${accountUnits.version} + 1`,
    })
    .where(and(eq(accountUnits.accountId, accountId), eq(accountUnits.status, 'ACTIVE')))
    .returning({ id: accountUnits.id });
}

/**
 * Active plates among these (country, plate) pairs: they are on a contract already. The pairs are
 * joined to the partial unique index of active plates (a fleet of 500 is 500 index probes; as
 * `plate = any(…)` the planner took the trigram index and read every entry).
 */
export async function activePlates(
  db: Executor,
  vehicles: readonly { countryCode: string; plate: string }[],
): Promise<string[]> {
  if (vehicles.length === 0) return [];
  const rows = await queryRows<{ plate: string }>(
    db,
    sql`select u.plate from unnest(${sql.param(vehicles.map((v) => v.countryCode))}::char(2)[],
          ${sql.param(vehicles.map((v) => v.plate))}::text[]) as v(country_code, plate)
        join ${accountUnits} u on u.country_code = v.country_code and u.plate = v.plate
          and u.status = 'ACTIVE'`,
  );
  return rows.map((r) => r.plate);
}

const UNIT_SORTS = {
  plate: accountUnits.plate,
  accountNumber: accounts.number,
  status: accountUnits.status,
  tollCategory: sql`coalesce(${accountUnits.tollCategory}, '')`,
  createdAt: accountUnits.createdAt,
} as const;

type UnitFilters = Pick<
  UnitListQuery,
  'q' | 'f_plate' | 'f_accountNumber' | 'f_accountId' | 'f_status' | 'f_tollCategory'
>;

/** The vehicle filters, on `account_units` alone (as `accountWhere`): indexable, and a plain count. */
function unitWhere(filters: UnitFilters): SQL | undefined {
  const where: SQL[] = [];
  const accountNumbers = (pattern: string) =>
    sql`${accountUnits.accountId} = any(array(select a.id from accounts a where a.number ilike ${pattern}))`;
  if (filters.f_plate)
    where.push(like(accountUnits.plate, containsPattern(normalisePlate(filters.f_plate))));
  if (filters.f_accountNumber)
    where.push(accountNumbers(containsPattern(filters.f_accountNumber.toUpperCase())));
  if (filters.f_accountId) where.push(eq(accountUnits.accountId, filters.f_accountId));
  if (filters.f_status) where.push(eq(accountUnits.status, filters.f_status));
  if (filters.f_tollCategory) where.push(eq(accountUnits.tollCategory, filters.f_tollCategory));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    // a plate as the purchase normalises it (Cyrillic look-alikes, spaces), else as typed
    const plate = containsPattern(normalisePlate(filters.q) || filters.q);
    where.push(
      sql`(${accountUnits.plate} like ${plate} or ${accountUnits.make} ilike ${pattern} or ${accountNumbers(pattern)})`,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

export async function listUnits(
  db: Executor,
  query: UnitListQuery,
): Promise<{ rows: UnitWithAccount[]; total: number; totalCapped: boolean }> {
  const where = unitWhere(query);
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    db
      .select(unitColumns)
      .from(accountUnits)
      .innerJoin(accounts, eq(accounts.id, accountUnits.accountId))
      .where(where)
      .orderBy(...listOrder(UNIT_SORTS[query.sort], accountUnits.id, query.order))
      .limit(limit)
      .offset(offset),
    cappedCount(db, accountUnits, where),
  ]);
  return { rows, ...counted };
}

export function unitExportChunk(
  db: Executor,
  query: UnitExportQuery,
  after: UnitWithAccount | null,
  limit: number,
): Promise<UnitWithAccount[]> {
  return db
    .select(unitColumns)
    .from(accountUnits)
    .innerJoin(accounts, eq(accounts.id, accountUnits.accountId))
    .where(and(unitWhere(query), after ? gt(accountUnits.id, after.id) : undefined))
    .orderBy(asc(accountUnits.id))
    .limit(limit);
}
