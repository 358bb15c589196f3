import { expect, test, type Page } from '@playwright/test';
import { openOfficeAs } from './support/office';

// International toll (MSTS, issue #21; the browser tests run with the MSTS flag on): the contract's
// Euro-toll credit limit bounds its unbilled international toll. The accountant sees the use
// against the limit on the contract's MSTS tab and raises the limit in the contract form.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню на бек офиса' });

test('an accountant sees the unbilled toll against the Euro-toll limit and raises it', async ({
  page,
}) => {
  await openOfficeAs(page, 'accountant');
  await menu(page).getByRole('link', { name: 'MSTS трансакции' }).click();
  const table = page.getByRole('table').first();
  const contract = (await table
    .getByRole('row', { name: /AT-ASFINAG/ })
    .first()
    .getByRole('link')
    .textContent())!.trim();
  await table.getByRole('link', { name: contract }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(contract) })).toBeVisible();
  const mstsTab = page.getByRole('tab', { name: 'Международно тол таксуване (MSTS)' });
  await mstsTab.click();
  // the demo contracts with international toll have 20,000.00 EUR
  await expect(page.getByText(/^Нефактурирани .+ EUR от 20\s000,00 EUR$/)).toBeVisible();
  await expect(page.getByTestId('msts-limit-reached')).toHaveCount(0);

  await page.getByRole('button', { name: 'Редактиране', exact: true }).click();
  await page.getByRole('tab', { name: 'Договор' }).click();
  const limit = page.getByRole('textbox', { name: 'Кредитен лимит, Евро тол (EUR)' });
  // the schema form shows money in the language's decimals (issue #32: no "0.00" in Bulgarian)
  await expect(limit).toHaveValue('20000,00');
  await limit.fill('25000');
  await page.getByRole('button', { name: 'Запазване на промените' }).click();
  await expect(page.getByText('Промените са запазени.')).toBeVisible();
  await mstsTab.click();
  await expect(page.getByText(/^Нефактурирани .+ EUR от 25\s000,00 EUR$/)).toBeVisible();
});
