import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://vignette.example.bg' }, demo: true });
});
afterAll(() => t.close());

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable page in both languages with alternates, and the news', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['', 'about-e-vignette', 'faqVignette', 'news', 'partners', 'contacts']) {
      expect(locs).toContain(`https://vignette.example.bg/bg/${path}`);
      expect(locs).toContain(`https://vignette.example.bg/en/${path}`);
    }
    expect(locs).toContain('https://vignette.example.bg/en/about-shell');
    expect(locs).toContain('https://vignette.example.bg/bg/how-to-buy-e-vignette-from-bgtoll');
    expect(locs).toContain(
      'https://vignette.example.bg/bg/news/vignettes-in-euro-from-1-january-2026',
    );
    for (const hidden of [
      'login',
      'terms-and-conditions',
      'privacy-policy',
      'account',
      'shopping-cart',
    ])
      expect(locs).not.toContain(`https://vignette.example.bg/bg/${hidden}`);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://vignette.example.bg/bg/faq"/>',
    );
  });

  it('tells crawlers what to skip and where the sitemap is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /office/');
    expect(res.body).toContain('Sitemap: https://vignette.example.bg/sitemap.xml');
  });
});
