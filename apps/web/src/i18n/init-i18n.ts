import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGS, LANGS, type Lang } from '@toll/domain/languages';

export type ShellNamespace = 'site' | 'office' | 'tablet';

/**
 * Starts i18next for one shell, synchronously (the catalogues are bundled), in the language the
 * shell decided before the first render so the page never flashes in the other language.
 * The global instance is used on purpose: exactly one shell runs per page, and the API client reads
 * its fallback messages from it.
 */
export function initI18n(namespace: ShellNamespace, resources: Resource, lng: Lang): i18n {
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LANGS,
    supportedLngs: [...LANGS],
    ns: [namespace],
    defaultNS: namespace,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return i18next;
}
