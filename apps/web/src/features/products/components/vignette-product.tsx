import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { BuyVignetteButton } from './buy-vignette-button';
import { useProductCatalogue } from '../api/get-product-catalogue';
import { PriceOverviewError } from './price-overview-error';
import { ProductPrice } from './product-price';
import classes from './products.module.css';

export type ProductPeriod = Exclude<VignettePeriod, 'DAILY'>;

/** Today's price of one period for every vehicle type, in both currencies. */
function PeriodPrices({ period }: { period: VignettePeriod }) {
  const { t } = useTranslation();
  const pt = usePurchaseT();
  const lang = useLang();
  const catalogue = useProductCatalogue();
  if (catalogue.isPending) return <Text>{t('priceOverview.loading')}</Text>;
  if (catalogue.isError)
    return (
      <PriceOverviewError
        detail={catalogue.error.message}
        onRetry={() => void catalogue.refetch()}
        retrying={catalogue.isFetching}
      />
    );
  const rows = catalogue.data.categories.flatMap((category) =>
    category.emissionClasses
      .flatMap((group) => group.products)
      .filter((product) => product.validityType === period)
      .map((product) => ({ category, product })),
  );
  if (rows.length === 0) return <Text>{pt('products.notOnSale')}</Text>;
  return (
    <ul className={classes.priceList}>
      {rows.map(({ category, product }) => (
        <li key={product.id} className={classes.priceRow} data-product={product.id}>
          <span>{category.vehicleTypeText}</span>
          <ProductPrice
            product={product}
            primary={catalogue.data.primaryCurrency}
            secondary={catalogue.data.secondaryCurrency}
            lang={lang}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A vignette product page (annual, quarterly, monthly, weekly, weekend): what it is, its validity
 * rule, today's price in both currencies, and a way into the purchase with the period chosen.
 */
export function VignetteProduct({ period }: { period: ProductPeriod }) {
  const pt = usePurchaseT();
  return (
    <Stack gap="lg" className={classes.product}>
      <Text size="lg">{pt(`products.${period}.what`)}</Text>
      <section aria-labelledby="product-validity">
        <Title order={2} size="h3" id="product-validity" mb="xs">
          {pt('products.validityTitle')}
        </Title>
        <Text>{pt(`products.${period}.validity`)}</Text>
        <Text mt="xs">{pt('products.advance')}</Text>
      </section>
      <section aria-labelledby="product-price">
        <Title order={2} size="h3" id="product-price" mb="xs">
          {pt('products.priceTitle')}
        </Title>
        <PeriodPrices period={period} />
        <Text size="sm" mt="xs">
          {pt('products.priceNote')}
        </Text>
      </section>
      <BuyVignetteButton period={period} label={pt(`products.${period}.buy`)} />
      <Text>
        <Anchor component={LangLink} to="prices">
          {pt('products.allPrices')}
        </Anchor>
        {' · '}
        <Anchor component={LangLink} to="faqVignette">
          {pt('products.questions')}
        </Anchor>
      </Text>
    </Stack>
  );
}
