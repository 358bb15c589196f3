import { isLang, langFromAcceptLanguage, type Lang } from '@toll/domain/languages';

/** The visitor's chosen language, shared by the site, the back-office and the tablet. */
export const LANG_STORAGE_KEY = 'lang';

export function readStoredLang(): Lang | null {
  try {
    const value = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLang(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage is unavailable (blocked or private mode): the choice then lasts for this page only.
  }
}

/**
 * The browser's preferred languages (the list its Accept-Language header is made from): on a first
 * visit without a stored choice, the first of the site's languages among them.
 */
export function readBrowserLang(): Lang | null {
  if (typeof navigator === 'undefined') return null;
  const list = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return langFromAcceptLanguage(list.join(','));
}
