import '@mantine/core/styles.css';
import '../../theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANG } from '@toll/domain/languages';
import { initI18n } from '../../i18n/init-i18n';
import { tabletCatalogues } from '../../i18n/tablet-catalogues';
import { readStoredLang } from '../../i18n/stored-lang';
import { TabletApp } from './tablet-app';

// The tablet has no language prefix: the stored choice (shared with the site), else Bulgarian.
const lang = readStoredLang() ?? DEFAULT_LANG;
initI18n('tablet', tabletCatalogues, lang);
document.documentElement.lang = lang;

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <TabletApp />
    </StrictMode>,
  );
}
