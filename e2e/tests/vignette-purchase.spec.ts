import { expect, type Page } from '@playwright/test';
import { axeViolations, openPage, test, watchErrors } from './support/page-checks';
import { waitForMail } from './support/mailbox';
import { uniquePlate } from './support/sandbox-payment';

// The e-vignette purchase (spec §1, §2, §4, §5): the five-step wizard from the keyboard, the plate
// typed twice, a chosen start, two vignettes into one cart, paid in one payment through the
// sandbox gateway's pages, the success page, and the receipt mail with a PDF per vignette.

/** A Sofia-time start for the datetime field, `days` ahead at 10:00. */
function startInDays(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Sofia',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
  return `${parts}T10:00`;
}

// One browser page serves the whole worker (support/page-checks.ts): start each test afresh.
test.beforeEach(async ({ sitePage }) => {
  await sitePage.unrouteAll({ behavior: 'ignoreErrors' });
});

test.afterAll(async ({ sitePage }) => {
  await sitePage.unrouteAll({ behavior: 'ignoreErrors' });
});

const wizard = (page: Page) => page.getByTestId('purchase-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Next', exact: true });

async function buyVignette(
  page: Page,
  vehicle: 'car' | 'trailer',
  period: string,
  plate: string,
  { start, axe = false, email: address }: { start?: string; axe?: boolean; email?: string } = {},
) {
  // Step 1 by keyboard: arrow keys move between the vehicle types, Enter on Next goes on.
  await expect(
    wizard(page).getByRole('heading', { name: '1. Choose the vehicle type' }),
  ).toBeVisible();
  const first = wizard(page).locator('input[name="vehicleType"]').first();
  await first.focus();
  await page.keyboard.press('Space');
  if (vehicle === 'trailer') await page.keyboard.press('ArrowDown');
  await expect(wizard(page).locator(`input[name="vehicleType"][value="${vehicle}"]`)).toBeChecked();
  await next(page).focus();
  await page.keyboard.press('Enter');

  const periodHeading = wizard(page).getByRole('heading', { name: '2. Choose the period' });
  await expect(periodHeading).toBeFocused();
  await wizard(page).locator(`input[name="period"][value="${period}"]`).check();
  await expect(wizard(page).locator(`label[data-value="${period}"]`)).toContainText('€');
  await expect(wizard(page).locator(`label[data-value="${period}"]`)).toContainText('BGN');
  await next(page).click();

  await expect(
    wizard(page).getByRole('heading', { name: '3. Registration number and start' }),
  ).toBeFocused();
  await expect(wizard(page).getByLabel('Country of registration')).toHaveValue('BG');
  await expect(wizard(page).getByText('Check the registration number carefully')).toBeVisible();
  await wizard(page).getByRole('textbox', { name: 'Registration number', exact: true }).fill(plate);
  await wizard(page).getByRole('textbox', { name: 'Registration number again' }).fill(`${plate}X`);
  await next(page).click();
  await expect(wizard(page).getByText('The two registration numbers differ')).toBeVisible();
  if (axe) expect(await axeViolations(page), 'axe on step 3 with an error').toEqual([]);
  // Cyrillic look-alikes, spaces and case do not count: "са 1234 вх" is CA1234BX.
  await wizard(page)
    .getByRole('textbox', { name: 'Registration number again' })
    .fill(plate.toLowerCase().replace(/^CA/, 'са '));
  if (start) {
    await wizard(page).getByText('From a date and time I choose').click();
    await wizard(page).getByLabel('Start (Bulgarian time)').fill(start);
  }
  await expect(wizard(page).getByTestId('validity-preview')).toContainText(/valid from/i);
  await next(page).click();

  await expect(
    wizard(page).getByRole('heading', { name: '4. E-mail for the receipt' }),
  ).toBeFocused();
  const email = wizard(page).getByRole('textbox', { name: 'E-mail' });
  if (address) await email.fill(address);
  else if ((await email.inputValue()) === '') await email.fill('buyer@example.bg');
  await next(page).click();

  await expect(
    wizard(page).getByRole('heading', { name: '5. Review and add to the cart' }),
  ).toBeFocused();
  return wizard(page).getByTestId('draft-verdict');
}

