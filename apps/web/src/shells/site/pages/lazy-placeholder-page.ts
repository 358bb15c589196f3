import { lazy } from 'react';

/** The placeholder page, loaded on demand so it stays out of the home page's code. */
export const LazyPlaceholderPage = lazy(() =>
  import('./placeholder-page').then((module) => ({ default: module.PlaceholderPage })),
);
