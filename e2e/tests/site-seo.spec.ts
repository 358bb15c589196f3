import { expect, test, type APIRequestContext } from '@playwright/test';
import { LANGS } from '@toll/domain/languages';
import { CYRILLIC, LOGIN_PAGES, SITE_PAGES } from './support/site-pages';

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

test('every page arrives with its own head tags and main text in all six languages', async ({
  request,
}) => {
  // Titles and descriptions differ between the pages of one language.
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const inLang = (lang: string, text: string) => `${lang}:${text}`;
  // The forms (login, registration…) arrive with their head tags and labels; the pages behind login
  // with their head tags and a "checking your sign-in" state.
  for (const page of [...SITE_PAGES, ...LOGIN_PAGES].filter(
    (p) =>
      !p.path.startsWith('vehicle-route') &&
      // The confirmation behind a mailed unsubscribe link is per token and noindex: the browser
      // renders it (the browser tests cover its head tags), so tokens stay out of render caches.
      !p.path.startsWith('unsubscribe/') &&
      !p.path.startsWith('buy-route-pass/'),
  )) {
    for (const lang of LANGS) {
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
      expect(h.alternates, url).toEqual([...LANGS, 'x-default']);
      expect(h.html, url).not.toContain('__PUBLIC_BASE_URL__');
      for (const [map, value] of [
        [titles, inLang(lang, h.title)],
        [descriptions, inLang(lang, h.description)],
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
    'account',
  ])
    expect((await head(request, `/en/${path}`)).robots, path).toBe('noindex');
});

test('the forms arrive with their labels; pages behind login with a sign-in check', async ({
  request,
}) => {
  const login = (await head(request, '/en/login')).html;
  for (const label of ['Username or e-mail', 'Password', 'Remember me', 'Forgotten password?'])
    expect(login, label).toContain(label);
  const register = (await head(request, '/bg/register')).html;
  for (const label of ['Потребителско име', 'Имейл', 'Повторете паролата', 'Фамилия'])
    expect(register, label).toContain(label);
  // The page does not depend on the link's token: the form is there with and without one.
  const reset = (await head(request, '/en/user/password-confirm?token=abc')).html;
  expect(reset).toContain('Repeat the new password');
  const settings = await head(request, '/en/account/settings');
  expect(settings.h1).toBe('Account settings');
  expect(settings.html).toContain('Checking your sign-in…');
  expect(settings.html).not.toContain('Change the password');
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
  expect(sitemap).toContain('/tr/faqVignette</loc>');
  expect(sitemap).toContain('hreflang="el"');
  expect(sitemap).toContain('/en/news/vignettes-in-euro-from-1-january-2026</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
});
