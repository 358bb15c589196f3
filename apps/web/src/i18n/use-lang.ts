import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '@toll/domain/languages';

/** The language the interface is shown in right now (the site keeps it equal to the address prefix). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLang(current) ? current : DEFAULT_LANG;
}
