import { lazyNamespace } from './lazy-namespace';

const routePass = lazyNamespace('route-pass', {
  bg: () => import('@toll/i18n/locales/bg/route-pass.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/route-pass.json').then((m) => m.default),
  ro: () => import('@toll/i18n/locales/ro/route-pass.json').then((m) => m.default),
  tr: () => import('@toll/i18n/locales/tr/route-pass.json').then((m) => m.default),
  el: () => import('@toll/i18n/locales/el/route-pass.json').then((m) => m.default),
  de: () => import('@toll/i18n/locales/de/route-pass.json').then((m) => m.default),
});

/** Adds the namespace in one language to an i18next instance (the server's render waits on it). */
export const loadRoutePassCatalogue = routePass.load;

/**
 * The route-pass messages (namespace `route-pass`, shared with the server's CSV export and PDF), one
 * language at a time. The hook suspends until the page's language is in the i18next instance the
 * page renders with (the browser's, or the one the server renders this request with). It lives in
 * the route-pass pages' chunk, so the home page never downloads these texts.
 */
export function useRoutePassCatalogues(): void {
  routePass.useReady();
}
