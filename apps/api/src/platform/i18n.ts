import i18next, { type TFunction } from 'i18next';
import {
  serverNamespaces,
  serverResources,
  type ServerNamespace,
} from '@toll/i18n/server-resources';
import { DEFAULT_LANG, FALLBACK_LANGS, LANGS, type Lang } from '@toll/domain/languages';

/**
 * One i18next instance for the server: texts of errors, payment codes, products, mails and documents
 * in the site's languages; the office-only namespaces (exports, the gateway sandbox) in bg and en, an
 * other language reading them in English.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: serverResources,
  lng: DEFAULT_LANG,
  fallbackLng: FALLBACK_LANGS,
  supportedLngs: [...LANGS],
  ns: [...serverNamespaces],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export type Translate = (key: string, params?: Record<string, unknown>) => string;

const translators = new Map<string, Translate>();

/**
 * A translate function for a language and namespace. Catalogues do not change while the process
 * runs, so texts without parameters are remembered: i18next's lookup costs microseconds, and a
 * catalogue answer asks for dozens of texts.
 */
export function translator(lang: Lang, ns: ServerNamespace = 'errors'): Translate {
  const id = `${lang}:${ns}`;
  let translate = translators.get(id);
  if (!translate) {
    const t: TFunction = instance.getFixedT(lang, ns);
    const plain = new Map<string, string>();
    translate = (key, params) => {
      if (params) return t(key, params) as string;
      let text = plain.get(key);
      if (text === undefined) {
        text = t(key) as string;
        plain.set(key, text);
      }
      return text;
    };
    translators.set(id, translate);
  }
  return translate;
}

/** Whether a key exists in a namespace (for the error handler's fallback to the unknown-error text). */
export function hasMessage(key: string, ns: ServerNamespace = 'errors'): boolean {
  return instance.exists(key, { ns, lng: DEFAULT_LANG });
}
