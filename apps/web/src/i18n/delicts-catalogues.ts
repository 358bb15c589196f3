import { useTranslation } from 'react-i18next';
import bg from '@toll/i18n/locales/bg/delicts.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/delicts.json' with { type: 'json' };
import { LANGS } from '@toll/domain/languages';

/** The delict messages (namespace `delicts`), shared with the server's PDF, notices and views. */
export const delictsCatalogues = { bg: { delicts: bg }, en: { delicts: en } };

/**
 * Adds the namespace to the i18next instance the page renders with (the browser's, or the one the
 * server renders this request with), before anything below asks for it. It lives in the delict
 * pages' chunk, so the home page never downloads these texts.
 */
export function useDelictsCatalogues(): void {
  const { i18n } = useTranslation();
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, 'delicts'))
      i18n.addResourceBundle(lang, 'delicts', delictsCatalogues[lang].delicts);
  }
}
