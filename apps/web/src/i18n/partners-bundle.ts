import { lazyNamespace } from './lazy-namespace';

export const PARTNERS_NS = 'partners';

const partners = lazyNamespace(PARTNERS_NS, {
  bg: () => import('@toll/i18n/locales/bg/partners.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/partners.json').then((m) => m.default),
});

/** The partner screens' texts (`partners.json`), loaded with the first partner screen. */
export function usePartnersT() {
  const { i18n, lang } = partners.useReady();
  return i18n.getFixedT(lang, PARTNERS_NS);
}
