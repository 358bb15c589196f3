import { useLocation, useNavigate } from 'react-router';
import type { Lang } from '@toll/domain/languages';
import { LanguagePicker } from '../../components/language-picker';
import { switchLangPath } from '../../i18n/lang-path';
import { storeLang } from '../../i18n/stored-lang';
import { useLang } from '../../i18n/use-lang';

/** Switching language stays on the same page: the address prefix is rewritten in place and stored. */
export function SiteLanguagePicker() {
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const change = (next: Lang) => {
    storeLang(next);
    const pathname = switchLangPath(location.pathname, next);
    void navigate({ pathname, search: location.search, hash: location.hash }, { replace: true });
  };
  return <LanguagePicker current={lang} onChange={change} />;
}
