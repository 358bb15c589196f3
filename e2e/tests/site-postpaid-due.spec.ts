import { expect, test } from '@playwright/test';
import { payOnGateway } from './support/sandbox-payment';

// Issue 32 item 9: a postpaid contract shows what it owes for toll and lets its customer pay it by
// card in the portal, a part or all of it, on a phone.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the customer pays part of what its postpaid contract owes by card', async ({ page }) => {
  await page.goto('/en/account/contract-management');
  await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('customer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account\/contract-management$/);
  const section = page
    .getByRole('region', { name: 'Balance and payments' })
    .filter({ has: page.getByRole('button', { name: 'Pay by card' }) })
    .first();
  const owed = section.getByText(/^Owed for toll: /);
  const before = Number((await owed.textContent())!.replace(/[^0-9.]/g, ''));
  expect(before).toBeGreaterThan(100);
  // the whole debt is offered; a part is typed over it, more than owed is refused at the button
  const amount = section.getByRole('textbox', { name: /^Amount to pay/ });
  await expect(amount).toHaveValue(before.toFixed(2));
  await amount.fill(String(before + 1));
  await section.getByRole('button', { name: 'Pay by card' }).click();
  await expect(section.getByText(/^Enter an amount from .* to /)).toBeVisible();
  await amount.fill('100.00');
  await section.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText('TEST GATEWAY — no real money')).toBeVisible({ timeout: 30_000 });
  await payOnGateway(page);
  await expect(
    page.getByText(/^Your payment of .*100\.00.* was received and booked to the contract$/),
  ).toBeVisible({ timeout: 30_000 });
  const after = page
    .getByRole('region', { name: 'Balance and payments' })
    .getByText(/^Owed for toll: /)
    .first();
  const left = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(before - 100);
  await expect(after).toContainText(left);
  await expect(page.getByRole('cell', { name: 'Payment of what is owed' }).first()).toBeVisible();
});
