import { lazyNamespace } from './lazy-namespace';

export const SITE_PAGES_NS = 'sitePages';

const sitePages = lazyNamespace(SITE_PAGES_NS, {
  bg: () => import('@toll/i18n/locales/bg/site-pages.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/site-pages.json').then((m) => m.default),
  ro: () => import('@toll/i18n/locales/ro/site-pages.json').then((m) => m.default),
  tr: () => import('@toll/i18n/locales/tr/site-pages.json').then((m) => m.default),
  el: () => import('@toll/i18n/locales/el/site-pages.json').then((m) => m.default),
  de: () => import('@toll/i18n/locales/de/site-pages.json').then((m) => m.default),
});

/** Adds the `sitePages` namespace (texts of the inner pages) to an i18next instance, once. */
export const loadSitePagesBundle = sitePages.load;

/**
 * The texts of the inner pages, kept out of the home page's bundle: the first page that needs them
 * loads them (suspending until they are there) in the page's language.
 */
export function useSitePagesT() {
  const { i18n, lang } = sitePages.useReady();
  return i18n.getFixedT(lang, SITE_PAGES_NS);
}
