import type { Product, ProductCatalogue } from '@toll/contract/products';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { minorIn } from '../../../components/amounts';
import classes from './price-overview.module.css';

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
