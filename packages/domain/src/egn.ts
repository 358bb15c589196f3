import { isValidPlainDate, type PlainDate } from './plain-date';
import { fail, OK, type Check } from './validation';

/**
 * EGN (ЕГН), the Bulgarian personal number (spec §5): 10 digits YYMMDDRRRC. The month carries the
 * century: 1-12 → 1900s, 21-32 (+20) → 1800s, 41-52 (+40) → 2000s. The ninth digit is even for men
 * and odd for women. C is the weighted sum of the first nine digits (weights 2,4,8,5,10,9,7,3,6)
 * modulo 11, where 10 becomes 0.
 */
export const EGN_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6] as const;

/** The check digit of the first nine digits of an EGN (also used for BG VAT numbers of persons). */
export function egnCheckDigit(firstNine: string): number {
  if (!/^\d{9}$/.test(firstNine)) throw new RangeError('egnCheckDigit needs exactly 9 digits');
  const sum = EGN_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstNine[i]), 0);
  const rest = sum % 11;
  return rest === 10 ? 0 : rest;
}

/** The birth date an EGN encodes, or null when the month/day do not form a real date. */
export function egnBirthDate(egn: string): PlainDate | null {
  if (!/^\d{10}$/.test(egn)) return null;
  const yy = Number(egn.slice(0, 2));
  const mm = Number(egn.slice(2, 4));
  const day = Number(egn.slice(4, 6));
  let century: number;
  let month: number;
  if (mm >= 1 && mm <= 12) [century, month] = [1900, mm];
  else if (mm >= 21 && mm <= 32) [century, month] = [1800, mm - 20];
  else if (mm >= 41 && mm <= 52) [century, month] = [2000, mm - 40];
  else return null;
  const date = { year: century + yy, month, day };
  return isValidPlainDate(date) ? date : null;
}

export function egnSex(egn: string): 'male' | 'female' {
  return Number(egn[8]) % 2 === 0 ? 'male' : 'female';
}

export function isValidEgn(value: string): boolean {
  const egn = value.trim();
  if (!/^\d{10}$/.test(egn)) return false;
  if (egnBirthDate(egn) === null) return false;
  return egnCheckDigit(egn.slice(0, 9)) === Number(egn[9]);
}

/** Validator form: 'validation.invalidEgn' (the message of the VALIDATION.ID key). */
export function checkEgn(value: string): Check {
  return isValidEgn(value) ? OK : fail('validation.invalidEgn');
}

/** Builds a valid EGN (for fixtures and property tests). `serial` is the 3-digit RRR part. */
export function makeEgn(birth: PlainDate, serial: number): string {
  const offset = birth.year < 1900 ? 20 : birth.year >= 2000 ? 40 : 0;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const firstNine = `${pad(birth.year % 100)}${pad(birth.month + offset)}${pad(birth.day)}${pad(serial, 3)}`;
  return `${firstNine}${egnCheckDigit(firstNine)}`;
}
