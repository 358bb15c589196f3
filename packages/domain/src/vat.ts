import { isValidEgn } from './egn';
import { isValidEik } from './eik';
import { fail, OK, type Check } from './validation';

/**
 * EU VAT identification numbers by member-state prefix (the formats VIES accepts). Greece uses
 * EL (not GR); XI is Northern Ireland. Only the format is checked, except for Bulgaria, where the
 * number must be a valid EIK (9 digits, companies) or EGN (10 digits, persons).
 */
export const EU_VAT_PATTERNS = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
} as const satisfies Record<string, RegExp>;

export type VatPrefix = keyof typeof EU_VAT_PATTERNS;
export const VAT_PREFIXES = Object.keys(EU_VAT_PATTERNS) as VatPrefix[];

/** Upper-case, without spaces, dots and dashes. */
export function normaliseVat(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

function isVatPrefix(value: string): value is VatPrefix {
  return Object.hasOwn(EU_VAT_PATTERNS, value);
}

export function isValidVat(value: string): boolean {
  const vat = normaliseVat(value);
  const prefix = vat.slice(0, 2);
  const number = vat.slice(2);
  if (!isVatPrefix(prefix) || !EU_VAT_PATTERNS[prefix].test(number)) return false;
  if (prefix === 'BG') return number.length === 9 ? isValidEik(number) : isValidEgn(number);
  return true;
}

export function checkVat(value: string): Check {
  return isValidVat(value) ? OK : fail('validation.invalidVat');
}

/** The Bulgarian VAT number of a company or person: "BG" + EIK (9 digits) or EGN. */
export function bulgarianVat(eikOrEgn: string): string {
  return `BG${eikOrEgn.trim()}`;
}
