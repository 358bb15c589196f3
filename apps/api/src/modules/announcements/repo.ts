import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementExportQuery, AnnouncementListQuery } from '@toll/contract/announcements';
import { announcements } from '../../db/schema/content';
import type { Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementInsert = typeof announcements.$inferInsert;

const SORTS = {
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  name: announcements.name,
  productType: announcements.productType,
  status: announcements.status,
  id: announcements.id,
} as const;

function filterWhere(
  query: Pick<AnnouncementListQuery, 'f_status' | 'f_productType' | 'q'>,
): SQL | undefined {
  const where: SQL[] = [];
  if (query.f_status) where.push(eq(announcements.status, query.f_status));
  if (query.f_productType) where.push(eq(announcements.productType, query.f_productType));
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        ilike(announcements.name, pattern),
        ilike(announcements.messageBg, pattern),
        ilike(announcements.messageEn, pattern),
        ilike(announcements.link, pattern),
      )!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

export async function listAnnouncementPage(
  db: Executor,
  query: AnnouncementListQuery,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = filterWhere(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(...listOrder(SORTS[query.sort], announcements.id, query.order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One chunk of the export, in the list's order after the last row read (keyset). The last row's
 * sort value is read back from the table by its id, so a timestamp keeps its microseconds.
 */
export function announcementExportChunk(
  db: Executor,
  query: AnnouncementExportQuery,
  after: AnnouncementRow | null,
  limit: number,
): Promise<AnnouncementRow[]> {
  const column = SORTS[query.sort];
  const beyond = query.order === 'desc' ? sql.raw('<') : sql.raw('>');
  const keyset = after
    ? sql`(${column}, ${announcements.id}) ${beyond} (select ${column}, ${announcements.id}
        from ${announcements} where ${announcements.id} = ${after.id})`
    : undefined;
  return db
    .select()
    .from(announcements)
    .where(and(filterWhere(query), keyset))
    .orderBy(...listOrder(column, announcements.id, query.order))
    .limit(limit);
}

export async function findAnnouncement(
  db: Executor,
  id: number,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

export async function insertAnnouncement(
  db: Executor,
  values: AnnouncementInsert,
): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

/** Updates the announcement if it is still at `version`; the new row, or undefined when stale. */
export async function updateAnnouncement(
  db: Executor,
  id: number,
  version: number,
  values: Partial<AnnouncementInsert>,
  now: Date,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .update(announcements)
    .set({ ...values, version: version + 1, updatedAt: now })
    .where(and(eq(announcements.id, id), eq(announcements.version, version)))
    .returning();
  return row;
}
