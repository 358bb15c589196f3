import { z } from 'zod';
import { checkEmail } from '@toll/domain/contact';
import { checkedString } from './domain-check';
import { currencyAmountSchema, priceSchema } from './money';
import { recordIdTextSchema } from './record-id';
import { purchasePaymentResponseSchema, saleSchema } from './sales';

/**
 * The vignette purchase by CSV file (issue #18 item 5; spec §2 "CSV upload for vignette
 * purchase"): the file's text is checked row by row (POST /bulk-purchases/check), then the whole
 * valid file is bought in one payment (POST /bulk-purchases); a file with a bad row buys nothing.
 */
export const MAX_BULK_CSV_CHARS = 100_000;

const csvSchema = z.string().min(1).max(MAX_BULK_CSV_CHARS);

export const bulkCheckRequestSchema = z.object({ csv: csvSchema }).strict();

const messageSchema = z.object({ code: z.string(), message: z.string() });

export const bulkRowSchema = z.object({
  line: z.number().int(),
  lpn: z.string(),
  countryCode: z.string(),
  productId: z.string(),
  activationDate: z.string().nullable(),
  validity: z.object({ from: z.string(), to: z.string() }).nullable(),
  price: priceSchema.nullable(),
  errors: z.array(messageSchema),
});

export const bulkCheckResponseSchema = z.object({
  ok: z.boolean(),
  /** Problems of the file itself (empty, too many rows). */
  fileErrors: z.array(messageSchema),
  /** Every line with a vignette or a problem, in file order. */
  rows: z.array(bulkRowSchema),
  count: z.number().int(),
  total: z.object({ price: priceSchema, currencyAmount: currencyAmountSchema }),
});
export type BulkCheckResponse = z.infer<typeof bulkCheckResponseSchema>;
export type BulkRowView = z.infer<typeof bulkRowSchema>;

export const bulkPurchaseRequestSchema = z
  .object({
    csv: csvSchema,
    paymentMethod: z.enum(['CARD', 'CASH']),
    /** CASH: the point of sale where the cash is taken (in the cashier's open shift there). */
    posId: recordIdTextSchema.optional(),
    email: checkedString(checkEmail, 254),
    consents: z.object({ terms: z.literal(true), noRefund: z.literal(true) }).strict(),
  })
  .strict();
export type BulkPurchaseRequest = z.infer<typeof bulkPurchaseRequestSchema>;

export const bulkPurchaseResponseSchema = z.discriminatedUnion('paymentMethod', [
  z.object({ paymentMethod: z.literal('CARD'), card: purchasePaymentResponseSchema }),
  z.object({ paymentMethod: z.literal('CASH'), sale: saleSchema }),
]);
export type BulkPurchaseResponse = z.infer<typeof bulkPurchaseResponseSchema>;
