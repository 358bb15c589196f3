import { lazy } from 'react';

/** The map and Leaflet load on demand, after the form: they never reach the home page. */
export const LazyRouteMap = lazy(() =>
  import('./route-map').then((module) => ({ default: module.RouteMap })),
);
