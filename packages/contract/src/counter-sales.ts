import { z } from 'zod';
import { recordIdTextSchema } from './record-id';
import { checkEmail } from '@toll/domain/contact';
import { checkedString } from './domain-check';
import {
  MAX_CART_ROUTE_PASSES,
  MAX_CART_VIGNETTES,
  routePassDraftSchema,
  vignetteDraftSchema,
} from './sales';

/**
 * POST /counter-sales: a sale at a point of sale's counter (spec §2 back-office buy-vignette and
 * cart, §4: a POS that works in shifts sells only in the cashier's open shift), paid in cash and
 * issued at once. Drafts are the public purchase's; the server checks and prices them the same way.
 * The answer is the sale as GET /sale shows it.
 */
export const counterSaleRequestSchema = z
  .object({
    posId: recordIdTextSchema,
    vignettes: z.array(vignetteDraftSchema).max(MAX_CART_VIGNETTES).default([]),
    routePasses: z.array(routePassDraftSchema).max(MAX_CART_ROUTE_PASSES).default([]),
    /** The buyer's e-mail for the receipt (optional at the counter: the cashier prints it). */
    email: checkedString(checkEmail, 254).optional(),
    paymentMethod: z.literal('CASH'),
  })
  .strict();
export type CounterSaleRequest = z.infer<typeof counterSaleRequestSchema>;
export type CounterSaleInput = z.input<typeof counterSaleRequestSchema>;
