import { createBrowserRouter, type RouteObject } from 'react-router';
import { LANGS } from '@toll/domain/languages';
import { CrashPage } from '../../components/crash-page';
import { LangRedirect } from './lang-redirect';
import { FallbackPage } from './pages/fallback-page';
import { HomePage } from './pages/home-page';
import { LazyPlaceholderPage } from './pages/lazy-placeholder-page';
import { SITE_ROUTES } from '@toll/domain/site-routes';
import { SiteLayout } from './site-layout';

// Home is part of the entry; every other page loads on demand, and a real page replaces its
// placeholder here when it is built.
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    ...SITE_ROUTES.map((route): RouteObject => ({
      path: route.path,
      element: (
        <LazyPlaceholderPage
          pageId={route.id}
          access={'access' in route ? route.access : 'public'}
          noindex={'noindex' in route ? route.noindex : false}
        />
      ),
    })),
    { path: '*', element: <FallbackPage /> },
  ];
}

/** `/bg/…` and `/en/…` hold the same pages; any other address is redirected to a language. */
export function createSiteRouter() {
  return createBrowserRouter([
    ...LANGS.map((lang): RouteObject => ({
      path: `/${lang}`,
      element: <SiteLayout lang={lang} />,
      errorElement: <CrashPage />,
      children: pageRoutes(),
    })),
    { path: '*', element: <LangRedirect /> },
  ]);
}
