import { z } from 'zod';
import { recordIdTextSchema } from './record-id';
import { checkEmail } from '@toll/domain/contact';
import { checkedString } from './domain-check';
import { delictPaymentDraftSchema } from './delicts';
import { currencyAmountSchema, priceSchema } from './money';
import { counterPlateCorrectionSchema } from './plate-corrections';
import {
  gatewayFormSchema,
  MAX_CART_DELICTS,
  MAX_CART_ROUTE_PASSES,
  MAX_CART_VIGNETTES,
  routePassDraftSchema,
  SALE_ITEM_KINDS,
  saleSchema,
  vignetteDraftSchema,
} from './sales';

/** How a counter sale is paid: cash into the shift, or a card at the gateway. */
export const COUNTER_PAYMENT_METHODS = ['CASH', 'CARD'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/**
 * POST /counter-sales: a sale at a point of sale's counter (spec §2 back-office buy-vignette,
 * buy-route-pass, shopping-cart and delict payments, §4: a POS that works in shifts sells only in
 * the cashier's open shift). Drafts are the public purchase's; the server checks and prices them
 * the same way. Cash is taken and the items issued at once; a card order is paid at the card
 * gateway within 30 minutes (spec §9). `orderKey`, made by the client once per order, makes the
 * call idempotent: the same key again answers the first sale (a double click, a second tab).
 */
export const counterSaleRequestSchema = z
  .object({
    posId: recordIdTextSchema,
    vignettes: z.array(vignetteDraftSchema).max(MAX_CART_VIGNETTES).default([]),
    routePasses: z.array(routePassDraftSchema).max(MAX_CART_ROUTE_PASSES).default([]),
    /** Road-violation fees paid at the counter (issue #21: a delict user's counter payment). */
    delicts: z.array(delictPaymentDraftSchema).max(MAX_CART_DELICTS).default([]),
    /** Plate corrections of bought vignettes for a caller (issue #38: a paid service). */
    plateCorrections: z.array(counterPlateCorrectionSchema).max(MAX_CART_VIGNETTES).default([]),
    /** The buyer's e-mail for the receipt (optional at the counter: the cashier prints it). */
    email: checkedString(checkEmail, 254).optional(),
    paymentMethod: z.enum(COUNTER_PAYMENT_METHODS),
    orderKey: z.uuid().optional(),
  })
  .strict();
export type CounterSaleRequest = z.infer<typeof counterSaleRequestSchema>;
export type CounterSaleInput = z.input<typeof counterSaleRequestSchema>;

/**
 * The sale as GET /sale shows it, with the signed gateway form of a card order (the browser posts
 * it to the gateway; null for cash and for a replayed order) and whether the answer is a replay.
 */
export const counterSaleResponseSchema = saleSchema.extend({
  gatewayForm: gatewayFormSchema.nullable(),
  replayed: z.boolean(),
});
export type CounterSaleResponse = z.infer<typeof counterSaleResponseSchema>;

export const counterOrderParamsSchema = z.object({ id: z.uuid() });

/** POST /counter-sales/quote: what a counter order would cost now (the sale's own checks). */
export const counterQuoteRequestSchema = counterSaleRequestSchema
  .pick({ vignettes: true, routePasses: true, delicts: true, plateCorrections: true })
  .strict();
export type CounterQuoteInput = z.input<typeof counterQuoteRequestSchema>;
export type CounterQuoteRequest = z.infer<typeof counterQuoteRequestSchema>;

export const counterQuoteSchema = z.object({
  currency: z.enum(['BGN', 'EUR']),
  items: z.array(
    z.object({
      kind: z.enum(SALE_ITEM_KINDS),
      countryCode: z.string(),
      lpn: z.string(),
      validity: z.object({ from: z.string(), to: z.string() }),
      price: priceSchema,
      currencyAmount: currencyAmountSchema,
    }),
  ),
  total: z.object({ price: priceSchema, currencyAmount: currencyAmountSchema }),
});
export type CounterQuote = z.infer<typeof counterQuoteSchema>;
