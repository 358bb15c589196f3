import { expect, test } from '@playwright/test';
import { choose } from './support/comboboxes';
import { uniquePlate } from './support/sandbox-payment';

// Issue 32 items 1 and 6 on the tablet: a pass started "now" carries no start of its own (it
// starts at the sale); a chosen start that has passed is refused at the Sell button with a
// one-tap fix; a plate typed twice counts without "Save the vehicle".

test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

test('the tablet sells a pass whose start had passed after one tap, with the typed plate', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  const plate = uniquePlate('CT');
  await page.goto('/tablet/login');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('cashier');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).tap();
  await expect(page).toHaveURL(/\/tablet\/buy-route-pass$/);
  const strip = page.getByTestId('tablet-shift');
  const open = strip.getByRole('button', { name: 'Open shift', exact: true });
  const close = strip.getByRole('button', { name: 'Close shift', exact: true });
  await expect(open.or(close)).toBeVisible();
  if (await open.isVisible()) await open.tap();
  await expect(page.getByTestId('tablet-shift-open')).toBeVisible();

  await choose(page, 'Start', 'sofia', 'Sofia');
  await choose(page, 'Destination', 'burg', 'Burgas');
  await page.getByRole('button', { name: 'Calculate', exact: true }).tap();
  await expect(page.getByTestId('route-result')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add to cart', exact: true }).tap();
  await expect(page.getByText('The route pass has been added to the cart.')).toBeVisible();

  const stored = await page.evaluate(() => window.localStorage.getItem('cart.office'));
  const cart = JSON.parse(stored ?? '{}') as {
    routePasses: { request: Record<string, unknown> }[];
  };
  expect(cart.routePasses).toHaveLength(1);
  expect(cart.routePasses[0]?.request).not.toHaveProperty('startTime');
  // A start chosen two hours ago, passed by now.
  cart.routePasses[0]!.request.startTime = new Date(Date.now() - 2 * 3600_000).toISOString();
  await page.evaluate(
    (text) => window.localStorage.setItem('cart.office', text),
    JSON.stringify(cart),
  );
  await page.goto('/tablet/shopping-cart');

  const pass = page.getByTestId('cart-route-pass');
  await expect(pass).toHaveCount(1);
  await expect(pass).toContainText('Route pass Sofia → Burgas');
  await pass.getByRole('textbox', { name: 'Registration number', exact: true }).fill(plate);
  await pass.getByRole('textbox', { name: 'Registration number again' }).fill(plate);
  await page.getByRole('button', { name: /^Sell for / }).tap();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText(/Route pass .*: The chosen start, .*, has passed\./);
  await expect(refusal).toBeInViewport();
  await page.getByRole('button', { name: 'Start at the moment of payment' }).last().tap();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: /^Sell for / }).tap();
  const sold = page.getByTestId('tablet-sold');
  await expect(sold).toContainText(/Sale \S+ done/, { timeout: 30_000 });
  await expect(sold).toContainText(plate);
});
