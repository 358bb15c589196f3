import { useRoutes, type RouteObject } from 'react-router';
import { LANGS } from '@toll/domain/languages';
import { guardedPage, identityPage } from './identity-pages';
import { SITE_ROUTES } from '@toll/domain/site-routes';
import { LangRedirect } from './lang-redirect';
import { FallbackPage } from './pages/fallback-page';
import { HomePage } from './pages/home-page';
import { sitePageElement } from './site-pages';
import { SiteErrorBoundary } from './site-error-boundary';
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
 * that throws shows the crash page inside the layout, a layout that throws shows it alone (spec §2;
 * `SiteErrorBoundary`).
 */
export function siteRoutes(): RouteObject[] {
  return [
    ...LANGS.map((lang): RouteObject => ({
      path: `/${lang}`,
      element: (
        <SiteErrorBoundary>
          <SiteLayout lang={lang} />
        </SiteErrorBoundary>
      ),
      children: pageRoutes(),
    })),
    { path: '*', element: <LangRedirect /> },
  ];
}

let routes: RouteObject[] | null = null;

/**
 * The site's pages under React Router's declarative router (`BrowserRouter` in the browser,
 * `StaticRouter` on the server, so the server's HTML hydrates as rendered): the site loads no data
 * through the router, and its data router (loaders, actions, fetchers, error elements, scroll
 * restoration) was half of React Router's code on the home page.
 */
export function SiteRoutes() {
  routes ??= siteRoutes();
  return useRoutes(routes);
}
