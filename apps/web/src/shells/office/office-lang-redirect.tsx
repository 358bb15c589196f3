import { Navigate, useLocation } from 'react-router';
import { DEFAULT_LANG } from '@toll/domain/languages';
import { splitLangPath, withLang } from '../../i18n/lang-path';
import { readStoredLang } from '../../i18n/stored-lang';

/**
 * An office address without a language (`/office/`, `/office/user-management?page=2`, old links)
 * opens the same screen under the stored language, else Bulgarian, keeping the query and state.
 */
export function OfficeLangRedirect() {
  const { pathname, search, hash, state } = useLocation();
  const lang = readStoredLang() ?? DEFAULT_LANG;
  return (
    <Navigate
      replace
      state={state}
      to={{ pathname: withLang(lang, splitLangPath(pathname).rest), search, hash }}
    />
  );
}
