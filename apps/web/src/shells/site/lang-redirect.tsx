import { Navigate, useLocation } from 'react-router';
import { DEFAULT_LANG } from '@toll/domain/languages';
import { splitLangPath, withLang } from '../../i18n/lang-path';
import { readBrowserLang, readStoredLang } from '../../i18n/stored-lang';

/**
 * An address without a language prefix (`/`, `/prices?x=1`) goes to the same page under the
 * stored language, else the browser's first language among the site's, else Bulgarian, keeping the
 * query and the fragment.
 */
export function LangRedirect() {
  const { pathname, search, hash } = useLocation();
  const lang = readStoredLang() ?? readBrowserLang() ?? DEFAULT_LANG;
  return (
    <Navigate
      replace
      to={{ pathname: withLang(lang, splitLangPath(pathname).rest), search, hash }}
    />
  );
}
