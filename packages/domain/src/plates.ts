import { fail, OK, type Check } from './validation';

/**
 * Licence plates (spec §5, FACTS "Plates"). Normalisation: NFC, upper-case, keep only Latin
 * letters (with diacritics), Cyrillic letters and the digits 0-9, then map the twelve Cyrillic
 * letters that look like Latin ones (А В Е К М Н О Р С Т У Х, the letters of Bulgarian plates) to
 * their Latin twins. "СА 1234 ВХ" and "CA1234BX" become the same plate. 0 and O stay different.
 */
export const CYRILLIC_LOOKALIKES: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
};

const KEEP = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;
const LETTER = /\p{L}/u;

function keepChar(char: string): boolean {
  return (char >= '0' && char <= '9') || (LETTER.test(char) && KEEP.test(char));
}

export function normalisePlate(value: string): string {
  const upper = value.normalize('NFC').toUpperCase().normalize('NFC');
  let out = '';
  for (const char of upper) {
    if (keepChar(char)) out += CYRILLIC_LOOKALIKES[char] ?? char;
  }
  return out;
}

/** Plate length bounds after normalisation (this product's choice: EU plates are 2-10 characters). */
export const PLATE_MIN_LENGTH = 2;
export const PLATE_MAX_LENGTH = 12;

/** The normalised plate must keep 2-12 characters and at least one digit or letter. */
export function checkPlate(value: string): Check {
  const length = Array.from(normalisePlate(value)).length;
  if (length === 0) return fail('validation.required');
  return length >= PLATE_MIN_LENGTH && length <= PLATE_MAX_LENGTH
    ? OK
    : fail('validation.invalidPlate');
}

/** Two typings denote the same plate (the "type it twice" protection against typos). */
export function samePlate(a: string, b: string): boolean {
  const left = normalisePlate(a);
  return left !== '' && left === normalisePlate(b);
}
