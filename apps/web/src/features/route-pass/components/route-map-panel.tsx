import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoutePlannerState } from '../hooks/use-route-planner';
import { MapLegend } from './map-legend';
import { NetworkMap } from './network-map';
import type { MapPoint } from './route-map';
import classes from './route-pass.module.css';

/** The right panel: the map (loaded on demand) with the chosen points and the route, and its legend. */
export function RouteMapPanel({ planner }: { planner: RoutePlannerState }) {
  const { t } = useTranslation('route-pass');
  const { quote, waypoints, names, pointLabel } = planner;
  const points: MapPoint[] = quote
    ? quote.points.map((p, i) => ({ lat: p.lat, lng: p.lng, label: names[i] ?? '' }))
    : waypoints.flatMap((w) => {
        const at = w.place ?? w.position;
        return at ? [{ lat: at.lat, lng: at.lng, label: pointLabel(w) }] : [];
      });

  return (
    <div className={classes.noPrint}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('waypoints.mapHint')}
      </Text>
      <NetworkMap quote={quote} points={points} onMapClick={planner.actions.clickMap} />
      <MapLegend />
    </div>
  );
}
