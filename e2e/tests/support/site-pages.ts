import { LANGS, type Lang } from '@toll/domain/languages';
import { VIGNETTE_PROVIDERS } from '@toll/domain/sale-channels';
import { SITE_PREFIX_ROUTES, SITE_ROUTES, isSitemapRoute } from '@toll/domain/site-routes';

export type SitePage = { path: string; noindex: boolean; indexable: boolean };

/** Sample values for the routes with parameters. */
const PARAMS: Record<string, string> = {
  token: 'sample-token',
  id: '42',
  slug: 'vignettes-in-euro-from-1-january-2026',
  accountId: '1024',
  tollingGroupId: '7',
  equipmentID: 'OBU-778899',
  plate: 'CA1234BX',
  dateParam: '2026-03-15',
  sum: '12.40',
  currency: 'EUR',
};

/** One provider of each sale channel, for both provider pages. */
const PROVIDER_SAMPLE = VIGNETTE_PROVIDERS.filter(
  (provider, index, all) => all.findIndex((p) => p.channel === provider.channel) === index,
);

/**
 * Every public route of spec §2 (paths after the language prefix), with sample parameters. The
 * login-required routes are left out: an anonymous visitor is sent to login there
 * (e2e/tests/identity.spec.ts covers that).
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '', noindex: false, indexable: true },
  ...SITE_ROUTES.filter((route) => !('access' in route)).map((route) => ({
    path: route.path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name),
    noindex: 'noindex' in route && route.noindex === true,
    indexable: isSitemapRoute(route),
  })),
  ...SITE_PREFIX_ROUTES.flatMap((route) =>
    PROVIDER_SAMPLE.map((provider) => ({
      path: `${route.prefix}${provider.id}`,
      noindex: false,
      indexable: true,
    })),
  ),
];

/**
 * The login-required routes (spec §2). The server sends their head tags (never indexed) and a
 * "checking your sign-in" state; the browser then opens the page or sends the visitor to login.
 */
export const LOGIN_PAGES: readonly SitePage[] = SITE_ROUTES.filter(
  (route) => 'access' in route,
).map((route) => ({
  path: route.path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name),
  noindex: true,
  indexable: false,
}));

export const SITE_LANGS: readonly Lang[] = LANGS;

export const CYRILLIC = /[а-яА-Я]/;
