import { createBrowserRouter, type RouteObject } from 'react-router';
import { LANGS } from '@toll/domain/languages';
import { guardedPage, identityPage } from './identity-pages';
import { SITE_ROUTES } from '@toll/domain/site-routes';
import { CrashPage } from '../../components/crash-page';
import { LangRedirect } from './lang-redirect';
import { FallbackPage } from './pages/fallback-page';
import { HomePage } from './pages/home-page';
import { sitePageElement } from './site-pages';
import { SiteLayout } from './site-layout';

// Home is part of the entry; every other page loads on demand (site-pages.tsx, identity-pages.tsx),
// each behind the login its route needs.
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    ...SITE_ROUTES.map((route): RouteObject => {
      const page = identityPage(route.id) ?? sitePageElement(route);
      return { path: route.path, element: guardedPage(route, page) };
    }),
    { path: '*', element: <FallbackPage /> },
  ];
}

/**
 * `/bg/…` and `/en/…` hold the same pages; any other address is redirected to a language. A page
 * that throws shows the crash page inside the layout (spec §2). The server renders the same routes.
 */
export function siteRoutes(): RouteObject[] {
  return [
    ...LANGS.map((lang): RouteObject => ({
      path: `/${lang}`,
      element: <SiteLayout lang={lang} />,
      errorElement: <CrashPage />,
      children: [{ errorElement: <CrashPage inLayout />, children: pageRoutes() }],
    })),
    { path: '*', element: <LangRedirect /> },
  ];
}

export function createSiteRouter() {
  return createBrowserRouter(siteRoutes());
}
