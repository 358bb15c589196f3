import { useTranslation } from 'react-i18next';
import type { Lang } from '@toll/domain/languages';
import { storeLang } from '../i18n/stored-lang';
import { useLang } from '../i18n/use-lang';
import { LanguagePicker } from './language-picker';

/** The language picker of the shells without a language prefix (back-office, tablet). */
export function StoredLanguagePicker() {
  const { i18n } = useTranslation();
  const lang = useLang();
  const change = (next: Lang) => {
    storeLang(next);
    void i18n.changeLanguage(next);
  };
  return <LanguagePicker current={lang} onChange={change} />;
}
