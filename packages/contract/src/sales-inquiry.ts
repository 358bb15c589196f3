import { z } from 'zod';
import { SALE_STATES } from '@toll/domain/sale-states';
import { exportQueryBaseSchema, listPageSchema, listQuerySchema } from './list-query';
import { recordIdTextSchema } from './record-id';
import { saleSchema } from './sales';

/**
 * The back-office sales inquiry (spec §2 inquiry): sales searched by plate, vignette or route-pass
 * number, dates, partner, POS, cashier and status, paged and sorted on the server; a sale's
 * detail; reversal of a whole sale or of one item with a reason.
 */
export const INQUIRY_SORTS = ['createdAt', 'number', 'total', 'state', 'paymentMethod'] as const;
/** A sale's state, or how much of it was reversed. */
export const INQUIRY_STATUSES = [...SALE_STATES, 'REVERSED', 'PARTIALLY_REVERSED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** How a sale was paid: card at the gateway, cash at a counter, or a reseller's account. */
export const SALE_PAYMENT_METHODS = ['CARD', 'CASH', 'ACCOUNT'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

const filters = {
  f_plate: z.string().trim().max(20).optional(),
  /** A vignette or route-pass number. */
  f_document: z.string().trim().max(20).optional(),
  /** From this day (inclusive) to this day (inclusive), Sofia days as YYYY-MM-DD. */
  f_from: z.iso.date().optional(),
  f_to: z.iso.date().optional(),
  f_partnerId: recordIdTextSchema.optional(),
  f_posId: recordIdTextSchema.optional(),
  f_cashierId: recordIdTextSchema.optional(),
  f_status: z.enum(INQUIRY_STATUSES).optional(),
  f_paymentMethod: z.enum(SALE_PAYMENT_METHODS).optional(),
};
export const inquiryQuerySchema = listQuerySchema(INQUIRY_SORTS, 'createdAt').extend(filters);
export const inquiryExportQuerySchema = exportQueryBaseSchema.extend({
  ...filters,
  sort: z.enum(INQUIRY_SORTS).default('createdAt'),
});
export type InquiryQuery = z.infer<typeof inquiryQuerySchema>;

export const inquirySaleSchema = z.object({
  saleId: z.string(),
  number: z.number().int(),
  createdAt: z.string(),
  state: z.enum(SALE_STATES),
  /** NONE, PARTIAL (some items reversed) or FULL (every issued item reversed). */
  reversed: z.enum(['NONE', 'PARTIAL', 'FULL']),
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  channel: z.string(),
  currency: z.enum(['BGN', 'EUR']),
  totalMinor: z.number().int(),
  totalBgn: z.number().int(),
  totalEur: z.number().int(),
  posId: z.number().int().nullable(),
  posCode: z.string().nullable(),
  partnerName: z.string().nullable(),
  cashier: z.string().nullable(),
  plates: z.array(z.string()),
  documents: z.array(z.string()),
});
export type InquirySale = z.infer<typeof inquirySaleSchema>;
export const inquiryPageSchema = listPageSchema(inquirySaleSchema);

export const saleIdParamSchema = z.object({ id: z.uuid() });

export const saleReversalSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  wholeSale: z.boolean(),
  method: z.enum(SALE_PAYMENT_METHODS),
  currency: z.enum(['BGN', 'EUR']),
  amountMinor: z.number().int(),
  reason: z.string(),
  user: z.string().nullable(),
  itemIds: z.array(z.string()),
  /** Cash: the shift it was paid back from. */
  shiftId: z.number().int().nullable(),
  /** Card: the gateway reversal's state. */
  gatewayState: z.enum(['PENDING', 'DONE', 'FAILED']).nullable(),
});

export const inquiryDetailSchema = z.object({
  sale: saleSchema,
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  channel: z.string(),
  posCode: z.string().nullable(),
  posName: z.string().nullable(),
  partnerName: z.string().nullable(),
  cashier: z.string().nullable(),
  shiftId: z.number().int().nullable(),
  /** Whether the caller may reverse this sale (a cashier: their own sale of their open shift). */
  mayReverse: z.boolean(),
  reversals: z.array(saleReversalSchema),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** GET /sales/inquiry/filters: the partners and cashiers the caller may filter by. */
export const inquiryFiltersSchema = z.object({
  partners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cashiers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InquiryFilters = z.infer<typeof inquiryFiltersSchema>;

/** POST /sales/inquiry/{id}/reversal: the whole sale (no itemId) or one item, with a reason. */
export const reversalBodySchema = z
  .object({
    itemId: z.uuid().optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type ReversalBody = z.infer<typeof reversalBodySchema>;
