import { z } from 'zod';
import {
  PARTNER_OBLIGATION_PERIODS,
  PARTNER_OBLIGATION_STATUSES,
} from '@toll/domain/partner-obligations';
import { parsePlainDate } from '@toll/domain/plain-date';
import { exportFormatSchema } from './list-query';
import { recordIdTextSchema } from './record-id';

/**
 * Partner obligations (spec §2 sales-partners-obligations): per sale partner and reporting period,
 * what it owes for the sales at its points of sale (cash in its tills, sales on its account) less
 * its commissions, with the due date and the delay days. `from`/`to`: Sofia days; a period is
 * listed when its last day falls within them.
 */
const dateText = z
  .string()
  .max(10)
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });

export const partnerObligationsQuerySchema = z.object({
  from: dateText,
  to: dateText,
  partnerId: recordIdTextSchema.optional(),
  f_status: z.enum(PARTNER_OBLIGATION_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type PartnerObligationsQuery = z.infer<typeof partnerObligationsQuerySchema>;

export const partnerObligationsExportQuerySchema = partnerObligationsQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormatSchema.default('csv') });
export type PartnerObligationsExportQuery = z.infer<typeof partnerObligationsExportQuerySchema>;

export const partnerObligationSchema = z.object({
  partnerId: z.number().int(),
  partnerName: z.string(),
  eik: z.string().nullable(),
  period: z.enum(PARTNER_OBLIGATION_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.enum(['BGN', 'EUR']),
  /** Sales the partner collected (cash at its points of sale, sales on its account), net of reversals. */
  salesMinor: z.number().int(),
  /** Its commissions on them (its own commission percentage), net of reversals. */
  commissionMinor: z.number().int(),
  /** Paid to us against this period (partner settlements). */
  settledMinor: z.number().int(),
  /** What it owes: sales − commission − settled. */
  owedMinor: z.number().int(),
  dueDate: z.string(),
  delayDays: z.number().int(),
  graceEnd: z.string(),
  daysLate: z.number().int(),
  status: z.enum(PARTNER_OBLIGATION_STATUSES),
});
export type PartnerObligation = z.infer<typeof partnerObligationSchema>;

export const partnerObligationsPageSchema = z.object({
  items: z.array(partnerObligationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sums of the whole filtered list, per currency. */
  totals: z.array(
    z.object({
      currency: z.enum(['BGN', 'EUR']),
      salesMinor: z.number().int(),
      commissionMinor: z.number().int(),
      /** What the partner paid of these periods (its payments laid oldest period first). */
      settledMinor: z.number().int(),
      owedMinor: z.number().int(),
    }),
  ),
});
export type PartnerObligationsPage = z.infer<typeof partnerObligationsPageSchema>;
