import { lazy } from 'react';

/** The route-pass page and everything it needs, loaded when the page is opened. */
export const LazyBuyRoutePassPage = lazy(() =>
  import('./buy-route-pass-page').then((module) => ({ default: module.BuyRoutePassPage })),
);
