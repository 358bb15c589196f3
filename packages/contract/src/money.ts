import { z } from 'zod';
import { toMajor } from '@toll/domain/money';

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

/** A price for the wire from exact minor units. */
export function wirePrice(minor: number, currency: 'BGN' | 'EUR'): z.infer<typeof priceSchema> {
  return { amount: toMajor(minor), minor, currency };
}

/** Both currencies of one amount for the wire, from minor units. */
export function wireAmounts(
  bgnMinor: number,
  eurMinor: number,
): z.infer<typeof currencyAmountSchema> {
  return { amountBGN: toMajor(bgnMinor), amountEUR: toMajor(eurMinor) };
}
