import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnnouncementListQuery } from '@toll/contract/announcements';
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

function filterWhere(query: AnnouncementListQuery): SQL | undefined {
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
