import type { Currency, Money } from '@toll/domain/money';

/** An amount as the API sends it: the exact price in its currency, and both currencies' figures. */
export type PricedAmount = {
  price: { minor: number; currency: Currency };
  currencyAmount: { amountBGN: number; amountEUR: number };
};

/**
 * The amount in minor units of `currency`: the exact `price` when it is in that currency, else the
 * server's own figure for the other currency (not a conversion: 49.60 € is sold as 97 лв.).
 */
export function minorIn(item: PricedAmount, currency: Currency): number {
  if (item.price.currency === currency) return item.price.minor;
  const major = currency === 'EUR' ? item.currencyAmount.amountEUR : item.currencyAmount.amountBGN;
  return Math.round(major * 100);
}

export type MoneyPair = { primary: Money; secondary: Money };

const other = (currency: Currency): Currency => (currency === 'EUR' ? 'BGN' : 'EUR');

/** One amount in its own currency first and the other currency second. */
export function moneyPair(item: PricedAmount): MoneyPair {
  const currency = item.price.currency;
  return {
    primary: { minor: item.price.minor, currency },
    secondary: { minor: minorIn(item, other(currency)), currency: other(currency) },
  };
}

/**
 * The sum of several amounts in both currencies, in the currency of the first one first (the
 * legal currency at the time, the same for every item of one purchase); null for none.
 */
export function totalOf(items: readonly PricedAmount[]): MoneyPair | null {
  const first = items[0];
  if (!first) return null;
  const currency = first.price.currency;
  const sum = (c: Currency) => items.reduce((total, item) => total + minorIn(item, c), 0);
  return {
    primary: { minor: sum(currency), currency },
    secondary: { minor: sum(other(currency)), currency: other(currency) },
  };
}
