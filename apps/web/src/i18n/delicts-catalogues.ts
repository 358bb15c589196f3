import { lazyNamespace } from './lazy-namespace';

const delicts = lazyNamespace('delicts', {
  bg: () => import('@toll/i18n/locales/bg/delicts.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/delicts.json').then((m) => m.default),
  ro: () => import('@toll/i18n/locales/ro/delicts.json').then((m) => m.default),
  tr: () => import('@toll/i18n/locales/tr/delicts.json').then((m) => m.default),
  el: () => import('@toll/i18n/locales/el/delicts.json').then((m) => m.default),
  de: () => import('@toll/i18n/locales/de/delicts.json').then((m) => m.default),
});

/** Adds the namespace in one language to an i18next instance (the server's render waits on it). */
export const loadDelictsCatalogue = delicts.load;

/**
 * The delict messages (namespace `delicts`, shared with the server's PDF, notices and views), one
 * language at a time: the hook suspends until the page's language is in the i18next instance the
 * page renders with. It lives in the delict pages' chunk, so the home page never downloads them.
 */
export function useDelictsCatalogues(): void {
  delicts.useReady();
}
