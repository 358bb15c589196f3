import { expect, type Page } from '@playwright/test';

/** Types into a searchable combobox (a place search) and picks the first matching option. */
export async function choose(page: Page, field: string, typed: string, option: RegExp | string) {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expect(input).toHaveValue(option);
}

/** Opens a select-like combobox and picks the option with exactly this name. */
export async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: field, exact: true })).toHaveValue(option);
}
