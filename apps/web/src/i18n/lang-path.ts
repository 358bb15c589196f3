import { isLang, type Lang } from '@toll/domain/languages';

/** A site address split into its language prefix and the rest of the path. */
export type LangPath = {
  /** The supported language the path starts with, or null when there is none. */
  lang: Lang | null;
  /** The path after the prefix: '' for `/bg`, '/' for `/bg/` and `/`, '/prices' for `/bg/prices`. */
  rest: string;
};

// A leading segment of exactly two letters is a language prefix (no public route has a two-letter
// first segment). An unsupported one, such as `/fr/prices`, is dropped rather than kept as a page.
const PREFIX = /^\/([A-Za-z]{2})(?=\/|$)/;

export function splitLangPath(pathname: string): LangPath {
  const match = PREFIX.exec(pathname);
  if (!match) return { lang: null, rest: pathname === '' ? '/' : pathname };
  const code = (match[1] ?? '').toLowerCase();
  return { lang: isLang(code) ? code : null, rest: pathname.slice(match[0].length) };
}

export function withLang(lang: Lang, rest: string): string {
  return `/${lang}${rest}`;
}

/** The same page in another language: `/bg/prices` → `/en/prices`, `/prices` → `/en/prices`. */
export function switchLangPath(pathname: string, lang: Lang): string {
  return withLang(lang, splitLangPath(pathname).rest);
}

/** The path after the language prefix without its leading slash: `/bg/news/x` → `news/x`. */
export function pagePath(pathname: string): string {
  return splitLangPath(pathname).rest.replace(/^\/+/, '');
}
