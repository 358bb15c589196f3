import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { useProductCatalogue } from '../api/get-product-catalogue';
import { PriceCategoryCard } from './price-category-card';
import { PriceOverviewError } from './price-overview-error';
import { PriceOverviewSkeleton } from './price-overview-skeleton';
import classes from './price-overview.module.css';

/** The live vignette prices of the home page (GET /api/v2/products). */
export function PriceOverview() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, error, isPending, isFetching, refetch } = useProductCatalogue();

  let body;
  if (isPending) {
    body = (
      <>
        <VisuallyHidden>{t('priceOverview.loading')}</VisuallyHidden>
        <PriceOverviewSkeleton />
      </>
    );
  } else if (error) {
    body = (
      <PriceOverviewError
        detail={error.message || t('common.unknownError')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.categories.length === 0) {
    body = <p>{t('priceOverview.empty')}</p>;
  } else {
    body = (
      <div className={classes.grid}>
        {data.categories.map((category) => (
          <PriceCategoryCard
            key={category.vehicleType}
            category={category}
            primary={data.primaryCurrency}
            secondary={data.secondaryCurrency}
            lang={lang}
          />
        ))}
      </div>
    );
  }

  return (
    <section
      className={classes.section}
      aria-labelledby="price-overview-title"
      aria-busy={isPending}
    >
      <h2 id="price-overview-title" className={classes.title}>
        {t('priceOverview.title')}
      </h2>
      <div className={classes.body}>{body}</div>
    </section>
  );
}
