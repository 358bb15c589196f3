import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page-checks';
import { payOnGateway, uniquePlate } from './support/sandbox-payment';

// Issue #38 "done when", on a phone (390×844): a Romanian driver corrects "B123ABD" to "B123ABC"
// (here unique plates that differ in their last character) the day before the start, from the
// check page's card, pays the fee at the sandbox gateway, and the check then says the new plate is
// valid and the old one has nothing; and the demo driver's last-year annual vignette is bought
// again from the order history: "Buy again", then "Pay" (after the two acceptances spec §5
// requires of every purchase).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ready = (page: Page) => expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);

/** Tomorrow at Sofia midnight (a start the day after today, for a correction "the day before"). */
function tomorrowSofia(): string {
  const now = new Date();
  const sofia = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Sofia',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const midnightUtc = new Date(`${sofia}T00:00:00Z`).getTime();
  // Sofia is UTC+2 or +3: the next Sofia midnight is within a day of UTC midnight
  for (const offset of [2, 3]) {
    const candidate = new Date(midnightUtc + 24 * 3_600_000 - offset * 3_600_000);
    const back = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Sofia',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(candidate);
    if (back === '00' && candidate.getTime() > now.getTime()) return candidate.toISOString();
  }
  throw new Error('no Sofia midnight found');
}

test('a driver corrects a mistyped plate before the start and the check finds the new one', async ({
  page,
  request,
}) => {
  const typed = `${uniquePlate('B').slice(0, 7)}D`;
  const correct = `${typed.slice(0, -1)}C`;
  const email = 'ro.driver@example.ro';
  const order = await request.post('/api/purchasePayment?browser-language=en', {
    data: {
      vignettes: [
        { productId: 'car-weekly', countryCode: 'RO', lpn: typed, activationDate: tomorrowSofia() },
      ],
      email,
      consents: { terms: true, noRefund: true },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const form = (await order.json()) as {
    transId: string;
    payment: { action: string; fields: Record<string, string> };
  };
  await openPage(page, '/en/');
  await page.evaluate((gateway) => {
    const element = document.createElement('form');
    element.method = 'POST';
    element.action = gateway.action;
    for (const [name, value] of Object.entries(gateway.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.append(input);
    }
    document.body.append(element);
    element.submit();
  }, form.payment);
  await payOnGateway(page);
  await expect(page).toHaveURL(/\/en\/success\?trans_id=/, { timeout: 30_000 });

  // the check page: the vignette has not started, its card offers the correction
  await openPage(page, '/en/check-for-validity-of-e-vignette');
  await page
    .getByRole('combobox', { name: /Country of registration/ })
    .first()
    .selectOption('RO');
  await page
    .getByRole('textbox', { name: /Registration number/ })
    .first()
    .fill(typed);
  await page.getByRole('button', { name: 'Check', exact: true }).first().click();
  const card = page
    .getByRole('article')
    .filter({ hasText: `RO ${typed}` })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: 'Correct the plate' }).click();
  await expect(page).toHaveURL(/\/en\/plate-correction\?vignetteNumber=\d{14}$/);
  await ready(page);

  await page.getByRole('textbox', { name: /E-mail address of the purchase/ }).fill(email);
  await page.getByRole('textbox', { name: /Correct registration number/ }).fill(correct);
  await page.getByRole('button', { name: 'Check the correction' }).click();
  const quote = page.getByTestId('plate-correction-quote');
  await expect(quote).toContainText(`RO ${typed} → RO ${correct}`, { timeout: 30_000 });
  await expect(quote).toContainText('5.00');
  await quote.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await quote.getByRole('checkbox', { name: /not refunded/ }).check();
  await quote.getByRole('button', { name: 'Pay and correct' }).click();
  await payOnGateway(page);
  await expect(page).toHaveURL(/\/en\/success\?trans_id=/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'The plate of your vignette is corrected' }),
  ).toBeVisible({
    timeout: 30_000,
  });

  // the public check API: the new plate is valid at once, the old one has nothing
  const fresh = await (await request.get(`/check/vignette/plate/RO/${correct}`)).json();
  expect(fresh.vignette?.vignetteNumber).toMatch(/^\d{14}$/);
  const old = await (await request.get(`/check/vignette/plate/RO/${typed}`)).json();
  expect(old.vignette).toBeNull();
});

test('last year’s annual vignette is bought again from the order history', async ({ page }) => {
  await openPage(page, '/en/account/orderHistory');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('driver');
  await page.getByRole('textbox', { name: 'Password' }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account\/orderHistory$/);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const order = page.getByRole('region').filter({ hasText: 'CB4500KP' }).first();
  await expect(order).toBeVisible({ timeout: 30_000 });

  // tap 1: Buy again → the cart with the same vehicle and product, starting today
  await order.getByRole('link', { name: /^Buy again/ }).click();
  await expect(page).toHaveURL(/\/en\/shopping-cart$/, { timeout: 30_000 });
  await expect(page.getByText(/Added to your cart to renew: 1/)).toBeVisible({ timeout: 30_000 });
  const cart = page.getByRole('region', { name: 'E-vignettes' });
  await expect(cart).toContainText('CB4500KP');
  await expect(cart).toContainText(/Annual/);

  // tap 2: Pay (after the two acceptances), then the sandbox gateway
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /cannot be changed or refunded/ }).check();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await payOnGateway(page);
  await expect(page).toHaveURL(/\/en\/success\?trans_id=/, { timeout: 30_000 });
  await expect(page.getByTestId('sale-success')).toContainText('CB4500KP', { timeout: 30_000 });
});