test('buys two vignettes in one payment through the sandbox gateway and gets the receipt', async ({
  sitePage: page,
}) => {
  const car = uniquePlate('CA');
  const trailer = uniquePlate('PB');
  const buyer = `${car.toLowerCase()}@example.bg`;
  const watch = watchErrors(page);
  await openPage(page, '/en/buy-vignette');
  await page.evaluate(() => {
    window.localStorage.removeItem('cart.site');
    window.localStorage.removeItem('cart.site.pending');
    window.sessionStorage.clear();
  });
  await page.reload();
  await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);

  const first = await buyVignette(page, 'car', 'ANNUAL', car, { axe: true, email: buyer });
  await expect(first).toContainText('This vignette can be bought.');
  await expect(first).toContainText('€');
  expect(await axeViolations(page), 'axe on the review step').toEqual([]);
  await wizard(page).getByRole('button', { name: 'Add and buy another vignette' }).click();
  await expect(wizard(page).getByRole('status').first()).toContainText(
    `Added to the cart: Annual, ${car}`,
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart: 1 item' })).toBeVisible();

  await expect(
    await buyVignette(page, 'trailer', 'WEEKEND', trailer, { start: startInDays(3) }),
  ).toContainText('This vignette can be bought.');
  await wizard(page).getByRole('button', { name: 'Add to the cart and pay' }).click();

  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  const items = page.getByTestId('cart-vignette');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(car);
  await expect(items.nth(1)).toContainText(trailer);
  await expect(page.getByTestId('item-problems')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toContainText('€');
  await expect(page.getByTestId('cart-total')).toContainText('BGN');
  await expect(page.getByRole('textbox', { name: 'E-mail for the receipt' })).toHaveValue(buyer);

  // The acceptances of spec §5 are required before paying.
  await page.getByTestId('pay-button').click();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await expect(page.getByText('You must accept that after activation changes')).toBeVisible();
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByLabel(/after activation an e-vignette cannot be changed/).check();
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  expect(await axeViolations(page), 'axe on the cart').toEqual([]);

  // Our pages so far without console errors (the gateway's pages are another site's).
  watch.stop();
  expect(watch.errors).toEqual([]);

  // Pay: the sandbox gateway's card page (the approving test Visa), its 3-D Secure code, and
  // back to the success page with both vignettes active, and the cart empty.
  await page.getByTestId('pay-button').click();
  await expect(page.getByText('TEST GATEWAY — no real money')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: /4341 7920 0000 0044/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill('111111');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en\/success\?trans_id=/, { timeout: 30_000 });
  const success = page.getByTestId('sale-success');
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success.getByTestId('sale-item')).toHaveCount(2);
  await expect(success).toContainText(car);
  await expect(success).toContainText(trailer);
  await expect(success.getByRole('link', { name: /Download vignette/ })).toHaveCount(2);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).not.toContainText(
    /[12] item/,
  );
  expect(await axeViolations(page), 'axe on the success page').toEqual([]);

  const mail = await waitForMail(buyer);
  expect(mail.attachments.map((a) => a.contentType)).toEqual([
    'application/pdf',
    'application/pdf',
  ]);
  expect(mail.text).toContain(car);
  expect(mail.text).toContain(trailer);
});

test('a second vignette for the same car and period is refused before it reaches the cart', async ({
  sitePage: page,
}) => {
  const car = uniquePlate('CA');
  await openPage(page, '/en/weekly-e-vignette');
  await page.evaluate(() => {
    window.localStorage.setItem('cart.site', JSON.stringify({ vignettes: [], routePasses: [] }));
    window.localStorage.removeItem('cart.site.pending');
    window.sessionStorage.clear();
  });
  await page.getByRole('link', { name: 'Buy a weekly e-vignette' }).click();
  await expect(page).toHaveURL(/\/en\/buy-vignette$/);
  await expect(await buyVignette(page, 'car', 'WEEKLY', car)).toContainText(
    'This vignette can be bought.',
  );
  await wizard(page).getByRole('button', { name: 'Add and buy another vignette' }).click();

  // The same car and period again overlaps the draft already in the cart.
  await expect(await buyVignette(page, 'car', 'WEEKLY', car)).toContainText(
    'overlaps item 1 of your cart for the same vehicle',
  );
  await expect(
    wizard(page).getByRole('button', { name: 'Add and buy another vignette' }),
  ).toBeDisabled();
});
