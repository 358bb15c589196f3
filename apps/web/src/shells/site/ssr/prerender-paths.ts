import { LANGS } from '@toll/domain/languages';
import { VIGNETTE_PROVIDERS } from '@toll/domain/sale-channels';
import { SITE_PREFIX_ROUTES, SITE_ROUTES } from '@toll/domain/site-routes';
import { classifySitePath } from './page-data';

/** Every page rendered to a file at build time: the static routes and provider pages, per language. */
export const PRERENDER_PATHS: readonly string[] = LANGS.flatMap((lang) => [
  ...SITE_ROUTES.filter(
    (route) => !route.path.includes(':') && classifySitePath(route.path) === 'static',
  ).map((route) => `/${lang}/${route.path}`),
  ...SITE_PREFIX_ROUTES.flatMap((route) =>
    VIGNETTE_PROVIDERS.map((provider) => `/${lang}/${route.prefix}${provider.id}`),
  ),
]);
