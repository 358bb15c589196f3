import type { Lang } from '@toll/domain/languages';
import { safeReturnPath } from '@toll/domain/session';
import { splitLangPath } from '../../i18n/lang-path';

/** The site's login page, remembering the page to come back to (spec §2). */
export function siteLoginPath(lang: Lang, returnTo?: string | null): string {
  const back = siteReturnPath(returnTo);
  return `/${lang}/login${back ? `?returnTo=${encodeURIComponent(back)}` : ''}`;
}

/**
 * Where to go back to after login: a safe same-site path (packages/domain `safeReturnPath`) of a
 * public-site page (with a language prefix), never the login page itself; else null.
 */
export function siteReturnPath(path: string | null | undefined): string | null {
  const safe = safeReturnPath(path);
  if (safe === null) return null;
  const { lang, rest } = splitLangPath(safe.split(/[?#]/, 1)[0] ?? '');
  if (lang === null || /^\/login\/?$/.test(rest)) return null;
  return safe;
}

/**
 * The back-office's own login page (paths are inside `/office` and carry the language like the
 * site's: `/office/{lang}/login`), remembering the page to come back to.
 */
export function officeLoginPath(lang: Lang, returnTo?: string | null): string {
  const back = officeReturnPath(returnTo);
  return `/${lang}/login${back ? `?returnTo=${encodeURIComponent(back)}` : ''}`;
}

/** A safe path inside the back-office to return to after login; never the login page itself. */
export function officeReturnPath(path: string | null | undefined): string | null {
  const safe = safeReturnPath(path);
  if (safe === null) return null;
  const { rest } = splitLangPath(safe.split(/[?#]/, 1)[0] ?? '');
  if (/^\/login\/?$/.test(rest)) return null;
  return safe;
}
