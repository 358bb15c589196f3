import { LANGS } from '@toll/domain/languages';
import { VIGNETTE_PROVIDERS } from '@toll/domain/sale-channels';
import { SITE_PREFIX_ROUTES, SITE_ROUTES, isSitemapRoute } from '@toll/domain/site-routes';
import type { ContentService } from '../content/service';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every indexable page path after the language prefix: '' (home), routes, provider pages. */
export function indexablePaths(): string[] {
  const providerPaths = SITE_PREFIX_ROUTES.flatMap((route) =>
    VIGNETTE_PROVIDERS.map((provider) => `${route.prefix}${provider.id}`),
  );
  return ['', ...SITE_ROUTES.filter(isSitemapRoute).map((route) => route.path), ...providerPaths];
}

/** sitemap.xml (every public page in both languages with hreflang alternates) and robots.txt. */
export function createSeoService(content: ContentService, baseUrl: string) {
  function entry(path: string, lastmod?: Date): string {
    const alternates = [
      ...LANGS.map((lang) => ({ hreflang: lang, href: `${baseUrl}/${lang}/${path}` })),
      { hreflang: 'x-default', href: `${baseUrl}/bg/${path}` },
    ]
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join('');
    return LANGS.map(
      (lang) =>
        `<url><loc>${escapeXml(`${baseUrl}/${lang}/${path}`)}</loc>${
          lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
        }${alternates}</url>`,
    ).join('\n');
  }

  async function sitemap(): Promise<string> {
    const news = await content.newsSlugs();
    const entries = [
      ...indexablePaths().map((path) => entry(path)),
      ...news.map((article) => entry(`news/${article.slug}`, article.publishedAt)),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  function robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /office/',
      'Disallow: /tablet/',
      ...LANGS.flatMap((lang) => [
        `Disallow: /${lang}/account`,
        `Disallow: /${lang}/shopping-cart`,
        `Disallow: /${lang}/vehicle-route/`,
      ]),
      `Sitemap: ${baseUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  return { sitemap, robots };
}

export type SeoService = ReturnType<typeof createSeoService>;
