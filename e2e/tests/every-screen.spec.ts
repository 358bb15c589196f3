import { expect, test, type Browser, type Page } from '@playwright/test';
import { TABLET_PAGES } from '../../apps/web/src/shells/tablet/tablet-paths';
import {
  SCREEN_SIZES,
  transitionsDone,
  coveredHeader,
  horizontalOverflow,
  textDefects,
  unstyledComponents,
  visibleTexts,
} from './support/screen-checks';
import { LOGIN_PAGES, SITE_PAGES } from './support/site-pages';

// Issue 32: every route of the site's route table (as a visitor, and the pages behind login as the
// demo customer) and of the tablet's (as the demo cashier), opened DIRECTLY (address bar, as a
// reload does) at 390 px and at 1366 px, in both languages: every Mantine component on it styled
// (its stylesheet came with the page), no sideways scrolling, nothing painted over the sticky
// header as the page scrolls under it, and no catalogue key, enum code, ISO
// timestamp or text of the other language in what the reader sees. The routes come from the route
// tables, so a new route is walked the day it lands.

type Screen = { page: Page; close: () => Promise<void> };

async function signedIn(
  browser: Browser,
  login: string,
  username: string,
  done: RegExp,
): Promise<Screen> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(login);
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.reload();
  // The form works once the page is live (the site's server HTML would submit it as a GET).
  await page.waitForLoadState('networkidle');
  if (!login.startsWith('/tablet/'))
    await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(done);
  return { page, close: () => context.close() };
}

/** Waits until the page is live and its data and code have arrived. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-login-check]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
}

async function checkScreen(page: Page, url: string, lang: 'bg' | 'en'): Promise<string[]> {
  const problems: string[] = [];
  // Opened directly once, at the first size; the other sizes are the same page resized (as a phone
  // turned or a window narrowed), which halves the page loads of this walk.
  for (const [index, size] of SCREEN_SIZES.entries()) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (index === 0) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await settle(page);
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await transitionsDone(page);
    }
    const at = `${url} at ${size.width} px`;
    for (const missing of await unstyledComponents(page))
      problems.push(`${at}: unstyled ${missing}`);
    for (const wide of await horizontalOverflow(page)) problems.push(`${at}: ${wide}`);
    for (const covered of await coveredHeader(page)) problems.push(`${at}: ${covered}`);
    for (const defect of textDefects(await visibleTexts(page), lang))
      problems.push(`${at}: ${defect}`);
  }
  return [...new Set(problems)];
}

test.describe('every site route opened directly', () => {
  let visitor: Screen;
  let customer: Screen;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    visitor = { page, close: () => context.close() };
    customer = await signedIn(browser, '/en/login', 'customer', /\/en\/account/);
  });
  test.afterAll(async () => {
    await visitor.close();
    await customer.close();
  });

  const pages = [
    ...SITE_PAGES.map((page) => ({ ...page, as: 'visitor' as const })),
    ...LOGIN_PAGES.map((page) => ({ ...page, as: 'customer' as const })),
  ];
  for (const { path, as } of pages) {
    test(`/${path} (${as})`, async () => {
      const screen = as === 'visitor' ? visitor : customer;
      const problems: string[] = [];
      for (const lang of ['bg', 'en'] as const) {
        problems.push(...(await checkScreen(screen.page, `/${lang}/${path}`, lang)));
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('every tablet route opened directly', () => {
  let cashier: Screen;
  test.beforeAll(async ({ browser }) => {
    cashier = await signedIn(browser, '/tablet/login', 'cashier', /\/tablet\/buy-route-pass/);
  });
  test.afterAll(async () => cashier.close());

  for (const path of TABLET_PAGES) {
    test(`/tablet/${path}`, async () => {
      const problems: string[] = [];
      for (const lang of ['bg', 'en'] as const) {
        await cashier.page.evaluate((l) => window.localStorage.setItem('lang', l), lang);
        problems.push(...(await checkScreen(cashier.page, `/tablet/${path}`, lang)));
      }
      expect(problems).toEqual([]);
    });
  }
});
