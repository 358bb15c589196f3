import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RouteForm,
  RouteMapPanel,
  RouteResult,
  routePassClasses as classes,
  useRoutePlanner,
} from '../route-pass';
import '../../site-kit/mantine-route-pass-styles';
import { useRoutePassCatalogues } from '../../i18n/route-pass-catalogues';
import { useLang } from '../../i18n/use-lang';
import { officeCart } from '../../purchase/office-cart';

/**
 * The tablet's `buy-route-pass` (spec §2 "Tablet variant"): the public route-pass calculator (its
 * points, options, map and quote, the same server-side route pricing), putting the pass in the
 * counter cart (`cart.office`) instead of the site's. The map pans and zooms with fingers and a tap
 * adds a point (Leaflet's touch handling).
 */
export function TabletBuyRoutePassPage() {
  useRoutePassCatalogues();
  const { t } = useTranslation('tablet');
  const lang = useLang();
  const planner = useRoutePlanner(null, officeCart);
  const { quote, added, actions } = planner;
  return (
    <Stack gap="lg">
      <title>{`${t('buy.title')} – ${t('brand')}`}</title>
      <div>
        <Title order={1}>{t('buy.title')}</Title>
        <Text mt="xs">{t('buy.intro')}</Text>
      </div>
      <div className={classes.layout}>
        <RouteForm planner={planner} />
        <RouteMapPanel planner={planner} />
      </div>
      {quote && (
        <RouteResult
          quote={quote}
          lang={lang}
          added={added}
          onAddToCart={actions.addToCart}
          onExportGpx={actions.exportGpx}
          onExportGeoJson={actions.exportGeoJson}
        />
      )}
      {added && (
        <Button component={Link} to="/shopping-cart" size="xl" style={{ alignSelf: 'flex-start' }}>
          {t('buy.toCart')}
        </Button>
      )}
    </Stack>
  );
}
