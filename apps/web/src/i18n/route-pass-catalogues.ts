import i18next from 'i18next';
import bg from '@toll/i18n/locales/bg/route-pass.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/route-pass.json' with { type: 'json' };
import { LANGS } from '@toll/domain/languages';

/** The route-pass messages (namespace `route-pass`), shared with the server's CSV export. */
export const routePassCatalogues = { bg: { 'route-pass': bg }, en: { 'route-pass': en } };

/**
 * Adds the namespace to the running i18next. The route-pass page's own chunk calls it, so the home
 * page never downloads these texts.
 */
export function addRoutePassCatalogues(): void {
  for (const lang of LANGS) {
    if (!i18next.hasResourceBundle(lang, 'route-pass'))
      i18next.addResourceBundle(lang, 'route-pass', routePassCatalogues[lang]['route-pass']);
  }
}
