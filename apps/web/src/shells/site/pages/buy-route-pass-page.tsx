import { useEffect, useState } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RoutePlanner } from '../../../features/route-pass/components/route-planner';
import '../../../site-kit/mantine-route-pass-styles';
import { readRoutePrefill } from '../../../features/route-pass/model/route-prefill';
import { useRoutePassCatalogues } from '../../../i18n/route-pass-catalogues';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

/**
 * `/{lang}/buy-route-pass`: plan and price a route pass for a vehicle over 3.5 t (spec §2). The
 * server renders the form; the map loads in the browser. Opened from a bought pass ("buy a new pass
 * from this one") it starts with that pass's points and vehicle.
 */
export function BuyRoutePassPage() {
  useRoutePassCatalogues();
  const { t } = useTranslation();
  const { t: tr } = useTranslation('route-pass');
  const location = useLocation();
  const navigate = useNavigate();
  const [prefill] = useState(() => readRoutePrefill(location.state));
  const { pathname, search, state } = location;
  useEffect(() => {
    // Taken once: a reload starts from the server's empty form again (and hydrates it as it is).
    if (readRoutePrefill(state))
      void navigate({ pathname, search }, { replace: true, state: null });
  }, [state, navigate, pathname, search]);
  const title = t('pages.buyRoutePass.title');
  return (
    <Container size="xl" py="xl">
      <SitePageMeta title={title} description={tr('page.intro')} path="buy-route-pass" />
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs" maw={760}>
            {tr('page.intro')}
          </Text>
        </div>
        <RoutePlanner prefill={prefill} />
      </Stack>
    </Container>
  );
}
