import type { Announcement, NewsArticle, NewsPage, PublicPartner } from '@toll/contract/content';
import type { Lang } from '@toll/domain/languages';
import { NEWS_PAGE_SIZE, type ProductType } from '@toll/domain/public-content';
import { transliterateBg } from '@toll/domain/transliteration';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import {
  findPublishedNews,
  listAnnouncements,
  listNewsSlugs,
  listPublicPartners,
  listPublishedNews,
  type NewsRow,
} from './repo';

const inLang = <T>(lang: Lang, bg: T, en: T): T => (lang === 'bg' ? bg : en);

function summary(row: NewsRow, lang: Lang) {
  return {
    slug: row.slug,
    title: inLang(lang, row.titleBg, row.titleEn),
    summary: inLang(lang, row.summaryBg, row.summaryEn),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** News, announcements and partners of the public site; texts in the caller's language. */
export function createContentService(db: Executor, clock: Clock) {
  async function newsPage(lang: Lang, page: number): Promise<NewsPage> {
    const { rows, total } = await listPublishedNews(
      db,
      clock.now(),
      (page - 1) * NEWS_PAGE_SIZE,
      NEWS_PAGE_SIZE,
    );
    return { page, pageSize: NEWS_PAGE_SIZE, total, items: rows.map((r) => summary(r, lang)) };
  }

  async function newsArticle(lang: Lang, slug: string): Promise<NewsArticle> {
    const row = await findPublishedNews(db, slug, clock.now());
    if (!row) throw notFound('content.newsNotFound');
    return { ...summary(row, lang), body: inLang(lang, row.bodyBg, row.bodyEn) };
  }

  async function announcements(lang: Lang, status: 'ACTIVE' | 'ARCHIVED'): Promise<Announcement[]> {
    const rows = await listAnnouncements(db, status);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      link: r.link,
      message: inLang(lang, r.messageBg, r.messageEn),
      // The CHECK constraints of the schema guarantee these values.
      productType: r.productType as ProductType,
      status: r.status as 'ACTIVE' | 'ARCHIVED',
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /**
   * In English a partner goes by its registered English name, else by its name in Latin script as
   * Bulgarian registries write it (the Transliteration Act); cities the same way.
   */
  async function partners(lang: Lang): Promise<PublicPartner[]> {
    const rows = await listPublicPartners(db);
    const en = lang === 'en';
    return rows.map(({ nameEn, ...r }) => ({
      ...r,
      name: en ? (nameEn ?? transliterateBg(r.name)) : r.name,
      city: en && r.city !== null ? transliterateBg(r.city) : r.city,
      partnerType: r.partnerType as PublicPartner['partnerType'],
    }));
  }

  const newsSlugs = () => listNewsSlugs(db, clock.now());

  return { newsPage, newsArticle, announcements, partners, newsSlugs };
}

export type ContentService = ReturnType<typeof createContentService>;
