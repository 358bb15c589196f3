import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Lang } from '@toll/domain/languages';
import { settledPromise } from '../hooks/settled-promise';
import { useLang } from './use-lang';

/**
 * One loader per language; an office-only namespace (namespaces.ts of @toll/i18n) has bg and en
 * only, and another language then loads the English texts (i18next's fallback shows them).
 */
export type NamespaceLoaders = Readonly<
  Partial<Record<Lang, () => Promise<Record<string, unknown>>>> &
    Record<'bg' | 'en', () => Promise<Record<string, unknown>>>
>;

export type LazyNamespace = {
  ns: string;
  /** Adds the namespace in `lang` to an i18next instance, once per instance and language. */
  load: (instance: i18n, lang: Lang) => Promise<void>;
  /**
   * Suspends until the namespace is in the current instance in the page's language; returns the
   * instance and language to take a fixed `t` from.
   */
  useReady: () => { i18n: i18n; lang: Lang };
};

const LOADED = settledPromise(Promise.resolve());

/**
 * A message namespace kept out of the home page's bundle: the first page that needs it loads it
 * (in the browser before hydrating, on the server before rendering), per i18next instance.
 */
export function lazyNamespace(ns: string, loaders: NamespaceLoaders): LazyNamespace {
  const loaded = new WeakMap<i18n, Map<Lang, Promise<void>>>();
  function load(instance: i18n, wanted: Lang): Promise<void> {
    const lang: Lang = loaders[wanted] ? wanted : 'en';
    let byLang = loaded.get(instance);
    if (!byLang) {
      byLang = new Map();
      loaded.set(instance, byLang);
    }
    let promise = byLang.get(lang);
    if (!promise) {
      const loader = loaders[lang] ?? loaders.en;
      promise = settledPromise(
        loader().then((bundle) => {
          instance.addResourceBundle(lang, ns, bundle, true, true);
        }),
      );
      byLang.set(lang, promise);
      promise.catch(() => byLang.delete(lang));
    }
    return promise;
  }
  function useReady() {
    const { i18n } = useTranslation();
    const lang = useLang();
    // `use` is called every time (React requires it once it has suspended here); with the bundle
    // already in place it does not wait.
    const present = i18n.hasResourceBundle(loaders[lang] ? lang : 'en', ns);
    use(present ? LOADED : load(i18n, lang));
    return { i18n, lang };
  }
  return { ns, load, useReady };
}
