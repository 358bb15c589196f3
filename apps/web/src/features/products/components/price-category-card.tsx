import type { ProductCatalogue } from '@toll/contract/products';
import type { Lang } from '@toll/domain/languages';
import { ProductPrice } from './product-price';
import classes from './price-overview.module.css';

type Category = ProductCatalogue['categories'][number];

export type PriceCategoryCardProps = {
  category: Category;
  primary: ProductCatalogue['primaryCurrency'];
  secondary: ProductCatalogue['secondaryCurrency'];
  lang: Lang;
};

/** One vehicle category: its periods (already sorted by ascending price) with their prices. */
export function PriceCategoryCard({ category, primary, secondary, lang }: PriceCategoryCardProps) {
  const headingId = `price-category-${category.vehicleType}`;
  return (
    <article
      className={classes.card}
      aria-labelledby={headingId}
      data-vehicle-type={category.vehicleType}
    >
      <h3 id={headingId} className={classes.cardTitle}>
        {category.vehicleTypeText}
      </h3>
      <p className={classes.cardText}>{category.categoryDescriptionText}</p>
      {category.emissionClasses.map((group) => (
        <div key={group.emissionClass ?? 'all'}>
          {group.emissionClassText && (
            <h4 className={classes.groupTitle}>{group.emissionClassText}</h4>
          )}
          <ul className={classes.rows}>
            {group.products.map((product) => (
              <li key={product.id} className={classes.row} data-period={product.validityType}>
                <span className={classes.period}>{product.validityTypeText}</span>
                <ProductPrice
                  product={product}
                  primary={primary}
                  secondary={secondary}
                  lang={lang}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </article>
  );
}
