import { LANGS } from '@toll/domain/languages';
import { z } from 'zod';
import { checkCountryCode } from '@toll/domain/countries';
import { checkEmail } from '@toll/domain/contact';
import { checkPlate } from '@toll/domain/plates';
import { PAYMENT_CATEGORIES } from '@toll/domain/payment-codes';
import { ITEM_STATES, SALE_STATES } from '@toll/domain/sale-states';
import { VIGNETTE_PERIODS, VIGNETTE_VEHICLE_TYPES } from '@toll/domain/vignette-products';
import { VIGNETTE_CHECK_STATES } from '@toll/domain/vignette-validity';
import { delictPaymentDraftSchema } from './delicts';
import { checkedString } from './domain-check';
import { apiErrorItemSchema } from './errors';
import { currencyAmountSchema, priceSchema } from './money';
import { calculateRoutePassSchema, routePassQuoteSchema } from './route-passes';

/**
 * Vignette, route-pass and delict sales (spec §3 "Vignette draft", "Order and sale", §5 purchase,
 * §7 /active-vignettes-check, /purchasePayment, /sale, /user/sales). The client sends what the
 * buyer chose; every price, window and verdict comes from the server.
 */
const countryCodeSchema = checkedString(
  (value) => checkCountryCode(value.toUpperCase()),
  2,
).transform((value) => value.toUpperCase());
const plateSchema = checkedString(checkPlate, 20);

/** One vignette the buyer wants (spec §3 Vignette draft). */
export const vignetteDraftSchema = z
  .object({
    /** A product id of GET /products, e.g. `car-annual`. */
    productId: z.string().trim().min(1).max(40),
    countryCode: countryCodeSchema,
    /** As typed; the server normalises it (Cyrillic look-alikes, spaces, case). */
    lpn: plateSchema,
    /** The chosen start (ISO instant); absent or null: valid from the payment. */
    activationDate: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();

/** One route pass the buyer wants: the calculation to repeat, and the vehicle it is for. */
export const routePassDraftSchema = z
  .object({
    request: calculateRoutePassSchema,
    countryCode: countryCodeSchema,
    lpn: plateSchema,
  })
  .strict();

export const MAX_CART_VIGNETTES = 20;
export const MAX_CART_ROUTE_PASSES = 10;
export const MAX_CART_DELICTS = 20;
/** What a sale item is: an e-vignette, a route pass, the fee of a delict, or a plate correction. */
export const SALE_ITEM_KINDS = ['VIGNETTE', 'ROUTE_PASS', 'DELICT', 'PLATE_CORRECTION'] as const;

export const activeVignettesCheckRequestSchema = z
  .object({ items: z.array(vignetteDraftSchema).min(1).max(MAX_CART_VIGNETTES) })
  .strict();

const windowSchema = z.object({ from: z.string(), to: z.string() });

/** The server's verdict on one draft: its window and price now, or why it cannot be bought. */
export const vignetteCheckItemSchema = z.object({
  index: z.number().int(),
  ok: z.boolean(),
  productId: z.string(),
  vehicleType: z.enum(VIGNETTE_VEHICLE_TYPES).nullable(),
  period: z.enum(VIGNETTE_PERIODS).nullable(),
  periodText: z.string().nullable(),
  countryCode: z.string(),
  /** The normalised plate the vignette will carry. */
  lpn: z.string(),
  validity: windowSchema.nullable(),
  price: priceSchema.nullable(),
  currencyAmount: currencyAmountSchema.nullable(),
  errors: z.array(apiErrorItemSchema),
});

export const activeVignettesCheckResponseSchema = z.object({
  ok: z.boolean(),
  items: z.array(vignetteCheckItemSchema),
  total: z.object({ price: priceSchema, currencyAmount: currencyAmountSchema }),
});

/** The purchase acceptances of spec §5. */
export const consentsSchema = z
  .object({ terms: z.boolean(), noRefund: z.boolean(), wrongPlate: z.boolean().optional() })
  .strict();

export const purchasePaymentRequestSchema = z
  .object({
    vignettes: z.array(vignetteDraftSchema).max(MAX_CART_VIGNETTES).default([]),
    routePasses: z.array(routePassDraftSchema).max(MAX_CART_ROUTE_PASSES).default([]),
    /** Delicts to pay (compensatory fee or maximum daily toll); needs `consents.wrongPlate`. */
    delicts: z.array(delictPaymentDraftSchema).max(MAX_CART_DELICTS).default([]),
    /** Where the receipt goes (required: spec §5, a valid e-mail gets the PDF receipt). */
    email: checkedString(checkEmail, 254),
    consents: consentsSchema,
  })
  .strict();

/** What the browser posts to the card gateway (an auto-submitted form). */
export const gatewayFormSchema = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});

export const purchasePaymentResponseSchema = z.object({
  /** The sale's id, `trans_id` of GET /sale. */
  transId: z.string(),
  orderNumber: z.string(),
  total: z.object({ price: priceSchema, currencyAmount: currencyAmountSchema }),
  payment: gatewayFormSchema,
});

export const saleQuerySchema = z.object({ trans_id: z.uuid() });

