import { z } from 'zod';
import { PRODUCT_TYPES } from '@toll/domain/public-content';
import { ANNOUNCEMENT_STATUSES } from '@toll/domain/statuses';
import { exportQueryBaseSchema, listPageSchema, listQuerySchema } from './list-query';

/**
 * The back-office announcements (spec §3 Announcement; capability `announcements`, admin): a
 * paged list, one record with both languages, create, edit at the version read (409
 * `announcement.staleVersion` when stale), archive and restore. The public site reads the active
 * ones through GET /announcements (content.ts).
 */
const text = (max: number) => z.string().trim().min(1).max(max);

/** http(s) addresses with a host name only: the site renders the link as an anchor. */
const HTTP_LINK = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#][^\s<>"]*)?$/i;

export function isHttpLink(value: string): boolean {
  return HTTP_LINK.test(value);
}

const linkSchema = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v))
  .refine((v) => v === null || isHttpLink(v), { params: { code: 'validation.invalidUrl' } });

const announcementFields = {
  name: text(200),
  link: linkSchema,
  messageBg: text(2000),
  messageEn: text(2000),
  productType: z.enum(PRODUCT_TYPES),
};

export const announcementCreateBodySchema = z.strictObject(announcementFields);
export const announcementUpdateBodySchema = z.strictObject({
  ...announcementFields,
  version: z.number().int().min(1),
});
/** POST /announcements/{id}/archive and …/restore: the version read. */
export const announcementStatusBodySchema = z.strictObject({ version: z.number().int().min(1) });

export const announcementIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const announcementRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string().nullable(),
  messageBg: z.string(),
  messageEn: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ANNOUNCEMENT_SORTS = [
  'createdAt',
  'updatedAt',
  'name',
  'productType',
  'status',
  'id',
] as const;
export const announcementListQuerySchema = listQuerySchema(ANNOUNCEMENT_SORTS, 'createdAt').extend({
  f_status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
  f_productType: z.enum(PRODUCT_TYPES).optional(),
});
export const announcementPageSchema = listPageSchema(announcementRecordSchema);
/** `GET /announcements/manage/export`: the list's filter and order as CSV or XLSX. */
export const announcementExportQuerySchema = exportQueryBaseSchema.extend({
  sort: z.enum(ANNOUNCEMENT_SORTS).default('createdAt'),
  f_status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
  f_productType: z.enum(PRODUCT_TYPES).optional(),
});

export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;
export type AnnouncementCreateBody = z.infer<typeof announcementCreateBodySchema>;
export type AnnouncementUpdateBody = z.infer<typeof announcementUpdateBodySchema>;
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;
export type AnnouncementExportQuery = z.infer<typeof announcementExportQuerySchema>;
