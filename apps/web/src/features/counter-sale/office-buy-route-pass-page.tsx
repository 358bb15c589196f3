import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RoutePlanner, readRoutePrefill } from '../route-pass';
import '../../site-kit/mantine-route-pass-styles';
import { useRoutePassCatalogues } from '../../i18n/route-pass-catalogues';
import { CounterCartLink } from './counter-cart-link';
import { OfficePurchaseScope } from './office-purchase-scope';

/**
 * `buy-route-pass` in the back office (spec §2): the public route-pass calculator (points,
 * options, map, the server's quote, the toll-segment picker), putting the pass into the counter's
 * cart, where the vehicle is entered. Opened from a sold pass it starts from that pass's route.
 */
export function OfficeBuyRoutePassPage() {
  useRoutePassCatalogues();
  const { t } = useTranslation('office');
  const { t: tr } = useTranslation('route-pass');
  const location = useLocation();
  const [prefill] = useState(() => readRoutePrefill(location.state));
  return (
    <Container size="xl" py="lg">
      <title>{`${t('screens.buy-route-pass')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('screens.buy-route-pass')}</Title>
          <Text mt="xs" maw={760}>
            {tr('page.intro')}
          </Text>
        </div>
        <CounterCartLink />
        <OfficePurchaseScope>
          <RoutePlanner prefill={prefill} />
        </OfficePurchaseScope>
      </Stack>
    </Container>
  );
}
