import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '@toll/domain/languages';
import { findProvider } from '@toll/domain/sale-channels';
import { ApiRequestError } from '../../../api/client';
import { activeAnnouncementsQuery } from '../../../features/announcements/api/active-announcements-query';
import { newsArticleQuery, newsPageQuery } from '../../../features/news/api/news-queries';
import { publicPartnersQuery } from '../../../features/partners/api/public-partners-query';
import { productCatalogueQuery } from '../../../features/products/api/get-product-catalogue';
import { matchPrefixRoute, matchSiteRoute } from '../../../site-kit/routes';

/**
 * How the server treats a page: `static` pages are rendered once at build time, `data` pages at
 * request time with their data, `client` pages are left to the browser (per-vehicle data, tokens).
 */
export type SitePathKind = 'static' | 'data' | 'client';

/** Routes whose content comes from the database (home is one: it shows today's prices). */
const DATA_ROUTES = new Set(['news', 'newsArticle', 'partners', 'trafficAnnouncement']);

/**
 * Pages that show today's vignette prices (the purchase wizard, the product pages, the price
 * table): rendered per request with the catalogue, like the home page, so their prices and
 * structured data are current in the server's HTML.
 */
const CATALOGUE_ROUTES = new Set([
  'buyVignette',
  'annualVignette',
  'quarterlyVignette',
  'monthlyVignette',
  'weeklyVignette',
  'weekendVignette',
  'prices',
]);

/** Whether a path after the language prefix names a page: home, a route, a known provider's page. */
export function isKnownSitePath(rest: string): boolean {
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (path === '' || matchSiteRoute(path)) return true;
  const provider = matchPrefixRoute(path);
  return provider !== null && findProvider(provider.provider) !== undefined;
}

export function classifySitePath(rest: string): SitePathKind {
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (path === '') return 'data';
  const route = matchSiteRoute(path);
  if (route) {
    // Pages behind login render as their "checking the sign-in" state (identity-pages.tsx).
    if (route.id === 'vehicleRoute' || route.id === 'unsubscribeConfirm') return 'client';
    return DATA_ROUTES.has(route.id) || CATALOGUE_ROUTES.has(route.id) ? 'data' : 'static';
  }
  // A provider's page, or "not found" (404): neither needs data.
  return 'static';
}

/** Loads what a data page shows, into the query cache the page renders from. */
export async function prefetchPageData(
  client: QueryClient,
  rest: string,
  lang: Lang,
  search: URLSearchParams,
): Promise<{ notFound: boolean }> {
  const path = rest.replace(/^\/+|\/+$/g, '');
  const route = path === '' ? undefined : matchSiteRoute(path);
  let options;
  if (route?.id === 'news') {
    const page = Math.max(1, Math.floor(Number(search.get('page') ?? '1')) || 1);
    options = newsPageQuery(lang, page);
  } else if (route?.id === 'newsArticle')
    options = newsArticleQuery(lang, path.slice('news/'.length));
  else if (route?.id === 'partners') options = publicPartnersQuery(lang);
  else if (route?.id === 'trafficAnnouncement') options = activeAnnouncementsQuery(lang);
  else if (classifySitePath(path) === 'data') options = productCatalogueQuery(lang);
  else return { notFound: false };
  try {
    await client.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
    return { notFound: false };
  } catch (error) {
    // The browser asks again and shows the outcome; the server renders the loading state.
    client.removeQueries({ queryKey: options.queryKey });
    return { notFound: error instanceof ApiRequestError && error.status === 404 };
  }
}
