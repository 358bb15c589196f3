import { z } from 'zod';
import { checkEmail } from '@toll/domain/contact';
import { checkedString } from './domain-check';
import { currencyAmountSchema, currencySchema, priceSchema } from './money';
import {
  MAX_CART_ROUTE_PASSES,
  MAX_CART_VIGNETTES,
  routePassDraftSchema,
  vignetteDraftSchema,
} from './sales';

/**
 * The reseller sales API (issue #18 item 7): a partner sells vignettes and route passes from its
 * own site with its API key (`Authorization: ApiKey <key>` or `X-Api-Key`). Drafts are the public
 * purchase's; the server checks and prices them by the same rules as every other channel.
 */
export const RESELLER_IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAX_IDEMPOTENCY_KEY = 255;

const example = {
  vignettes: [
    {
      productId: 'car-weekly',
      countryCode: 'BG',
      lpn: 'CA1234AB',
      activationDate: '2026-12-01T00:00:00+02:00',
    },
  ],
  routePasses: [],
  email: 'buyer@example.com',
};

export const resellerOrderSchema = z
  .object({
    vignettes: z.array(vignetteDraftSchema).max(MAX_CART_VIGNETTES).default([]),
    routePasses: z.array(routePassDraftSchema).max(MAX_CART_ROUTE_PASSES).default([]),
    /** Where the receipt goes (optional: the reseller may hand the buyer its own). */
    email: checkedString(checkEmail, 254).optional(),
  })
  .strict()
  .meta({ examples: [example] });
export type ResellerOrder = z.infer<typeof resellerOrderSchema>;
export type ResellerOrderInput = z.input<typeof resellerOrderSchema>;

export const resellerCreateHeadersSchema = z.object({
  [RESELLER_IDEMPOTENCY_HEADER]: z
    .string()
    .trim()
    .min(1)
    .max(MAX_IDEMPOTENCY_KEY)
    .meta({
      description:
        'Your unique key for this sale (e.g. a UUID). The first answer is stored for 24 hours and ' +
        'replayed for a retry with the same key and body; the same key with another body is refused (422).',
      examples: ['7d3c2a4e-1f0b-4c55-9d8e-2a6b1c0f9e11'],
    }),
});

const quoteItemSchema = z.object({
  kind: z.enum(['VIGNETTE', 'ROUTE_PASS']),
  productId: z.string().nullable(),
  countryCode: z.string(),
  lpn: z.string(),
  /** The window the item gets; null `from` for a vignette that starts when it is sold. */
  validity: z.object({ from: z.string(), to: z.string() }),
  startsAtSale: z.boolean(),
  price: priceSchema,
  currencyAmount: currencyAmountSchema,
});

export const resellerQuoteSchema = z
  .object({
    currency: currencySchema,
    items: z.array(quoteItemSchema),
    total: z.object({ price: priceSchema, currencyAmount: currencyAmountSchema }),
  })
  .meta({
    examples: [
      {
        currency: 'EUR',
        items: [
          {
            kind: 'VIGNETTE',
            productId: 'car-weekly',
            countryCode: 'BG',
            lpn: 'CA1234AB',
            validity: { from: '2026-11-30T22:00:00.000Z', to: '2026-12-07T21:59:59.000Z' },
            startsAtSale: false,
            price: { amount: 8.69, minor: 869, currency: 'EUR' },
            currencyAmount: { amountBGN: 17, amountEUR: 8.69 },
          },
        ],
        total: {
          price: { amount: 8.69, minor: 869, currency: 'EUR' },
          currencyAmount: { amountBGN: 17, amountEUR: 8.69 },
        },
      },
    ],
  });
export type ResellerQuote = z.infer<typeof resellerQuoteSchema>;

export const resellerSaleParamsSchema = z.object({ id: z.uuid() });
