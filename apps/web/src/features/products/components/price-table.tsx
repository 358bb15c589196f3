import { Text } from '@mantine/core';
import type { Product, ProductCatalogue } from '@toll/contract/products';
import { VIGNETTE_PERIODS } from '@toll/domain/vignette-products';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { ProductPrice } from './product-price';
import classes from './products.module.css';

/** Every product on sale: a row per period, a column per vehicle type, both currencies. */
export function PriceTable({ catalogue }: { catalogue: ProductCatalogue }) {
  const { t } = useTranslation();
  const pt = usePurchaseT();
  const lang = useLang();
  const byType = catalogue.categories.map((category) => ({
    category,
    products: new Map<string, Product>(
      category.emissionClasses.flatMap((g) => g.products).map((p) => [p.validityType, p]),
    ),
  }));
  const periods = VIGNETTE_PERIODS.flatMap((period) => {
    const product = byType.map((c) => c.products.get(period)).find(Boolean);
    return product ? [{ period, name: product.validityTypeText }] : [];
  });
  if (periods.length === 0) return <Text>{t('priceOverview.empty')}</Text>;
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table} data-testid="price-table">
        <caption>{pt('prices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{pt('prices.period')}</th>
            {byType.map(({ category }) => (
              <th key={category.vehicleType} scope="col">
                {category.vehicleTypeText}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map(({ period, name }) => (
            <tr key={period} data-period={period}>
              <th scope="row">
                {name}
                <span className={classes.rule}>{t(`periodRules.${period}`)}</span>
              </th>
              {byType.map(({ category, products }) => {
                const product = products.get(period);
                return (
                  <td key={category.vehicleType}>
                    {product ? (
                      <ProductPrice
                        product={product}
                        primary={catalogue.primaryCurrency}
                        secondary={catalogue.secondaryCurrency}
                        lang={lang}
                      />
                    ) : (
                      pt('prices.notSold')
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
