import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoutePlanner } from '../../../features/route-pass/components/route-planner';
import { addRoutePassCatalogues } from '../../../i18n/route-pass-catalogues';
import { SitePageMeta } from '../site-page-meta';

addRoutePassCatalogues();

/** `/{lang}/buy-route-pass`: plan and price a route pass for a vehicle over 3.5 t (spec §2). */
export function BuyRoutePassPage() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('route-pass');
  return (
    <Container size="xl" py="xl">
      <SitePageMeta title={t('pages.buyRoutePass.title')} path="buy-route-pass" />
      <Stack gap="lg">
        <div>
          <Title order={1}>{tr('page.title')}</Title>
          <Text mt="xs" maw={760}>
            {tr('page.intro')}
          </Text>
        </div>
        <RoutePlanner />
      </Stack>
    </Container>
  );
}