export const saleItemSchema = z.object({
  id: z.string(),
  kind: z.enum(SALE_ITEM_KINDS),
  status: z.enum(ITEM_STATES),
  productId: z.string().nullable(),
  vehicleType: z.enum(VIGNETTE_VEHICLE_TYPES).nullable(),
  period: z.enum(VIGNETTE_PERIODS).nullable(),
  /** The product in the caller's language ("Annual e-vignette, car"). */
  description: z.string(),
  countryCode: z.string(),
  lpn: z.string(),
  validity: windowSchema,
  price: priceSchema,
  currencyAmount: currencyAmountSchema,
  /** Set once activated. */
  vignetteId: z.string().nullable(),
  vignetteNumber: z.string().nullable(),
  routePassId: z.string().nullable(),
  routePassNumber: z.string().nullable(),
  /**
   * Route-pass items: the names of the route's points, start to end (a point set on the map is
   * named by its coordinates); null for other kinds. Its entry time is `validity.from`.
   */
  routePoints: z.array(z.string()).nullable(),
  /** Delict items: the document number of the violation paid. */
  delictDocumentNumber: z.string().nullable(),
  /** Why activation failed, in the caller's language. */
  failure: z.string().nullable(),
  refunded: z.boolean(),
});

export const salePaymentSchema = z.object({
  category: z.enum(PAYMENT_CATEGORIES).nullable(),
  action: z.string().nullable(),
  rc: z.string().nullable(),
  /** The gateway's answer in the caller's language. */
  message: z.string().nullable(),
  /** Whether the buyer may start another payment (false while the result is being verified). */
  mayPayAgain: z.boolean(),
  approval: z.string().nullable(),
  rrn: z.string().nullable(),
  paidAt: z.string().nullable(),
});

export const saleSchema = z.object({
  transId: z.string(),
  orderNumber: z.string(),
  status: z.enum(SALE_STATES),
  /** True while nothing final is known: the success page keeps polling. */
  pending: z.boolean(),
  createdAt: z.string(),
  email: z.string(),
  lang: z.enum(LANGS),
  total: z.object({ price: priceSchema, currencyAmount: currencyAmountSchema }),
  payment: salePaymentSchema.nullable(),
  items: z.array(saleItemSchema),
  refund: z
    .object({
      status: z.enum(['PENDING', 'DONE', 'FAILED']),
      price: priceSchema,
      currencyAmount: currencyAmountSchema,
    })
    .nullable(),
});

export const userSalesQuerySchema = z.object({
  /** true: only sales with a vignette or pass that is active or still to start. */
  fe_active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const userSalesSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  sales: z.array(saleSchema),
});

/** Back-office: items paid but refused at activation, with their refund. */
export const failedActivationListSchema = z.array(
  z.object({
    itemId: z.string(),
    saleId: z.string(),
    saleNumber: z.string(),
    email: z.string(),
    countryCode: z.string(),
    lpn: z.string(),
    productId: z.string().nullable(),
    validFrom: z.string(),
    amountBgn: z.number(),
    amountEur: z.number(),
    reason: z.string().nullable(),
    failedAt: z.string().nullable(),
    refund: z.enum(['PENDING', 'DONE', 'FAILED']).nullable(),
  }),
);

/** POST /sales/failed-activations/{itemId}/retry|refund. */
export const failedItemParamsSchema = z.object({ itemId: z.uuid() });
export const activationRetrySchema = z.object({ issued: z.boolean() });
export const activationRefundSchema = z.object({ reversalId: z.string() });

/** GET /route-passes/{id}: a bought route pass, for its owner (buy-route-pass/{id}). */
export const routePassParamsSchema = z.object({ id: z.uuid() });

export const boughtRoutePassSchema = z.object({
  id: z.string(),
  number: z.string(),
  saleId: z.string(),
  countryCode: z.string(),
  lpn: z.string(),
  validity: windowSchema,
  /** Where the validity window stands now: not started yet, running, or over. */
  status: z.enum(VIGNETTE_CHECK_STATES),
  issuedAt: z.string(),
  price: priceSchema,
  currencyAmount: currencyAmountSchema,
  request: calculateRoutePassSchema,
  quote: routePassQuoteSchema,
});

export const vignettePdfQuerySchema = z.object({ vignette_id: z.uuid() });
export const routePassPdfQuerySchema = z.object({ route_pass_id: z.uuid() });

export type VignetteDraft = z.infer<typeof vignetteDraftSchema>;
export type RoutePassDraft = z.infer<typeof routePassDraftSchema>;
export type ActiveVignettesCheckRequest = z.infer<typeof activeVignettesCheckRequestSchema>;
export type ActiveVignettesCheckResponse = z.infer<typeof activeVignettesCheckResponseSchema>;
export type VignetteCheckItem = z.infer<typeof vignetteCheckItemSchema>;
export type PurchasePaymentRequest = z.input<typeof purchasePaymentRequestSchema>;
export type PurchasePaymentResponse = z.infer<typeof purchasePaymentResponseSchema>;
export type GatewayForm = z.infer<typeof gatewayFormSchema>;
export type Sale = z.infer<typeof saleSchema>;
export type SaleItem = z.infer<typeof saleItemSchema>;
export type UserSales = z.infer<typeof userSalesSchema>;
export type BoughtRoutePass = z.infer<typeof boughtRoutePassSchema>;
