import { useState } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DelictList } from '@toll/contract/delicts';
import { LangLink } from '../../../components/lang-link';
import { useDelictsCatalogues } from '../../../i18n/delicts-catalogues';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import '../../../site-kit/mantine-overlay-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { DelictResults } from './delict-results';
import { NoticeForm } from './notice-form';
import { VehicleSearchForm, type VehicleQuery } from './vehicle-search-form';

/**
 * `/{lang}/pay-delict` (spec §1, §2): look up a vehicle's delicts by country, plate and the
 * owner's EGN or EIK, choose the payable ones and pay them by card; ask for notices of new ones.
 */
export function PayDelictPage() {
  useDelictsCatalogues();
  const { t } = useTranslation();
  const { t: d } = useTranslation('delicts');
  const [result, setResult] = useState<{ query: VehicleQuery; list: DelictList } | null>(null);
  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={t('pages.payDelict.title')}
        description={d('page.payDelict.intro')}
        path="pay-delict"
      />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.payDelict.title')}</Title>
          <Text mt="xs">{d('page.payDelict.intro')}</Text>
          <Anchor component={LangLink} to="delict-payment" mt="xs" display="inline-block">
            {d('page.payDelict.toByDocument')}
          </Anchor>
        </div>
        <VehicleSearchForm onFound={(query, list) => setResult({ query, list })} />
        {result && (
          <>
            <DelictResults
              key={JSON.stringify(result.query) + result.list.delicts.length}
              list={result.list}
              ownerId={result.query.ownerId}
            />
            <NoticeForm query={result.query} />
          </>
        )}
      </Stack>
    </Container>
  );
}
