import { Alert, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { useLang } from '../../../i18n/use-lang';
import { useRouteNetwork } from '../api/get-route-network';
import { LazyRouteMap } from './lazy-route-map';
import type { MapPoint } from './route-map';

export type NetworkMapProps = {
  quote: RoutePassQuoteResponse | null;
  points: MapPoint[];
  /** Where a click on the map goes; without it the map only shows. */
  onMapClick?: (position: { lat: number; lng: number }) => void;
};

/**
 * The toll network with a route and its points. The network's GeoJSON is fetched and Leaflet's
 * chunk loaded in the browser only: the server (and the first, hydrating render) shows the loading
 * line in the map's place.
 */
export function NetworkMap({ quote, points, onMapClick }: NetworkMapProps) {
  const { t } = useTranslation('route-pass');
  const lang = useLang();
  const network = useRouteNetwork();
  if (network.error) return <Alert color="red">{t('map.error')}</Alert>;
  if (!network.data) return <Text>{t('map.loading')}</Text>;
  return (
    <Suspense fallback={<Text>{t('map.loading')}</Text>}>
      <LazyRouteMap
        network={network.data}
        quote={quote}
        points={points}
        lang={lang}
        label={t('map.label')}
        onMapClick={onMapClick}
      />
    </Suspense>
  );
}
