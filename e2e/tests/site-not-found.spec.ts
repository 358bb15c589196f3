import { expect } from '@playwright/test';
import { axeViolations, openPage, test } from './support/page-checks';

// Unknown public addresses (issue 23): a real 404 with a "not found" page in the address's
// language that offers the way on (home, buy, check), for crawlers and for people; the sitemap
// names only pages that exist.

const CASES = [
  {
    url: '/bg/nonexistent-page',
    lang: 'bg',
    title: 'Страницата не е намерена',
    links: ['Начална страница', 'Купете е-винетка', 'Проверете валидност на е-винетка'],
  },
  {
    url: '/en/no-such',
    lang: 'en',
    title: 'Page not found',
    links: ['Home page', 'Buy an e-vignette', 'Check an e-vignette'],
  },
] as const;

test('unknown addresses answer 404 with a not-found page in their language', async ({
  request,
}) => {
  for (const { url, lang, title } of [
    ...CASES,
    { url: '/en/about-no-such-provider', lang: 'en', title: 'Page not found' },
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(title);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
  // Real pages are still pages.
  expect((await request.get('/en/prices')).status()).toBe(200);
  // Without a language (the browser adds the stored one), issue 32: a page is 200, no page 404.
  expect((await request.get('/prices')).status()).toBe(200);
  expect((await request.get('/xx/check')).status()).toBe(404);
  expect((await request.get('/bg/about-shell')).status()).not.toBe(404);
});

test('the not-found page offers the way on, in both languages', async ({ sitePage: page }) => {
  for (const { url, title, links } of CASES) {
    await openPage(page, url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = page.getByTestId('not-found');
    for (const name of links) await expect(main.getByRole('link', { name })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByTestId('not-found').getByRole('link', { name: 'Buy an e-vignette' }).click();
  await expect(page).toHaveURL(/\/en\/buy-vignette$/);
});

test('every address in the sitemap is a page (no 404)', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(urls.length).toBeGreaterThan(40);
  const failed: string[] = [];
  for (const path of urls) {
    const status = (await request.get(path)).status();
    if (status !== 200) failed.push(`${path} ${status}`);
  }
  expect(failed).toEqual([]);
});
