import { useTranslation } from 'react-i18next';
import bg from '@toll/i18n/locales/bg/route-pass.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/route-pass.json' with { type: 'json' };
import { LANGS } from '@toll/domain/languages';

/** The route-pass messages (namespace `route-pass`), shared with the server's CSV export and PDF. */
export const routePassCatalogues = { bg: { 'route-pass': bg }, en: { 'route-pass': en } };

/**
 * Adds the namespace to the i18next instance the page renders with (the browser's, or the one the
 * server renders this request with), before anything below asks for it. It lives in the route-pass
 * pages' chunk, so the home page never downloads these texts.
 */
export function useRoutePassCatalogues(): void {
  const { i18n } = useTranslation();
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, 'route-pass'))
      i18n.addResourceBundle(lang, 'route-pass', routePassCatalogues[lang]['route-pass']);
  }
}
