import { SITE_PREFIX_ROUTES, SITE_ROUTES, type SiteStaticRoute } from '@toll/domain/site-routes';

/** Routes without parameters: the ones menus and links point to. */
type ParamFree<R> = R extends { path: `${string}:${string}` } ? never : R;
export type LinkablePageId = ParamFree<SiteStaticRoute>['id'];

const pathById = new Map<string, string>(SITE_ROUTES.map((route) => [route.id, route.path]));

/** The path (without language prefix) of a page, for LangLink: `sitePath('prices')` → 'prices'. */
export function sitePath(id: LinkablePageId): string {
  return pathById.get(id) ?? '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export type PrefixMatch = { id: (typeof SITE_PREFIX_ROUTES)[number]['id']; provider: string };

/** Resolves a provider page from a one-segment path such as `about-acme`, else null. */
export function matchPrefixRoute(path: string): PrefixMatch | null {
  if (path.includes('/')) return null;
  for (const route of SITE_PREFIX_ROUTES) {
    if (path.startsWith(route.prefix) && path.length > route.prefix.length) {
      return { id: route.id, provider: safeDecode(path.slice(route.prefix.length)) };
    }
  }
  return null;
}

/** The route of a path after the language prefix (`news/x` → the newsArticle route), if any. */
export function matchSiteRoute(path: string): SiteStaticRoute | undefined {
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  return SITE_ROUTES.find((route) => {
    const parts = route.path.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}
