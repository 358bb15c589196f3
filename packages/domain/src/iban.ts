import { isValidIBAN } from 'ibantools';
import { fail, OK, type Check } from './validation';

/** IBAN without spaces, upper-case ("BG80 bnbg 9661…" → "BG80BNBG9661…"). */
export function normaliseIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Checked per country (length, pattern and the mod-97 check digits) by ibantools. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  return iban !== '' && isValidIBAN(iban);
}

export function checkIban(value: string): Check {
  return isValidIban(value) ? OK : fail('validation.invalidIban');
}

/** A comma-separated list is checked item by item; blank items are ignored, the first bad one is named. */
export function checkIbanList(value: string): Check {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return fail('validation.required');
  const bad = items.find((item) => !isValidIban(item));
  return bad === undefined ? OK : fail('validation.invalidIbanInList', { iban: bad });
}

/** The ISO country code of a valid IBAN, else null. */
export function ibanCountry(value: string): string | null {
  return isValidIban(value) ? normaliseIban(value).slice(0, 2) : null;
}
