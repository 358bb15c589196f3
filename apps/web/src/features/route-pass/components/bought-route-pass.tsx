import { List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoughtRoutePass as Pass } from '@toll/contract/sales';
import { useLang } from '../../../i18n/use-lang';
import { roundCoordinate } from '../model/waypoints';
import { BoughtPassActions } from './bought-pass-actions';
import { BoughtPassFacts } from './bought-pass-facts';
import { MapLegend } from './map-legend';
import { NetworkMap } from './network-map';
import { RouteFacts } from './route-facts';
import { RouteSegmentsTable } from './route-segments-table';
import classes from './route-pass.module.css';

/**
 * `buy-route-pass/{id}`: a bought route pass as its owner sees it: number, state, vehicle, validity,
 * the route's points, distances, time, crossings and price (as paid), its segments, the route on
 * the map, and what can be done with it.
 */
export function BoughtRoutePass({ pass }: { pass: Pass }) {
  const { t } = useTranslation('route-pass');
  const lang = useLang();
  const { quote } = pass;
  const names = quote.points.map(
    (p) =>
      p.name ??
      t('waypoints.mapPoint', {
        latitude: roundCoordinate(p.lat),
        longitude: roundCoordinate(p.lng),
      }),
  );
  // The figures as paid and issued: the pass's own price and window, not the quote's.
  const paid = {
    ...quote,
    price: pass.price,
    currencyAmount: pass.currencyAmount,
    validity: pass.validity,
  };
  return (
    <Stack gap="md" data-testid="bought-route-pass" className={classes.bought}>
      <Title order={2}>{t('bought.heading', { number: pass.number })}</Title>
      <BoughtPassFacts pass={pass} lang={lang} />
      <BoughtPassActions pass={pass} names={names} />
      <Title order={3}>{t('bought.points')}</Title>
      <List type="ordered" data-testid="route-pass-points">
        {names.map((name, i) => (
          <List.Item key={`${i}-${name}`}>{name}</List.Item>
        ))}
      </List>
      <Title order={3}>{t('bought.route')}</Title>
      <RouteFacts quote={paid} lang={lang} />
      <div>
        <NetworkMap
          quote={quote}
          points={quote.points.map((p, i) => ({ lat: p.lat, lng: p.lng, label: names[i] ?? '' }))}
        />
        <MapLegend />
      </div>
      <Title order={3}>{t('result.segments')}</Title>
      <RouteSegmentsTable quote={quote} lang={lang} />
    </Stack>
  );
}
