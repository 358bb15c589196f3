import { z } from 'zod';
import { checkEmail } from '@toll/domain/contact';
import { checkPlate } from '@toll/domain/plates';
import { checkedString } from './domain-check';
import { currencyAmountSchema, priceSchema } from './money';
import { consentsSchema } from './sales';

/**
 * Plate corrections of bought vignettes (issue #38): a buyer corrects a mistyped plate (up to 2
 * characters, once, before the start) with the vignette's number and the purchase's e-mail, and
 * pays the administrative fee by card; the counter takes it for a caller (counter sale item
 * `plateCorrections`); the office lists them.
 */
export const vignetteNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{14}$/, { message: 'validation.invalidFormat' });

export const plateCorrectionRequestSchema = z
  .object({
    vignetteNumber: vignetteNumberSchema,
    /** The e-mail address the vignette was bought with. */
    email: checkedString(checkEmail, 254),
    /** The corrected plate, as typed (the server normalises it). */
    lpn: checkedString(checkPlate, 20),
  })
  .strict();
export type PlateCorrectionRequest = z.infer<typeof plateCorrectionRequestSchema>;

export const plateCorrectionPaymentRequestSchema = plateCorrectionRequestSchema
  .extend({ consents: consentsSchema })
  .strict();

/** The correction as it would be made now: the vignette, both plates, its window and the fee. */
export const plateCorrectionQuoteSchema = z.object({
  vignetteNumber: z.string(),
  countryCode: z.string(),
  oldPlate: z.string(),
  newPlate: z.string(),
  validity: z.object({ from: z.string(), to: z.string() }),
  fee: z.object({ price: priceSchema, currencyAmount: currencyAmountSchema }),
});
export type PlateCorrectionQuote = z.infer<typeof plateCorrectionQuoteSchema>;

/** One correction made at the counter: the vignette and its corrected plate. */
export const counterPlateCorrectionSchema = z
  .object({ vignetteNumber: vignetteNumberSchema, lpn: checkedString(checkPlate, 20) })
  .strict();

export const plateCorrectionListQuerySchema = z.object({
  /** Sofia days, inclusive. */
  from: z.iso.date(),
  to: z.iso.date(),
});

export const plateCorrectionListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      correctedAt: z.string(),
      vignetteNumber: z.string(),
      countryCode: z.string(),
      oldPlate: z.string(),
      newPlate: z.string(),
      channel: z.enum(['site', 'office', 'tablet', 'partner']),
      /** The staff member who made it at the counter; null: the buyer on the site. */
      actor: z.string().nullable(),
      saleNumber: z.string(),
      price: priceSchema,
    }),
  ),
});
export type PlateCorrectionList = z.infer<typeof plateCorrectionListSchema>;
