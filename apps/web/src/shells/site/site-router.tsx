import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LANGS } from '@toll/domain/languages';
import { guardedPage, identityPage } from './identity-pages';
import { CrashPage } from '../../components/crash-page';
import { LangRedirect } from './lang-redirect';
import { FallbackPage } from './pages/fallback-page';
import { HomePage } from './pages/home-page';
import { LazyBuyRoutePassPage } from './pages/lazy-buy-route-pass-page';
import { LazyPlaceholderPage } from './pages/lazy-placeholder-page';
import { SITE_ROUTES, type SitePageId } from './routes';
import { SiteLayout } from './site-layout';

/** The pages that are built; every other route shows its placeholder. */
const BUILT_PAGES: Partial<Record<SitePageId, ComponentType>> = {
  buyRoutePass: LazyBuyRoutePassPage,
};

// Home is part of the entry; every other page loads on demand, and a real page replaces its
// placeholder through BUILT_PAGES when it is built.
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    ...SITE_ROUTES.map((route): RouteObject => {
      const Page = BUILT_PAGES[route.id];
      const access = 'access' in route ? route.access : 'public';
      return {
        path: route.path,
        element: guardedPage(
          access,
          Page ? (
            <Page />
          ) : (
            (identityPage(route.id) ?? (
              <LazyPlaceholderPage
                pageId={route.id}
                access={access}
                noindex={'noindex' in route ? route.noindex : false}
              />
            ))
          ),
        ),
      };
    }),
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
