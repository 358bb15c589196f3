import { Suspense, useCallback, useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@toll/domain/languages';
import { useSessionExpiry } from '../../features/session/hooks/use-session-expiry';
import { siteLoginPath } from '../../features/session/login-path';
import { useDocumentLang } from '../../hooks/use-document-lang';
import { loadSiteCatalogue } from '../../i18n/site-catalogue-loader';
import { useNoHeader } from '../../hooks/use-no-header';
import { SiteOverlays } from '../../features/feature-flags/components/site-overlays';
import { PageLoading } from './pages/page-loading';
import { SiteErrorBoundary } from './site-error-boundary';
import { SiteScrollRestoration } from './site-scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public page under `/{lang}/`: the address prefix decides the language. */
export function SiteLayout({ lang }: { lang: Lang }) {
  const { i18n } = useTranslation();
  const noHeader = useNoHeader();

  useLayoutEffect(() => {
    if (i18n.language === lang) return;
    // The browser holds the site's texts of the first page's language only: fetch the other's.
    if (i18n.hasResourceBundle(lang, 'site')) void i18n.changeLanguage(lang);
    else void loadSiteCatalogue(i18n, lang).then(() => i18n.changeLanguage(lang));
  }, [i18n, lang]);
  useDocumentLang(lang);
  useSessionExpiry(useCallback((returnTo: string) => siteLoginPath(lang, returnTo), [lang]));
  // Says the page is live (hydrated or rendered): browser tests and tools wait for it.
  useEffect(() => {
    document.documentElement.dataset.siteReady = 'true';
  }, []);

  return (
    <>
      {!noHeader && <SiteHeader />}
      <main id="main-content" tabIndex={-1}>
        <SiteErrorBoundary inLayout>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </SiteErrorBoundary>
      </main>
      {!noHeader && <SiteFooter />}
      <SiteOverlays />
      <SiteScrollRestoration />
    </>
  );
}
