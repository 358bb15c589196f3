import { expect, test } from '@playwright/test';
import { openPage } from './support/page-checks';

// Page behaviour of spec §2: the bare noheader mode on inner pages, the crash page with its back
// button and the error report, the maintenance overlay while sales are paused, and the hidden
// feature-flag overlay with its password.

// The default flags with SALES off, as the bit string of packages/domain (SALES is the 9th bit).
const SALES_OFF = '110011110';
// The browser tests' server runs with FEATURE_FLAGS MSTS=on (playwright.config.ts, the 4th bit), so
// the overlay, which starts from the server's flags, stores those with SALES off.
const SERVER_FLAGS_SALES_OFF = '110111110';

test('noheader hides header and footer on inner pages and keeps links as text', async ({
  page,
}) => {
  await openPage(page, '/en/faq?noheader=1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
});

test('a page that fails shows the crash page, reports the error and goes back with a reload', async ({
  page,
}) => {
  await openPage(page, '/en/contacts');
  await page.route(/\/assets\/faq-route-page-.*\.js/, (route) => route.abort());
  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/front-end-error') && request.method() === 'POST',
  );
  await page.getByRole('main').getByRole('link', { name: 'frequently asked questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const body = (await report).postDataJSON() as { text: string; userId: string | null };
  expect(body.text).toContain('/en/faq');
  expect(body.userId).toBeNull();

  await page.unroute(/\/assets\/faq-route-page-.*\.js/);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Back' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/en\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
});

test('a new page opens at its top; back returns to where the last one was left', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await openPage(page, '/en/');
  await page.evaluate(() => window.scrollTo(0, 600));
  const contacts = page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' });
  await contacts.scrollIntoViewIfNeeded();
  const left = await scrollY();
  expect(left).toBeGreaterThan(300);
  await contacts.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect.poll(scrollY).toBe(left);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
});

test('paused sales show the maintenance overlay over every page', async ({ page }) => {
  await page.addInitScript((bits) => localStorage.setItem('featureFlags', bits), SALES_OFF);
  await openPage(page, '/bg/about-e-vignette');
  const overlay = page.getByRole('dialog', { name: 'Продажбите са спрени' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('планирана профилактика от Агенция „Пътна инфраструктура“');
});

test('the hidden feature-flag overlay asks the server for the password and toggles local flags', async ({
  page,
}) => {
  await openPage(page, '/en/');
  await page.keyboard.press('Control+Alt+Shift+KeyF');
  const panel = page.getByRole('dialog', { name: 'Feature flags' });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await panel.getByRole('button', { name: 'Unlock' }).click();
  await expect(panel.getByText('Wrong password')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Password' }).fill('e2e-overlay-secret');
  await panel.getByRole('button', { name: 'Unlock' }).click();

  const sales = panel.getByRole('checkbox', { name: 'SALES' });
  await expect(sales).toBeChecked();
  await sales.uncheck();
  expect(await page.evaluate(() => localStorage.getItem('featureFlags'))).toBe(
    SERVER_FLAGS_SALES_OFF,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sales are suspended' })).toBeVisible();

  await page.keyboard.press('Control+Alt+Shift+KeyF');
  await panel.getByRole('button', { name: "Reset to the server's flags" }).click();
  expect(await page.evaluate(() => localStorage.getItem('featureFlags'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
