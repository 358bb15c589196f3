import { z } from 'zod';
import { ANNOUNCEMENT_STATUSES } from '@toll/domain/statuses';
import { NEWS_SLUG, PRODUCT_TYPES, PUBLIC_PARTNER_TYPES } from '@toll/domain/public-content';

/** GET /news?page: newest first, `pageSize` articles a page (texts in the caller's language). */
export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const newsSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});

export const newsPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(newsSummarySchema),
});

export const newsSlugParamsSchema = z.object({
  slug: z.string().max(120).regex(NEWS_SLUG),
});

export const newsArticleSchema = newsSummarySchema.extend({ body: z.string() });

/** GET /announcements?status: the site asks for the active ones. */
export const announcementsQuerySchema = z.object({
  status: z.enum(ANNOUNCEMENT_STATUSES).default('ACTIVE'),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string().nullable(),
  message: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  createdAt: z.string(),
});

export const announcementListSchema = z.array(announcementSchema);

/** GET /partners/public: the public fields of active sale partners and commissioners. */
export const publicPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  partnerType: z.enum(PUBLIC_PARTNER_TYPES),
  website: z.string().nullable(),
  city: z.string().nullable(),
});

export const publicPartnerListSchema = z.array(publicPartnerSchema);

export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type NewsPage = z.infer<typeof newsPageSchema>;
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type PublicPartner = z.infer<typeof publicPartnerSchema>;
