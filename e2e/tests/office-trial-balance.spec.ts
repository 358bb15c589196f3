import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Spec §2 trial-balance, §6 (accountant or admin, tolling mode), issue #19: the demo accountant
// opens the trial balance of this month, the total row of each currency closes at zero and its
// debits equal its credits, and a click on the card-gateway clearing account shows its entries.

test('the accountant opens the trial balance, the totals are zero and an account drills down', async ({
  page,
}) => {
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/bg/trial-balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Оборотна ведомост' })).toBeVisible();
  const table = page.getByTestId('trial-balance');
  await expect(table).toBeVisible();
  // the totals of the whole list under the office's one table, in Bulgarian decimals
  await expect(page.getByTestId('trial-balance-total-EUR')).toBeVisible();
  await expect(page.getByTestId('trial-balance-closing-EUR')).toHaveText('0,00');
  await expect(page.getByTestId('trial-balance-opening-EUR')).toHaveText('0,00');
  const figure = async (name: string) =>
    Number(
      (await page.getByTestId(`trial-balance-${name}-EUR`).innerText())
        .replace(/\s/g, '')
        .replace(',', '.'),
    );
  expect(await figure('debits')).toBeGreaterThan(0);
  expect(await figure('debits')).toBe(await figure('credits'));
  // the period is in the address: a reload shows the same view
  await page.getByRole('combobox', { name: 'Валута' }).selectOption('EUR');
  await expect(page).toHaveURL(/f_currency=EUR/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Валута' })).toHaveValue('EUR');

  // each account with its code of the chart of accounts; the period's journal for a package
  await expect(table.getByRole('cell', { name: '509', exact: true }).first()).toBeVisible();
  const journal = page.getByRole('region', { name: 'Журнал на периода' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    journal.getByRole('button', { name: 'Изтегляне (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^journal-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.split('\n')[0]).toContain('Счетоводна сметка,Вид сметка,Контрагент,Дебит,Кредит');
  expect(csv).toMatch(/,509,/);

  await table
    .getByRole('row', { name: /Клиринг с картовия оператор EUR/ })
    .first()
    .click();
  const entries = page.getByTestId('ledger-entries');
  await expect(entries.getByRole('heading', { name: /Клиринг с картовия оператор/ })).toBeVisible();
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
});
