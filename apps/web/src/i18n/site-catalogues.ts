import bg from '@toll/i18n/locales/bg/site.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/site.json' with { type: 'json' };
import ro from '@toll/i18n/locales/ro/site.json' with { type: 'json' };
import tr from '@toll/i18n/locales/tr/site.json' with { type: 'json' };
import el from '@toll/i18n/locales/el/site.json' with { type: 'json' };
import de from '@toll/i18n/locales/de/site.json' with { type: 'json' };

/** The public site's messages (namespace `site`) in every site language, for the server's render. */
export const siteCatalogues = {
  bg: { site: bg },
  en: { site: en },
  ro: { site: ro },
  tr: { site: tr },
  el: { site: el },
  de: { site: de },
};
