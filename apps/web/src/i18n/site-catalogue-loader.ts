import { lazyNamespace } from './lazy-namespace';

/**
 * The site's own messages (namespace `site`) for the browser, one language at a time: the page's
 * language loads before the first render, another one when the visitor switches. (The server
 * renders with all of them bundled: site-catalogues.ts.)
 */
const site = lazyNamespace('site', {
  bg: () => import('@toll/i18n/locales/bg/site.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/site.json').then((m) => m.default),
  ro: () => import('@toll/i18n/locales/ro/site.json').then((m) => m.default),
  tr: () => import('@toll/i18n/locales/tr/site.json').then((m) => m.default),
  el: () => import('@toll/i18n/locales/el/site.json').then((m) => m.default),
  de: () => import('@toll/i18n/locales/de/site.json').then((m) => m.default),
});

export const loadSiteCatalogue = site.load;

/**
 * Suspends until the site's messages are in the current instance in the page's language: the back
 * office's counter uses the site's purchase parts, which speak the site's texts.
 */
export const useSiteCatalogueReady = site.useReady;
