import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { announcements, newsArticles, partners } from '../../db/schema/all';
import type { Executor } from '../../platform/db/database';

export type NewsRow = typeof newsArticles.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type PartnerRow = Pick<
  typeof partners.$inferSelect,
  'id' | 'name' | 'nameEn' | 'partnerType' | 'website' | 'city'
>;

/** Articles published at or before `now`, newest first, one page of them, and how many there are. */
export async function listPublishedNews(
  db: Executor,
  now: Date,
  offset: number,
  limit: number,
): Promise<{ rows: NewsRow[]; total: number }> {
  const published = lte(newsArticles.publishedAt, now);
  const rows = await db
    .select()
    .from(newsArticles)
    .where(published)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(newsArticles).where(published);
  return { rows, total: total?.n ?? 0 };
}

export async function findPublishedNews(
  db: Executor,
  slug: string,
  now: Date,
): Promise<NewsRow | undefined> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), lte(newsArticles.publishedAt, now)));
  return row;
}

/** Every published slug with its date, for the sitemap. */
export async function listNewsSlugs(
  db: Executor,
  now: Date,
): Promise<{ slug: string; publishedAt: Date }[]> {
  return db
    .select({ slug: newsArticles.slug, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(lte(newsArticles.publishedAt, now))
    .orderBy(desc(newsArticles.publishedAt));
}

export async function listAnnouncements(
  db: Executor,
  status: 'ACTIVE' | 'ARCHIVED',
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(eq(announcements.status, status))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

/** Active sale partners and commissioners, by name. */
export async function listPublicPartners(db: Executor): Promise<PartnerRow[]> {
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      nameEn: partners.nameEn,
      partnerType: partners.partnerType,
      website: partners.website,
      city: partners.city,
    })
    .from(partners)
    .where(eq(partners.status, 'ACTIVE'))
    .orderBy(asc(partners.name), asc(partners.id));
  // A partner that is both a sale partner and a commissioner is listed among the sale partners.
  return rows
    .filter((r) => r.partnerType !== 'TOLL_CUSTOMER')
    .map((r) =>
      r.partnerType === 'SALE_PARTNER_AND_COMMISSIONER' ? { ...r, partnerType: 'SALE_PARTNER' } : r,
    );
}
