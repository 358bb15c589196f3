import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';
import { payOnGateway } from './support/sandbox-payment';

// Money gaps (#19): the demo customer tops up its prepaid contract by card; the accountant
// refunds that top-up from the contract's payments tab (a reason, then the No/Yes confirmation)
// and moves money from the main to the secondary balance as an internal transfer; the bank
// screen's manual assignment offers a sale partner.

test('the accountant refunds a card top-up and makes an internal transfer', async ({
  page: site,
  browser,
}) => {
  let page = site;
  await page.goto('/en/account/contract-management');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('customer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account\/contract-management$/);
  const section = page
    .getByRole('region', { name: 'Balance and payments' })
    .filter({ has: page.getByRole('button', { name: 'Top up by card' }) })
    .first();
  await section.getByRole('textbox', { name: /^Top-up amount/ }).fill('12.34');
  await section.getByRole('button', { name: 'Top up by card' }).click();
  await expect(page.getByText('TEST GATEWAY — no real money')).toBeVisible({ timeout: 30_000 });
  await payOnGateway(page);
  await expect(
    page.getByText(/^Your payment of .*12\.34.* was received and booked to the contract$/),
  ).toBeVisible({ timeout: 30_000 });

  page = await (await browser.newContext()).newPage();
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/en/contract-management?f_status=ACTIVE&f_accountType=1&q=C-100001');
  await page
    .getByRole('link', { name: /^Open contract A\d{8}$/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Payments' }).click();
  const payments = page.getByTestId('contract-payments');
  const row = payments.getByRole('row').filter({ hasText: '12.34' }).first();
  await row.getByRole('button', { name: 'Refund' }).click();
  const ask = page.getByRole('dialog', { name: /^Refund of payment P\d+$/ });
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(ask.getByText('This field is required')).toBeVisible();
  await ask.getByRole('textbox', { name: 'Reason for the refund' }).fill('E2E: paid twice');
  await ask.getByRole('button', { name: 'OK' }).click();
  const confirm = page.getByRole('dialog', { name: /^Refund of payment P\d+$/ });
  await expect(confirm.getByText(/^Refund .*12\.34.* to the card\?/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(row.getByText('Refunded')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  const transfer = page.getByRole('region', { name: 'Internal transfer' });
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('1.00');
  await transfer.getByRole('textbox', { name: 'Reason' }).fill('E2E: reserve for the trailer');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByText(/^The transfer is booked \(payment P\d+\)$/)).toBeVisible();
  await expect(
    transfer.getByTestId('internal-transfers').getByRole('cell', { name: /Secondary balance$/ }),
  ).toBeVisible();
  await expect(
    payments.getByRole('row').filter({ hasText: 'E2E: reserve for the trailer' }),
  ).toContainText('Internal');

  // the demo statement's unknown payer: its assignment dialog offers a sale partner
  await page.goto('/office/en/bank-report');
  await page
    .getByRole('button', { name: /^Assign payment / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Assign a payment by hand' });
  await dialog.getByText('To a sale partner').click();
  await expect(dialog.getByRole('combobox', { name: 'Sale partner' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book to the partner' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
