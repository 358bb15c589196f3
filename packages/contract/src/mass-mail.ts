import { z } from 'zod';
import { checkEmail } from '@toll/domain/contact';
import {
  checkMassMail,
  MASS_MAIL_RECIPIENT_KINDS,
  MASS_MAIL_RECIPIENT_STATUSES,
  MASS_MAIL_STATUSES,
} from '@toll/domain/mass-mail';
import { domainCheck } from './domain-check';
import { listPageSchema, listQuerySchema } from './list-query';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * Mass mailing (spec §2 mass-mailing, §3 Mass mail, §5, §8; capability `mass-mailing`, admin or
 * concord admin): compose a campaign, mail a test, send it through the job queue (once: a second
 * press answers the same campaign), and read its per-recipient log and "not sent to" list.
 */
export const massMailCreateSchema = z
  .object({
    subjectBg: z.string().trim().min(1).max(200),
    subjectEn: z.string().trim().min(1).max(200),
    messageBg: z.string().trim().min(1).max(20_000),
    messageEn: z.string().trim().min(1).max(20_000),
    recipients: z.enum(MASS_MAIL_RECIPIENT_KINDS),
    /** Client or partner ids (for `clients` or `partners`). */
    selectedIds: z.array(recordIdSchema).max(5_000).optional(),
    /** Every client or partner instead of a selection. */
    all: z.boolean().optional(),
    /** The comma-separated list (for `emails`). */
    emails: z.string().max(300_000).optional(),
  })
  .superRefine((body, ctx) => {
    const result = checkMassMail(body);
    if (!result.ok)
      ctx.addIssue({
        code: 'custom',
        message: result.code,
        path: [body.recipients === 'emails' ? 'emails' : 'selectedIds'],
        params: { code: result.code, params: result.params },
      });
  });
export type MassMailCreate = z.infer<typeof massMailCreateSchema>;

export const massMailTestSchema = z.object({
  /** Where the test goes; the signed-in user's own address when left out. */
  email: z.string().trim().max(254).superRefine(domainCheck(checkEmail)).optional(),
});

export const massMailIdParamSchema = z.object({ id: recordIdTextSchema });

export const massMailCampaignSchema = z.object({
  id: z.number().int(),
  subjectBg: z.string(),
  subjectEn: z.string(),
  messageBg: z.string(),
  messageEn: z.string(),
  recipients: z.enum(MASS_MAIL_RECIPIENT_KINDS),
  status: z.enum(MASS_MAIL_STATUSES),
  recipientCount: z.number().int(),
  queuedCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  skippedCount: z.number().int(),
  testSentTo: z.string().nullable(),
  testSentAt: z.string().nullable(),
  createdAt: z.string(),
  queuedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type MassMailCampaign = z.infer<typeof massMailCampaignSchema>;

export const massMailListQuerySchema = listQuerySchema(['createdAt', 'id'], 'createdAt').extend({
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const massMailPageSchema = listPageSchema(massMailCampaignSchema);

export const massMailTestResultSchema = z.object({ sentTo: z.string(), message: z.string() });

export const massMailRecipientSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  lang: z.string(),
  status: z.enum(MASS_MAIL_RECIPIENT_STATUSES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type MassMailRecipient = z.infer<typeof massMailRecipientSchema>;

export const massMailRecipientQuerySchema = listQuerySchema(['id', 'email', 'status'], 'id').extend(
  {
    f_status: z.enum(MASS_MAIL_RECIPIENT_STATUSES).optional(),
  },
);
export type MassMailRecipientQuery = z.infer<typeof massMailRecipientQuerySchema>;
export const massMailRecipientPageSchema = listPageSchema(massMailRecipientSchema);

/** The §8 "not sent to" answer: the addresses the message did not reach and the message itself. */
export const massMailNotSentSchema = z.object({
  items: z.array(massMailRecipientSchema),
  total: z.number().int(),
  message: z.string().nullable(),
});
export type MassMailNotSent = z.infer<typeof massMailNotSentSchema>;

export const massMailOptionsQuerySchema = z.object({
  kind: z.enum(['clients', 'partners']),
  q: z.string().trim().max(100).optional(),
});
export const massMailOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const massMailOptionsSchema = z.array(massMailOptionSchema);
export type MassMailOption = z.infer<typeof massMailOptionSchema>;
