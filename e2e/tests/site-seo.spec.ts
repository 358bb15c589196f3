import { expect, test, type APIRequestContext } from '@playwright/test';
import { CYRILLIC, SITE_PAGES } from './support/site-pages';

// What a crawler receives before any script runs: per route and language the title, description,
// robots flag, canonical link, hreflang alternates, the lang attribute and the page's main text;
// titles and descriptions differ between pages; structured data on the FAQ and product pages.

type Head = {
  lang: string;
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: string[];
  h1: string;
  status: number;
};

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';

async function head(request: APIRequestContext, url: string): Promise<Head & { html: string }> {
  const res = await request.get(url);
  const html = await res.text();
  return {
    html,
    status: res.status(),
    lang: attr(html, /<html lang="([a-z]+)"/),
    title: attr(html, /<title[^>]*>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    robots: attr(html, /<meta name="robots" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)"/g)].map((m) => m[1]!),
    h1: attr(html, /<h1[^>]*>([^<]*)</),
  };
}

test('every page arrives with its own head tags and main text in both languages', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const page of SITE_PAGES.filter(
    (p) =>
      !p.path.startsWith('account') &&
      !p.path.startsWith('vehicle-route') &&
      // The confirmation behind a mailed unsubscribe link is per token and noindex: the browser
      // renders it (the browser tests cover its head tags), so tokens stay out of render caches.
      !p.path.startsWith('unsubscribe/') &&
      // The sign-in forms render in the browser only (sign-in state); their head tags are set
      // there. The route planner arrives with its form; its map loads in the browser.
      !['login', 'register'].includes(p.path) &&
      !p.path.startsWith('user/') &&
      !p.path.startsWith('buy-route-pass/'),
  )) {
    for (const lang of ['bg', 'en'] as const) {
      const url = `/${lang}/${page.path}`;
      const h = await head(request, url);
      expect(h.status, url).toBe(200);
      expect(h.lang, url).toBe(lang);
      expect(h.h1, `${url} main heading in the HTML`).not.toBe('');
      expect(h.title, url).toBe(`${h.h1} – BGTOLL`);
      expect(CYRILLIC.test(h.title), url).toBe(lang === 'bg');
      expect(h.description.length, url).toBeGreaterThan(20);
      expect(h.robots, url).toBe(page.noindex ? 'noindex' : 'index, follow');
      expect(h.canonical, url).toMatch(new RegExp(`^https?://[^/]+/${lang}/${page.path}$`));
      expect(h.alternates, url).toEqual(['bg', 'en', 'x-default']);
      expect(h.html, url).not.toContain('__PUBLIC_BASE_URL__');
      for (const [map, value] of [
        [titles, h.title],
        [descriptions, h.description],
      ] as const) {
        expect(map.get(value), `${url} repeats the head of ${map.get(value)}`).toBeUndefined();
        map.set(value, url);
      }
    }
  }
});

test('the spec noindex pages are marked noindex', async ({ request }) => {
  for (const path of [
    'login',
    'user/forgotten-password',
    'terms-and-conditions',
    'cookie-policy',
    'privacy-policy',
  ])
    expect((await head(request, `/en/${path}`)).robots, path).toBe('noindex');
});

test('structured data: FAQPage on FAQ pages, Product with the price range on the home page', async ({
  request,
}) => {
  const faq = (await head(request, '/bg/faqVignette')).html;
  const faqData = JSON.parse(attr(faq, /<script type="application\/ld\+json">([^<]*)<\/script>/));
  expect(faqData['@type']).toBe('FAQPage');
  expect(faqData.mainEntity.length).toBeGreaterThan(5);
  expect(JSON.stringify(faqData)).toContain('30 дни');
  const home = (await head(request, '/en/')).html;
  const product = JSON.parse(attr(home, /<script type="application\/ld\+json">([^<]*)<\/script>/));
  expect(product).toMatchObject({
    '@type': 'Product',
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: '4.09',
      highPrice: '49.60',
    },
  });
  expect(home).toContain('49.60');
});

test('news articles are rendered per request from the database; unknown ones answer 404', async ({
  request,
}) => {
  const article = await head(request, '/en/news/new-daily-vignette-from-3-february-2026');
  expect(article.h1).toBe('A new daily vignette from 3 February 2026');
  expect(article.html).toContain('4.09');
  const missing = await request.get('/en/news/no-such-article');
  expect(missing.status()).toBe(404);
});

test('sitemap.xml and robots.txt are served at the root', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/bg/faqVignette</loc>');
  expect(sitemap).toContain('/en/news/vignettes-in-euro-from-1-january-2026</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
});
