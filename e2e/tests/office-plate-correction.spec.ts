import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';
import { uniquePlate } from './support/sandbox-payment';

// Issue #38: a caller at the counter has a vignette, starting in three days, with a mistyped plate;
// the demo cashier (point of sale 1, today's open shift) corrects it from the counter cart for
// cash, and the public check finds the vignette on the corrected plate at once.

test('the cashier corrects a caller’s plate at the counter for cash', async ({ page, request }) => {
  const typed = `${uniquePlate('PB').slice(0, 8)}X`;
  const correct = `${typed.slice(0, -1)}Y`;
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const login = await request.post('/api/user/authenticate', {
    data: { userName: 'cashier', password: 'Demo2026' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  // the demo leaves a shift open at POS 1; another walk may have closed it: open one if so
  const shift = await request.post('/api/cashiershift/start', {
    headers: { authorization: `Bearer ${token}` },
    data: { posId: 1 },
  });
  expect([201, 409], await shift.text()).toContain(shift.status());
  const sold = await request.post('/api/counter-sales', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      posId: 1,
      paymentMethod: 'CASH',
      vignettes: [
        { productId: 'car-weekly', countryCode: 'BG', lpn: typed, activationDate: start },
      ],
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const number = ((await sold.json()) as { items: { vignetteNumber: string }[] }).items[0]!
    .vignetteNumber;

  await openOfficeAs(page, 'cashier');
  await page.goto('/office/en/shopping-cart');
  await page.getByRole('button', { name: 'Correct a plate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the plate of a vignette' });
  await dialog.getByRole('textbox', { name: 'Vignette number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Correct registration number' }).fill(correct);
  await dialog.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(dialog.getByTestId('correction-quote')).toContainText(`BG ${correct}`);
  await dialog.getByTestId('counter-sell').click();
  const outcome = page.getByTestId('counter-outcome');
  await expect(outcome.getByRole('heading', { name: /^Sale \d+ is made$/ })).toBeVisible({
    timeout: 30_000,
  });
  const check = await (await request.get(`/check/vignette/plate/BG/${correct}`)).json();
  expect(check.vignette?.vignetteNumber).toBe(number);
  const old = await (await request.get(`/check/vignette/plate/BG/${typed}`)).json();
  expect(old.vignette).toBeNull();
});
