import bg from '@toll/i18n/locales/bg/office.json' with { type: 'json' };
import en from '@toll/i18n/locales/en/office.json' with { type: 'json' };

/** The back-office messages (namespace `office`). */
export const officeCatalogues = { bg: { office: bg }, en: { office: en } };
