import { z } from 'zod';

export const currencySchema = z.enum(['BGN', 'EUR']);

/** A price on the wire: `amount` in major units (2 decimals) for display, `minor` as the exact integer. */
export const priceSchema = z.object({
  amount: z.number(),
  minor: z.number().int(),
  currency: currencySchema,
});

/** Both currencies of one amount (spec §3 currencyAmount), major units with 2 decimals. */
export const currencyAmountSchema = z.object({
  amountBGN: z.number(),
  amountEUR: z.number(),
});
