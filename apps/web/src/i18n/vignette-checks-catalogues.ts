import { lazyNamespace } from './lazy-namespace';

const vignetteChecks = lazyNamespace('vignette-checks', {
  bg: () => import('@toll/i18n/locales/bg/vignette-checks.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/vignette-checks.json').then((m) => m.default),
  ro: () => import('@toll/i18n/locales/ro/vignette-checks.json').then((m) => m.default),
  tr: () => import('@toll/i18n/locales/tr/vignette-checks.json').then((m) => m.default),
  el: () => import('@toll/i18n/locales/el/vignette-checks.json').then((m) => m.default),
  de: () => import('@toll/i18n/locales/de/vignette-checks.json').then((m) => m.default),
});

/** Adds the namespace in one language to an i18next instance (the server's render waits on it). */
export const loadVignetteChecksCatalogue = vignetteChecks.load;

/**
 * The texts of the vignette check, add-email and unsubscribe pages (namespace `vignette-checks`), one
 * language at a time: the hook suspends until the page's language is in the i18next instance the
 * page renders with. It lives in these pages' chunk, so the home page never downloads these texts.
 */
export function useVignetteChecksCatalogues(): void {
  vignetteChecks.useReady();
}
