import { expect, type Page } from '@playwright/test';

/**
 * A prerendered site page shows its fields before React takes them over; text typed before that
 * is replaced by the hydrated state. Waits until the page is live (office and tablet pages render in
 * the browser only).
 */
async function untilLive(page: Page) {
  if (/\/(office|tablet)\//.test(new URL(page.url()).pathname)) return;
  await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
}

/** Types into a searchable combobox (a place search) and picks the first matching option. */
export async function choose(page: Page, field: string, typed: string, option: RegExp | string) {
  await untilLive(page);
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expect(input).toHaveValue(option);
}

/** Opens a select-like combobox and picks the option with exactly this name. */
export async function chooseOption(page: Page, field: string, option: string) {
  await untilLive(page);
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: field, exact: true })).toHaveValue(option);
}
