import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * News articles of the public site, in both languages. `body_*` is plain text: paragraphs separated
 * by a blank line, with `[text](/path)` links and `**bold**` (the site's content markup).
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    titleBg: text('title_bg').notNull(),
    titleEn: text('title_en').notNull(),
    summaryBg: text('summary_bg').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyBg: text('body_bg').notNull(),
    bodyEn: text('body_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_articles_published').on(t.publishedAt),
    check('news_articles_slug', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Announcements (spec §3 Announcement): a message in both languages with an optional link, for one
 * product type; ACTIVE ones show on the site, ARCHIVED ones are kept for the back office.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    link: text('link'),
    messageBg: text('message_bg').notNull(),
    messageEn: text('message_en').notNull(),
    productType: text('product_type').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    /** Raised by every back-office change; an edit names the version it read (migration 0017). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_status').on(t.status, t.createdAt),
    check(
      'announcements_product_type',
      sql`${t.productType} in ('E_VIGNETTE', 'ROUTE_PASS', 'COMPENSATORY_FEE')`,
    ),
    check('announcements_status', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
    check(
      'announcements_texts',
      sql`length(btrim(${t.name})) > 0 AND length(btrim(${t.messageBg})) > 0 AND length(btrim(${t.messageEn})) > 0`,
    ),
  ],
);
