import { useCallback } from 'react';
import type { Lang } from '@toll/domain/languages';
import { useLang } from '../../i18n/use-lang';

/**
 * Back-office addresses carry the language like the site's: `/office/{lang}/{screen}` (paths here
 * are below the router's `/office` basename). An address without a language is redirected to the
 * stored language, so old links (`/office/user-management`) keep working.
 */
export function officePath(lang: Lang, path: string): string {
  return `/${lang}/${path.replace(/^\/+/, '')}`;
}

/** Builds addresses in the language shown now. */
export function useOfficePath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => officePath(lang, path), [lang]);
}
