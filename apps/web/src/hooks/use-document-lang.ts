import { useLayoutEffect } from 'react';
import type { Lang } from '@toll/domain/languages';

/** Keeps `<html lang>` equal to the language the page is shown in. */
export function useDocumentLang(lang: Lang): void {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}
