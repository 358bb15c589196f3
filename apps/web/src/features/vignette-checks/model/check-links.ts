import { DEFAULT_COUNTRY } from '@toll/domain/countries';
import { PLATE_MAX_LENGTH } from '@toll/domain/plates';
import type { DisplayedVignette } from '@toll/contract/public-check';

/**
 * The addresses between the check, add-email and purchase pages (site paths without the language
 * prefix) and what add-email takes from its address.
 */

/** The purchase wizard for this vehicle (`buy-vignette?country=BG&lpn=CA1234BX`). */
export function buyVignettePath(countryCode: string, lpn: string): string {
  return `buy-vignette?${new URLSearchParams({ country: countryCode, lpn }).toString()}`;
}

/** add-email with the vignette filled in. */
export function addEmailPath(
  vignette: Pick<DisplayedVignette, 'number' | 'countryCode' | 'lpn'>,
): string {
  const query = new URLSearchParams({
    vignetteNumber: vignette.number ?? '',
    country: vignette.countryCode,
    lpn: vignette.lpn,
  });
  return `add-email?${query.toString()}`;
}

export type AddEmailPrefill = { vignetteNumber: string; countryCode: string; lpn: string };

/**
 * The vignette add-email's address names, as far as it is usable: a number keeps its digits (at
 * most 14), a country must be two letters (else Bulgaria), a plate is cut to a plate's length.
 * The form checks the rest as the API does.
 */
export function addEmailPrefill(params: URLSearchParams): AddEmailPrefill {
  const country = (params.get('country') ?? '').trim().toUpperCase();
  return {
    vignetteNumber: (params.get('vignetteNumber') ?? '').replace(/\D/g, '').slice(0, 14),
    countryCode: /^[A-Z]{2}$/.test(country) ? country : DEFAULT_COUNTRY,
    lpn: (params.get('lpn') ?? '').trim().slice(0, PLATE_MAX_LENGTH * 2),
  };
}

/** The plate correction with the vignette's number filled in (issue #38). */
export function plateCorrectionPath(vignetteNumber: string): string {
  return `plate-correction?${new URLSearchParams({ vignetteNumber }).toString()}`;
}
