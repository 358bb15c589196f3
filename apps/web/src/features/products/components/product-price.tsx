import type { Product, ProductCatalogue } from '@toll/contract/products';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import classes from './price-overview.module.css';

/**
 * The product's price in minor units of `currency`: the exact `price` when it is in that currency,
 * else the server's own figure for the other currency (not a conversion: 49.60 € is sold as 97 лв.).
 */
function minorIn(product: Product, currency: Currency): number {
  if (product.price.currency === currency) return product.price.minor;
  const major =
    currency === 'EUR' ? product.currencyAmount.amountEUR : product.currencyAmount.amountBGN;
  return Math.round(major * 100);
}

const format = (product: Product, currency: Currency, lang: Lang) =>
  formatMoney({ minor: minorIn(product, currency), currency }, lang);

export type ProductPriceProps = {
  product: Product;
  primary: ProductCatalogue['primaryCurrency'];
  secondary: ProductCatalogue['secondaryCurrency'];
  lang: Lang;
};

/** The price in the primary currency, and in the secondary one in smaller text while both are shown. */
export function ProductPrice({ product, primary, secondary, lang }: ProductPriceProps) {
  return (
    <span className={classes.price}>
      <span className={classes.primary}>{format(product, primary, lang)}</span>
      {secondary !== null && (
        <span className={classes.secondary}>{format(product, secondary, lang)}</span>
      )}
    </span>
  );
}
