import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { BuyVignetteButton } from './buy-vignette-button';
import { useProductCatalogue } from '../api/get-product-catalogue';
import { PriceOverviewError } from './price-overview-error';
import { PriceTable } from './price-table';
import classes from './products.module.css';

/** `prices`: today's full price table and the facts that set a price (spec §1, §9, FACTS). */
export function PriceList() {
  const { t } = useTranslation();
  const pt = usePurchaseT();
  const catalogue = useProductCatalogue();
  let table;
  if (catalogue.isPending) table = <Text>{t('priceOverview.loading')}</Text>;
  else if (catalogue.isError)
    table = (
      <PriceOverviewError
        detail={catalogue.error.message}
        onRetry={() => void catalogue.refetch()}
        retrying={catalogue.isFetching}
      />
    );
  else table = <PriceTable catalogue={catalogue.data} />;
  return (
    <Stack gap="lg">
      <Text size="lg" maw={760}>
        {pt('prices.intro')}
      </Text>
      {table}
      <BuyVignetteButton label={pt('prices.buy')} />
      <section aria-labelledby="price-facts">
        <Title order={2} size="h3" id="price-facts" mb="xs">
          {pt('prices.factsTitle')}
        </Title>
        <ul className={classes.facts}>
          <li>{pt('prices.facts.purchaseMoment')}</li>
          <li>{pt('prices.facts.euro')}</li>
          <li>{pt('prices.facts.bothCurrencies')}</li>
          <li>{pt('prices.facts.noVat')}</li>
          <li>{pt('prices.facts.free')}</li>
          <li>
            {pt('prices.facts.heavy')}{' '}
            <Anchor component={LangLink} to="buy-route-pass">
              {pt('prices.facts.routePass')}
            </Anchor>
          </li>
        </ul>
        <Anchor component={LangLink} to="download-documents">
          {pt('prices.documents')}
        </Anchor>
      </section>
    </Stack>
  );
}
