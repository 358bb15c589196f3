import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGE_TYPES,
  NOTIFICATION_STATUSES,
} from '@toll/domain/notifications';
import { exportFormatSchema, listPageSchema, listQuerySchema } from './list-query';
import { recordIdTextSchema } from './record-id';

/**
 * The notification log (spec §3 Notification, §7 "Notifications"; capability `notifications`,
 * admin or notifications read): the filtered list, one notice with its text, a contract's notices,
 * an export, and the resend of a notice that did not arrive.
 */
export const notificationRecordSchema = z.object({
  id: z.number().int(),
  messageType: z.enum(NOTIFICATION_MESSAGE_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  receiver: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  errorText: z.string().nullable(),
  interfaceType: z.string(),
  delictDocumentNumber: z.string().nullable(),
  barcode: z.string().nullable(),
  contractId: z.number().int().nullable(),
  attempts: z.number().int(),
  resendable: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
/** One notice with the text that went out (null for account mail, whose links are secret). */
export const notificationDetailSchema = notificationRecordSchema.extend({
  body: z.string().nullable(),
  lang: z.string(),
});

export const NOTIFICATION_SORTS = [
  'createdAt',
  'id',
  'status',
  'receiver',
  'messageType',
  'channel',
  'kind',
] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
    params: { code: 'validation.invalidFormat' },
  });

const notificationFilters = {
  f_status: z.enum(NOTIFICATION_STATUSES).optional(),
  f_channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  f_messageType: z.enum(NOTIFICATION_MESSAGE_TYPES).optional(),
  f_kind: z.string().trim().max(60).optional(),
  f_receiver: z.string().trim().max(320).optional(),
  f_delictDocumentNumber: z.string().trim().max(40).optional(),
  f_barcode: z.string().trim().max(60).optional(),
  f_contractId: recordIdTextSchema.optional(),
  /** Created on or after this day (UTC). */
  f_from: isoDate.optional(),
  /** Created on or before this day (UTC). */
  f_to: isoDate.optional(),
};

export const notificationListQuerySchema = listQuerySchema(NOTIFICATION_SORTS, 'createdAt')
  .extend(notificationFilters)
  .extend({ order: z.enum(['asc', 'desc']).default('desc') });
export const notificationExportQuerySchema = notificationListQuerySchema
  .omit({ page: true, pageSize: true, sort: true })
  .extend({ format: exportFormatSchema.default('csv') });
export const notificationPageSchema = listPageSchema(notificationRecordSchema);
export const notificationIdParamSchema = z.object({ id: recordIdTextSchema });

export type NotificationRecord = z.infer<typeof notificationRecordSchema>;
export type NotificationDetail = z.infer<typeof notificationDetailSchema>;
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export type NotificationExportQuery = z.infer<typeof notificationExportQuerySchema>;
