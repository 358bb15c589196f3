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
  const total = page.getByTestId('trial-balance-total-EUR');
  await expect(total).toBeVisible();
  await expect(page.getByTestId('trial-balance-closing-EUR')).toHaveText('0.00');
  const cells = await total.locator('td').allTextContents();
  // [label, currency, opening, debits, credits, closing]
  expect(cells[2]).toBe('0.00');
  expect(Number(cells[3])).toBeGreaterThan(0);
  expect(Number(cells[3])).toBe(Number(cells[4]));

  await table
    .getByRole('row', { name: /Клиринг с картовия оператор EUR/ })
    .first()
    .click();
  const entries = page.getByTestId('ledger-entries');
  await expect(entries.getByRole('heading', { name: /Клиринг с картовия оператор/ })).toBeVisible();
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
});
