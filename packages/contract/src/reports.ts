import { z } from 'zod';
import { parsePlainDate } from '@toll/domain/plain-date';
import {
  REPORT_GROUPINGS,
  REPORT_SCHEDULES,
  SCHEDULED_REPORT_TYPES,
} from '@toll/domain/report-rules';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/** A calendar day, yyyy-MM-dd (bounded: the fuzz test must find a 400, never a 500). */
const dayTextSchema = z
  .string()
  .max(10)
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });

export const REPORT_CHANNELS = ['site', 'office', 'tablet'] as const;
export const REPORT_KINDS = ['VIGNETTE', 'ROUTE_PASS', 'DELICT'] as const;

/**
 * The filters every report takes (spec §2: partner, POS, product, channel, period). `from` and
 * `to` are Sofia calendar days, both included.
 */
export const reportFiltersSchema = z.object({
  f_partnerId: recordIdTextSchema.optional(),
  f_posId: recordIdTextSchema.optional(),
  f_product: z.string().trim().max(40).optional(),
  f_channel: z.enum(REPORT_CHANNELS).optional(),
  f_from: dayTextSchema.optional(),
  f_to: dayTextSchema.optional(),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

// ── GET /reports/aggregated ─────────────────────────────────────────────────────────────────
export const aggregatedQuerySchema = reportFiltersSchema.extend({
  grouping: z.enum(REPORT_GROUPINGS).default('MONTHLY'),
});
export const aggregatedRowSchema = z.object({
  /** First day of the period (Monday of a week, Saturday of a weekend, 1st of a month…). */
  period: z.string(),
  kind: z.string(),
  product: z.string(),
  items: z.number().int(),
  amountBgn: z.number().int(),
  amountEur: z.number().int(),
});
export const aggregatedReportSchema = z.object({
  grouping: z.enum(REPORT_GROUPINGS),
  rows: z.array(aggregatedRowSchema),
  totals: z.object({
    items: z.number().int(),
    amountBgn: z.number().int(),
    amountEur: z.number().int(),
  }),
});
export type AggregatedReport = z.infer<typeof aggregatedReportSchema>;

// ── GET /reports/sales and /reports/toll-sales ───────────────────────────────────────────────
export const salesReportQuerySchema = reportFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export const salesReportRowSchema = z.object({
  itemId: z.string(),
  saleNumber: z.number().int(),
  soldAt: z.string(),
  channel: z.string(),
  paymentMethod: z.string(),
  partnerName: z.string().nullable(),
  posCode: z.string().nullable(),
  kind: z.string(),
  product: z.string(),
  countryCode: z.string(),
  plate: z.string(),
  amountBgn: z.number().int(),
  amountEur: z.number().int(),
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;
export const salesReportPageSchema = z.object({
  items: z.array(salesReportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Downloads: the filters, the format and, when no filter is set, the user's confirmation (§5). */
export const reportExportQuerySchema = reportFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  confirmed: z.enum(['true', 'false']).optional(),
});
export const aggregatedExportQuerySchema = reportExportQuerySchema.extend({
  grouping: z.enum(REPORT_GROUPINGS).default('MONTHLY'),
});

// ── Scheduled reports ─────────────────────────────────────────────────────────────────────────
export const reportSubscriptionBodySchema = z.object({
  partnerId: recordIdSchema,
  reportType: z.enum(SCHEDULED_REPORT_TYPES),
  schedule: z.enum(REPORT_SCHEDULES),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  byEmail: z.boolean().default(true),
  bySftp: z.boolean().default(false),
  email: z.string().trim().email().max(254).nullable().default(null),
});
export const reportSubscriptionSchema = reportSubscriptionBodySchema.extend({
  id: z.number().int(),
  partnerName: z.string(),
});
export const reportSubscriptionListSchema = z.object({ items: z.array(reportSubscriptionSchema) });

/** GET /send/reports/partners (spec §7: partner_id, from_date, email). */
export const sendPartnerReportsQuerySchema = z.object({
  partner_id: recordIdTextSchema,
  from_date: dayTextSchema.optional(),
  email: z.string().trim().email().max(254).optional(),
});
/** The run of every due report for a day (default: today in each partner's time zone). */
export const sendReportsBodySchema = z
  .object({
    date: dayTextSchema.optional(),
    partnerIds: z.array(recordIdSchema).max(10_000).optional(),
  })
  .default({});
/**
 * GET /send/reports/accountant (spec §7): the accountants' summary of a period (default:
 * yesterday, Sofia) mailed to `email` (default: the caller's own address), as XLSX or CSV.
 */
export const sendAccountantReportQuerySchema = z.object({
  from_date: dayTextSchema.optional(),
  to_date: dayTextSchema.optional(),
  email: z.string().trim().email().max(254).optional(),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});
/**
 * POST /send/reports/msts/customers (spec §7): each toll customer's MSTS transactions of a period
 * (default: the month before, Sofia) mailed to its MSTS contract's notification address; all
 * customers with MSTS transactions in the period, or those listed by customer id.
 */
export const sendMstsCustomersBodySchema = z
  .object({
    from_date: dayTextSchema.optional(),
    to_date: dayTextSchema.optional(),
    customerIds: z.array(z.string().trim().min(1).max(40)).max(10_000).optional(),
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
  })
  .default({ format: 'xlsx' });
export const reportDeliverySchema = z.object({
  id: z.number().int(),
  /** null for the accountants' report. */
  partnerId: z.number().int().nullable(),
  reportType: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  channel: z.enum(['EMAIL', 'SFTP']),
  status: z.enum(['PENDING', 'SENT', 'FAILED']),
  attempts: z.number().int(),
  fileName: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
/** A run: delivery rows made (each queued once) and those found made by an earlier run. */
export const reportRunSchema = z.object({
  deliveries: z.number().int(),
  queued: z.number().int(),
  alreadySent: z.number().int(),
  /** Recipients left out for want of an address (the MSTS customers' send). */
  withoutAddress: z.number().int().optional(),
});
export const subscriptionIdParamSchema = z.object({ id: recordIdTextSchema });
export const partnerFilterQuerySchema = z.object({ partnerId: recordIdTextSchema.optional() });
export const reportDeliveryListSchema = z.object({ items: z.array(reportDeliverySchema) });
