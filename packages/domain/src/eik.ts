import { fail, OK, type Check } from './validation';

/**
 * EIK / UIC (ЕИК, БУЛСТАТ), the Bulgarian company identifier: 9 digits, or 13 digits for branches
 * (the first nine are the parent's EIK).
 * 9 digits: sum of the first 8 digits weighted 1..8, modulo 11; if 10, weights 3..10 instead;
 * if still 10 the check digit is 0.
 * 13 digits: digits 9-12 weighted 2,7,3,5, modulo 11; if 10, weights 4,9,5,7; if still 10 → 0.
 */
function weightedCheck(
  digits: string,
  first: readonly number[],
  second: readonly number[],
): number {
  const sum = (weights: readonly number[]) =>
    weights.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0) % 11;
  const a = sum(first);
  if (a !== 10) return a;
  const b = sum(second);
  return b === 10 ? 0 : b;
}

export function eik9CheckDigit(firstEight: string): number {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError('eik9CheckDigit needs exactly 8 digits');
  return weightedCheck(firstEight, [1, 2, 3, 4, 5, 6, 7, 8], [3, 4, 5, 6, 7, 8, 9, 10]);
}

export function eik13CheckDigit(digitsNineToTwelve: string): number {
  if (!/^\d{4}$/.test(digitsNineToTwelve))
    throw new RangeError('eik13CheckDigit needs exactly 4 digits');
  return weightedCheck(digitsNineToTwelve, [2, 7, 3, 5], [4, 9, 5, 7]);
}

export function isValidEik(value: string): boolean {
  const eik = value.trim();
  if (!/^(\d{9}|\d{13})$/.test(eik)) return false;
  if (eik9CheckDigit(eik.slice(0, 8)) !== Number(eik[8])) return false;
  return eik.length === 9 || eik13CheckDigit(eik.slice(8, 12)) === Number(eik[12]);
}

export function checkEik(value: string): Check {
  return isValidEik(value) ? OK : fail('validation.invalidEik');
}
