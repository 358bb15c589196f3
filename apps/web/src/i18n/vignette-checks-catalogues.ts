import { useTranslation } from 'react-i18next';
import bg from '@toll/i18n/locales/bg/vignette-checks.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/vignette-checks.json' with { type: 'json' };
import { LANGS } from '@toll/domain/languages';

/** The texts of the vignette check, add-email and unsubscribe pages (namespace `vignette-checks`). */
export const vignetteChecksCatalogues = {
  bg: { 'vignette-checks': bg },
  en: { 'vignette-checks': en },
};

/**
 * Adds the namespace to the i18next instance the page renders with (the browser's, or the one the
 * server renders this request with), before anything below asks for it. It lives in these pages'
 * chunk, so the home page never downloads these texts.
 */
export function useVignetteChecksCatalogues(): void {
  const { i18n } = useTranslation();
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, 'vignette-checks'))
      i18n.addResourceBundle(
        lang,
        'vignette-checks',
        vignetteChecksCatalogues[lang]['vignette-checks'],
      );
  }
}
