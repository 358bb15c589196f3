import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { choose } from './support/comboboxes';
import { uniquePlate } from './support/sandbox-payment';

// The three public flows at 390×844 (issue 23): the purchase wizard's review step shows every value
// on one line; screenshots of the purchase, route-pass and delict flows are kept in
// test-results/mobile/ for review.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shots = fileURLToPath(new URL('../../test-results/mobile/', import.meta.url));
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}${name}.png`, fullPage: true });

const ready = (page: Page) => expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);

test('the review step reads each value on one line', async ({ page }) => {
  await page.goto('/en/buy-vignette');
  await ready(page);
  const wizard = page.getByTestId('purchase-wizard');
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  await wizard.locator('input[name="vehicleType"][value="car"]').check({ force: true });
  await next.click();
  await wizard.locator('input[name="period"][value="ANNUAL"]').check({ force: true });
  await next.click();
  const plate = uniquePlate('CA');
  await wizard.getByRole('textbox', { name: 'Registration number', exact: true }).fill(plate);
  await wizard.getByRole('textbox', { name: 'Registration number again' }).fill(plate);
  await shot(page, 'purchase-details');
  await next.click();
  await wizard.getByRole('textbox', { name: 'E-mail' }).fill('mobile.buyer@example.bg');
  await next.click();
  await expect(
    wizard.getByRole('heading', { name: '5. Review and add to the cart' }),
  ).toBeFocused();
  const summary = wizard.getByTestId('draft-summary');
  await expect(summary).toContainText('From the moment of payment');
  await shot(page, 'purchase-review');
  const lines = await summary.locator('dd > span').evaluateAll((spans) =>
    spans.map((span) => {
      const lineHeight = parseFloat(getComputedStyle(span).lineHeight) || 20;
      return {
        text: span.textContent ?? '',
        lines: Math.round(span.getBoundingClientRect().height / lineHeight),
      };
    }),
  );
  expect(lines.length).toBe(6);
  expect(lines.filter((line) => line.lines > 1)).toEqual([]);
});

test('the route-pass planner and the delict check at 390×844 (screenshots)', async ({ page }) => {
  await page.goto('/en/buy-route-pass');
  await ready(page);
  await choose(page, 'Start', 'sofia', 'Sofia');
  await choose(page, 'Destination', 'burg', 'Burgas');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('route-result')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'route-pass-result');
  // Nothing wider than the screen but the segment table's own scroll box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);

  await page.goto('/en/pay-delict');
  await ready(page);
  await page.getByRole('textbox', { name: /Licence plate/ }).fill('PB7788TX');
  await page.getByRole('textbox', { name: /Owner's EGN or UIC/ }).fill('201554321');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Violations found: 2' })).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, 'delict-results');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
