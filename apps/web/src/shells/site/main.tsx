import './site-mantine-styles';
import '../../theme/global.css';
// In the entry's stylesheet, so server-rendered information pages are styled before their code loads.
import '../../features/content/components/content.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import { DEFAULT_LANG } from '@toll/domain/languages';
import { createQueryClient } from '../../api/create-query-client';
import { browserSession } from '../../api/session/browser-session';
import {
  installFrontEndErrorReporting,
  reportFrontEndError,
} from '../../api/error-reporting/report-front-end-error';
import { initI18n } from '../../i18n/init-i18n';
import { splitLangPath } from '../../i18n/lang-path';
import { readBrowserLang, readStoredLang } from '../../i18n/stored-lang';
import { loadSiteCatalogue } from '../../i18n/site-catalogue-loader';
import { SSR_STATE_ID } from './ssr/ssr-markers';
import { SiteApp } from './site-app';
import { preloadSiteUserArea } from './site-header';
import { preloadSitePage } from './site-pages';

installFrontEndErrorReporting();

// The address prefix decides the language; without one, the stored choice, else the browser's
// first language among the site's, else Bulgarian.
const lang =
  splitLangPath(window.location.pathname).lang ??
  readStoredLang() ??
  readBrowserLang() ??
  DEFAULT_LANG;
initI18n('site', {}, lang);
// Only the page's language is loaded (the other one when the visitor switches): less to download.
const texts = loadSiteCatalogue(i18next, lang);
document.documentElement.lang = lang;

const queryClient = createQueryClient();
const container = document.getElementById('root');
const state = document.getElementById(SSR_STATE_ID);
if (container?.firstElementChild) {
  // The server rendered this page: take over its HTML and the data it was rendered with, once the
  // page's own code and texts are here (the HTML is on screen meanwhile).
  if (state) hydrate(queryClient, JSON.parse(state.textContent ?? '{}'));
  const app = (
    <StrictMode>
      <SiteApp queryClient={queryClient} />
    </StrictMode>
  );
  const path = splitLangPath(window.location.pathname).rest;
  // A signed-in visitor's header area replaces the login link right after hydration.
  const userArea = browserSession.read() ? preloadSiteUserArea() : null;
  void Promise.all([texts, preloadSitePage(path, lang, i18next), userArea])
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(container, app, {
        onRecoverableError: (error) => {
          console.error(error);
          reportFrontEndError(error);
        },
      }),
    );
} else if (container) {
  void texts
    .catch(() => undefined)
    .then(() =>
      createRoot(container).render(
        <StrictMode>
          <SiteApp queryClient={queryClient} />
        </StrictMode>,
      ),
    );
}
