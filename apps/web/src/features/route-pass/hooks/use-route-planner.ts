import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PASS_POINTS } from '@toll/domain/route-pass';
import type { CartStore } from '../../../purchase/cart-store';
import { SITE_PURCHASE, usePurchaseChannel } from '../../../purchase/purchase-channel';
import { addToSiteCart } from '../../../purchase/site-cart';
import { useCalculateRoutePass } from '../api/calculate-route-pass';
import { routePassCartItem } from '../model/route-pass-cart-item';
import { initialOptions, toCalculateRequest, type RouteOptions } from '../model/route-pass-form';
import { downloadText, routeText, routeToGeoJson, routeToGpx } from '../model/route-exports';
import {
  prefillOptions,
  prefillWaypoints,
  type Registration,
  type RoutePrefill,
} from '../model/route-prefill';
import type { PlannerVehicle } from '../model/planner-vehicle';
import {
  applyMapClick,
  initialWaypoints,
  roundCoordinate,
  type Waypoint,
} from '../model/waypoints';

/**
 * The route-pass calculator's state: points, options, the calculation and what a user can do with
 * it. A prefill (a new pass from a bought one) sets the first points and options, and the vehicle's
 * country and plate that the pass takes into the cart (where they can be changed). The pass goes to
 * the purchase channel's cart (the site's, or the counter's) unless a store is given (the tablet).
 */
export function useRoutePlanner(
  prefill: RoutePrefill | null = null,
  cart: CartStore | null = null,
) {
  const { t } = useTranslation('route-pass');
  const channel = usePurchaseChannel();
  const [waypoints, setWaypoints] = useState<Waypoint[]>(() =>
    prefill ? prefillWaypoints(prefill) : initialWaypoints(),
  );
  const [options, setOptions] = useState<RouteOptions>(() => {
    const base = initialOptions(new Date());
    return prefill ? prefillOptions(prefill, base) : base;
  });
  const [registration, setRegistration] = useState<Registration | null>(
    prefill?.registration ?? null,
  );
  const [note, setNote] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const calculation = useCalculateRoutePass();
  const quote = calculation.data ?? null;

  const pointLabel = (w: Waypoint) => {
    if (w.place) return w.place.name;
    if (!w.position) return '';
    const { lat, lng } = w.position;
    return t('waypoints.mapPoint', {
      latitude: roundCoordinate(lat),
      longitude: roundCoordinate(lng),
    });
  };
  const names = waypoints.map(pointLabel);

  const changeWaypoints = (next: Waypoint[]) => {
    setWaypoints(next);
    calculation.reset();
    setNote(null);
  };
  const changeOptions = (patch: Partial<RouteOptions>) => {
    setOptions((current) => ({ ...current, ...patch }));
    calculation.reset();
  };

  /** A vehicle of the customer's contract: its category or axles and mass, emissions and plate. */
  const chooseVehicle = (vehicle: PlannerVehicle | null) => {
    if (vehicle) changeOptions(vehicle.options);
    setRegistration(vehicle?.registration ?? null);
    setAdded(false);
  };

  const calculate = () => {
    const request = toCalculateRequest(waypoints, options);
    if (!request) return setNote(t('waypoints.missing'));
    setAdded(false);
    calculation.mutate(request);
  };

  const copy = () =>
    navigator.clipboard
      .writeText(routeText(names.filter(Boolean), t(`routeType.${options.routeType}`)))
      .then(
        () => setNote(t('waypoints.copied')),
        () => setNote(t('waypoints.copyFailed')),
      );

  const addToCart = () => {
    const request = toCalculateRequest(waypoints, options);
    if (!quote || !request) return;
    const item = routePassCartItem(request, quote, names, new Date(), registration);
    const store = cart ?? channel.cart;
    if (store !== SITE_PURCHASE.cart)
      store.update((current) => ({ ...current, routePasses: [...current.routePasses, item] }));
    else addToSiteCart('routePasses', item);
    setAdded(true);
  };

  const clickMap = (position: { lat: number; lng: number }) => {
    const next = applyMapClick(waypoints, position);
    if (next) changeWaypoints(next);
    else setNote(t('waypoints.maxReached', { max: ROUTE_PASS_POINTS.max }));
  };

  const exportGpx = () =>
    quote &&
    downloadText(
      routeToGpx(quote, names, t('page.title')),
      'route-pass.gpx',
      'application/gpx+xml',
    );
  const exportGeoJson = () =>
    quote &&
    downloadText(routeToGeoJson(quote, names), 'route-pass.geojson', 'application/geo+json');

  return {
    waypoints,
    options,
    registration,
    note,
    added,
    quote,
    calculation,
    names,
    pointLabel,
    actions: {
      changeWaypoints,
      changeOptions,
      chooseVehicle,
      calculate,
      copy,
      addToCart,
      clickMap,
      exportGpx,
      exportGeoJson,
    },
  };
}

export type RoutePlannerState = ReturnType<typeof useRoutePlanner>;
