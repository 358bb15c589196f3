import { z } from 'zod';
import { checkCountryCode } from '@toll/domain/countries';
import { isDocumentNumber } from '@toll/domain/document-numbers';
import { checkPlate, normalisePlate } from '@toll/domain/plates';
import { checkedString } from '@toll/contract/domain-check';

/**
 * The two look-ups of the check page, checked as the API checks them (GET
 * /api/vignette/validateapi/): a country and a plate (any spelling `normalisePlate` accepts), or a
 * vignette number of 14 digits (spaces ignored).
 */
export const plateLookupSchema = z.object({
  countryCode: checkedString((value) => checkCountryCode(value.toUpperCase()), 2),
  lpn: checkedString(checkPlate, 64),
});

export const numberLookupSchema = z.object({
  vignetteNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .refine(isDocumentNumber, { params: { code: 'validation.invalidFormat' } }),
});

export type PlateLookup = z.output<typeof plateLookupSchema>;
export type NumberLookup = z.output<typeof numberLookupSchema>;
export type Lookup = ({ by: 'plate' } & PlateLookup) | ({ by: 'number' } & NumberLookup);

/** The vehicle as the results name it: "BG CA1234BX" (the plate as the server stores it). */
export function vehicleLabel(countryCode: string, lpn: string): string {
  return `${countryCode.toUpperCase()} ${normalisePlate(lpn)}`;
}
