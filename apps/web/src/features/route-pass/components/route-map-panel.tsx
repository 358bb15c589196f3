import { Alert, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { useRouteNetwork } from '../api/get-route-network';
import type { RoutePlannerState } from '../hooks/use-route-planner';
import { LazyRouteMap } from './lazy-route-map';
import { MapLegend } from './map-legend';
import type { MapPoint } from './route-map';
import classes from './route-pass.module.css';

/** The right panel: the map (loaded on demand) with the chosen points and the route, and its legend. */
export function RouteMapPanel({ planner }: { planner: RoutePlannerState }) {
  const { t } = useTranslation('route-pass');
  const lang = useLang();
  const network = useRouteNetwork();
  const { quote, waypoints, names, pointLabel } = planner;
  const points: MapPoint[] = quote
    ? quote.points.map((p, i) => ({ lat: p.lat, lng: p.lng, label: names[i] ?? '' }))
    : waypoints.flatMap((w) => {
        const at = w.place ?? w.position;
        return at ? [{ lat: at.lat, lng: at.lng, label: pointLabel(w) }] : [];
      });

  let map;
  if (network.error) map = <Alert color="red">{t('map.error')}</Alert>;
  else if (!network.data) map = <Text>{t('map.loading')}</Text>;
  else
    map = (
      <Suspense fallback={<Text>{t('map.loading')}</Text>}>
        <LazyRouteMap
          network={network.data}
          quote={quote}
          points={points}
          lang={lang}
          label={t('map.label')}
          onMapClick={planner.actions.clickMap}
        />
      </Suspense>
    );

  return (
    <div className={classes.noPrint}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('waypoints.mapHint')}
      </Text>
      {map}
      <MapLegend />
    </div>
  );
}
