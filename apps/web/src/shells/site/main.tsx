import '@mantine/core/styles.css';
import '../../theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANG } from '@toll/domain/languages';
import { initI18n } from '../../i18n/init-i18n';
import { splitLangPath } from '../../i18n/lang-path';
import { readStoredLang } from '../../i18n/stored-lang';
import { siteCatalogues } from '../../i18n/site-catalogues';
import { SiteApp } from './site-app';

// The address prefix decides the language; without one, the stored choice, else Bulgarian.
const lang = splitLangPath(window.location.pathname).lang ?? readStoredLang() ?? DEFAULT_LANG;
initI18n('site', siteCatalogues, lang);
document.documentElement.lang = lang;

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <SiteApp />
    </StrictMode>,
  );
}
