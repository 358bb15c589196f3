import bg from '@toll/i18n/locales/bg/tablet.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/tablet.json' with { type: 'json' };

/** The tablet shell's messages (namespace `tablet`). */
export const tabletCatalogues = { bg: { tablet: bg }, en: { tablet: en } };
