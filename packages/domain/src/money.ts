/**
 * Money as integers in minor units (stotinki, euro cents) with their currency — never floats.
 * BGN and EUR convert at the fixed rate 1 EUR = 1.95583 BGN with ONE rounding rule: the exact
 * product/quotient is rounded half away from zero to the minor unit, computed in BigInt.
 */
export const CURRENCIES = ['BGN', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Money = { readonly minor: number; readonly currency: Currency };

/** 1 EUR = 1.95583 BGN, as the exact fraction 195583 / 100000. */
export const BGN_PER_EUR = 1.95583;
const RATE_NUMERATOR = 195_583n;
const RATE_DENOMINATOR = 100_000n;

export function isCurrency(value: unknown): value is Currency {
  return value === 'BGN' || value === 'EUR';
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Amount must be an integer of minor units, got ${minor}`);
}

export function money(minor: number, currency: Currency): Money {
  assertMinor(minor);
  return { minor, currency };
}

/** n / d rounded half away from zero (d > 0). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const quotient = (2n * magnitude + d) / (2n * d);
  return negative ? -quotient : quotient;
}

export function eurToBgn(eurMinor: number): number {
  assertMinor(eurMinor);
  return Number(divideRounded(BigInt(eurMinor) * RATE_NUMERATOR, RATE_DENOMINATOR));
}

export function bgnToEur(bgnMinor: number): number {
  assertMinor(bgnMinor);
  return Number(divideRounded(BigInt(bgnMinor) * RATE_DENOMINATOR, RATE_NUMERATOR));
}

export function convert(amount: Money, to: Currency): Money {
  if (amount.currency === to) return amount;
  return money(to === 'BGN' ? eurToBgn(amount.minor) : bgnToEur(amount.minor), to);
}

/** Both values of an amount (spec §3 currencyAmount), in minor units. */
export function inBothCurrencies(amount: Money): { BGN: number; EUR: number } {
  return { BGN: convert(amount, 'BGN').minor, EUR: convert(amount, 'EUR').minor };
}

/** Sums amounts of one currency; mixing currencies is a programming error. */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  let total = 0;
  for (const amount of amounts) {
    if (amount.currency !== currency)
      throw new TypeError(`Cannot add ${amount.currency} to ${currency}`);
    total += amount.minor;
  }
  return money(total, currency);
}

/** Major units for the wire (`amount: 49.6`); display and JSON only, never for arithmetic. */
export function toMajor(minor: number): number {
  assertMinor(minor);
  return minor / 100;
}

/** Minor units of a major amount with at most two decimals; null when it has more or is not finite. */
export function fromMajor(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const minor = Math.round(amount * 100);
  if (Math.abs(amount * 100 - minor) > 1e-6 || !Number.isSafeInteger(minor)) return null;
  return minor;
}

/**
 * Parses a typed amount: "49.60", "49,6", "1 234,56", "-3". Grouping spaces (also no-break) are
 * ignored; a comma or a dot is the decimal separator; at most two decimals. Null otherwise.
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign === '-' ? -minor : minor;
}
