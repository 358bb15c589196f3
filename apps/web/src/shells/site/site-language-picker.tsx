import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLang, LANG_NAMES, LANGS } from '@toll/domain/languages';
import { switchLangPath } from '../../i18n/lang-path';
import { storeLang } from '../../i18n/stored-lang';
import { useLang } from '../../i18n/use-lang';
import classes from './site-header.module.css';

/**
 * The site's languages in a native list, each under its own name (Български, English, Română,
 * Türkçe, Ελληνικά, Deutsch): six buttons would crowd a phone's header. Switching stays on the same
 * page: the address prefix is rewritten in place and the choice is stored.
 */
export function SiteLanguagePicker() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <select
      className={classes.language}
      aria-label={t('common.language')}
      value={lang}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLang(next) || next === lang) return;
        storeLang(next);
        const pathname = switchLangPath(location.pathname, next);
        void navigate(
          { pathname, search: location.search, hash: location.hash },
          { replace: true },
        );
      }}
    >
      {LANGS.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANG_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
