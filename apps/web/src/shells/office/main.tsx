import '@mantine/core/styles.css';
import '../../theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANG } from '@toll/domain/languages';
import { initI18n } from '../../i18n/init-i18n';
import { splitLangPath } from '../../i18n/lang-path';
import { officeCatalogues } from '../../i18n/office-catalogues';
import { readStoredLang } from '../../i18n/stored-lang';
import { OfficeApp } from './office-app';

// The address's language (`/office/{lang}/…`), else the stored choice (shared with the site), else
// Bulgarian: the first render is already in the language the frame will show.
const lang =
  splitLangPath(window.location.pathname.replace(/^\/office/, '')).lang ??
  readStoredLang() ??
  DEFAULT_LANG;
initI18n('office', officeCatalogues, lang);
document.documentElement.lang = lang;

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <OfficeApp />
    </StrictMode>,
  );
}
