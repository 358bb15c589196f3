import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Lang } from '@toll/domain/languages';
import { settledPromise } from '../hooks/settled-promise';
import { useLang } from './use-lang';

export const SITE_PAGES_NS = 'sitePages';

const loaders: Readonly<Record<Lang, () => Promise<Record<string, unknown>>>> = {
  bg: () => import('@toll/i18n/locales/bg/site-pages.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/site-pages.json').then((m) => m.default),
};

const loaded = new WeakMap<i18n, Map<Lang, Promise<void>>>();
const LOADED = settledPromise(Promise.resolve());

/** Adds the `sitePages` namespace (texts of the inner pages) to an i18next instance, once. */
export function loadSitePagesBundle(instance: i18n, lang: Lang): Promise<void> {
  let byLang = loaded.get(instance);
  if (!byLang) {
    byLang = new Map();
    loaded.set(instance, byLang);
  }
  let promise = byLang.get(lang);
  if (!promise) {
    promise = settledPromise(
      loaders[lang]().then((bundle) => {
        instance.addResourceBundle(lang, SITE_PAGES_NS, bundle, true, true);
      }),
    );
    byLang.set(lang, promise);
    promise.catch(() => byLang.delete(lang));
  }
  return promise;
}

/**
 * The texts of the inner pages, kept out of the home page's bundle: the first page that needs them
 * loads them (suspending until they are there) in the page's language.
 */
export function useSitePagesT() {
  const { i18n } = useTranslation();
  const lang = useLang();
  // `use` is called every time (React requires it once it has suspended here); with the bundle
  // already in place (always so on the server, which adds it before rendering) it does not wait.
  use(i18n.hasResourceBundle(lang, SITE_PAGES_NS) ? LOADED : loadSitePagesBundle(i18n, lang));
  return i18n.getFixedT(lang, SITE_PAGES_NS);
}
