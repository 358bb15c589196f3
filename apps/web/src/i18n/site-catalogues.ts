import bg from '@toll/i18n/locales/bg/site.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/site.json' with { type: 'json' };

/** The public site's messages (namespace `site`). */
export const siteCatalogues = { bg: { site: bg }, en: { site: en } };
