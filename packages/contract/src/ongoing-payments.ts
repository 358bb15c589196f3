import { z } from 'zod';
import { parsePlainDate } from '@toll/domain/plain-date';
import { exportFormatSchema } from './list-query';

/**
 * Ongoing payments (spec §2 ongoing-payments and ongoing-payments-report; accountant or admin in
 * tolling mode): every payment received — by bank (statement lines), by card (self-care, VPOS),
 * system and internal — with what of it is distributed to contracts, invoices and initial
 * payments, and a report of them per day and kind. `from`/`to`: payment dates, both included.
 */
const dateText = z
  .string()
  .max(10)
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });

export const PAYMENT_KINDS = ['BANK', 'VPOS', 'SYSTEM', 'INTERNAL'] as const;
export const PAYMENT_DISTRIBUTION_STATES = ['DISTRIBUTED', 'PARTIAL', 'UNDISTRIBUTED'] as const;

export const ongoingPaymentsQuerySchema = z.object({
  from: dateText,
  to: dateText,
  f_kind: z.enum(PAYMENT_KINDS).optional(),
  f_state: z.enum(PAYMENT_DISTRIBUTION_STATES).optional(),
  /** Payment number, reference, payer or a contract number it was distributed to. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type OngoingPaymentsQuery = z.infer<typeof ongoingPaymentsQuerySchema>;

export const ongoingPaymentsExportQuerySchema = ongoingPaymentsQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormatSchema.default('csv') });
export type OngoingPaymentsExportQuery = z.infer<typeof ongoingPaymentsExportQuerySchema>;

export const ongoingPaymentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  paymentDate: z.string(),
  valueDate: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(['BGN', 'EUR']),
  distributedMinor: z.number().int(),
  undistributedMinor: z.number().int(),
  state: z.enum(PAYMENT_DISTRIBUTION_STATES),
  annulled: z.boolean(),
  payer: z.string().nullable(),
  reference: z.string().nullable(),
  message: z.string(),
  /** The contracts its shares went to (numbers), in order. */
  contracts: z.array(z.string()),
});
export type OngoingPayment = z.infer<typeof ongoingPaymentSchema>;

const totalsSchema = z.array(
  z.object({
    currency: z.enum(['BGN', 'EUR']),
    count: z.number().int(),
    amountMinor: z.number().int(),
    distributedMinor: z.number().int(),
    undistributedMinor: z.number().int(),
  }),
);

export const ongoingPaymentsPageSchema = z.object({
  items: z.array(ongoingPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: totalsSchema,
});
export type OngoingPaymentsPage = z.infer<typeof ongoingPaymentsPageSchema>;

export const ongoingPaymentsReportQuerySchema = z.object({ from: dateText, to: dateText });
export type OngoingPaymentsReportQuery = z.infer<typeof ongoingPaymentsReportQuerySchema>;
export const ongoingPaymentsReportExportQuerySchema = ongoingPaymentsReportQuerySchema.extend({
  format: exportFormatSchema.default('csv'),
});
export type OngoingPaymentsReportExportQuery = z.infer<
  typeof ongoingPaymentsReportExportQuerySchema
>;

export const ongoingPaymentsReportRowSchema = z.object({
  day: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  currency: z.enum(['BGN', 'EUR']),
  count: z.number().int(),
  amountMinor: z.number().int(),
  distributedMinor: z.number().int(),
  undistributedMinor: z.number().int(),
});
export type OngoingPaymentsReportRow = z.infer<typeof ongoingPaymentsReportRowSchema>;

export const ongoingPaymentsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ongoingPaymentsReportRowSchema),
  totals: totalsSchema,
});
export type OngoingPaymentsReport = z.infer<typeof ongoingPaymentsReportSchema>;
