import { expect } from '@playwright/test';
import { axeViolations, openPage, test } from './support/page-checks';
import { cartVignette } from './support/sale-fixtures';
import { openGateway, orderVignettes, payOnGateway, uniquePlate } from './support/sandbox-payment';

// The pages the buyer returns to from the card gateway (spec §4, §8), each reached for real: a
// sale ordered through the API and paid (or not) on the sandbox gateway's pages, whose signed
// result comes back through the browser. Declined card, an unverified (duplicate) result, a
// vignette bought meanwhile by someone else; the cart's guard against paying twice; my orders.

// One browser page serves the whole worker (support/page-checks.ts): start each test afresh.
test.afterAll(async ({ sitePage }) => {
  await openPage(sitePage, '/en/');
  await sitePage.evaluate(() => {
    window.localStorage.removeItem('cart.site');
    window.localStorage.removeItem('cart.site.pending');
  });
});

test('a declined card says why, that nothing was charged, and leads back to the cart', async ({
  sitePage: page,
}) => {
  const order = await orderVignettes(
    page.request,
    [{ lpn: uniquePlate('DC') }],
    'declined@example.bg',
  );
  await openPage(page, '/en/');
  await openGateway(page, order.payment);
  await payOnGateway(page, { card: 'other' });
  await expect(page).toHaveURL(new RegExp(`/en/failed-transaction\\?trans_id=${order.transId}$`), {
    timeout: 30_000,
  });
  const failed = page.getByTestId('sale-failed-payment');
  await expect(failed).toContainText("The bank's answer:");
  await expect(failed).toContainText('Nothing was charged');
  await expect(failed.getByRole('link', { name: 'Back to the cart' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a result the bank has not confirmed keeps the page waiting and says not to pay again', async ({
  sitePage: page,
}) => {
  const order = await orderVignettes(
    page.request,
    [{ lpn: uniquePlate('DU') }],
    'unsure@example.bg',
  );
  await openPage(page, '/en/');
  await page.evaluate((transId) => {
    window.localStorage.setItem(
      'cart.site.pending',
      JSON.stringify({ transId, orderNumber: '', itemIds: [], startedAt: '' }),
    );
  }, order.transId);
  await openGateway(page, order.payment);
  await payOnGateway(page, { outcome: 'duplicate' });
  await expect(page).toHaveURL(new RegExp(`/en/success\\?trans_id=${order.transId}$`), {
    timeout: 30_000,
  });
  await expect(page.getByTestId('sale-pending')).toContainText('Do not pay again');
  expect(await axeViolations(page)).toEqual([]);

  // The cart will not start a second payment while this one is being checked.
  await page.evaluate(
    (vignette) => {
      window.localStorage.setItem(
        'cart.site',
        JSON.stringify({ vignettes: [vignette], routePasses: [], email: 'unsure@example.bg' }),
      );
    },
    cartVignette('v1', uniquePlate('DV')),
  );
  await openPage(page, '/en/shopping-cart');
  await expect(page.getByTestId('pending-payment')).toContainText('Do not pay again');
  await expect(page.getByTestId('pay-button')).toBeDisabled();
});

test('a vignette bought meanwhile by someone else fails activation, and the page says it is refunded', async ({
  sitePage: page,
}) => {
  const plate = uniquePlate('FA');
  const first = await orderVignettes(page.request, [{ lpn: plate }], 'first@example.bg');
  const second = await orderVignettes(
    page.request,
    [
      { lpn: plate, productId: 'car-monthly' },
      { lpn: uniquePlate('FB'), productId: 'car-monthly' },
    ],
    'second@example.bg',
  );
  await openPage(page, '/en/');
  await openGateway(page, first.payment);
  await payOnGateway(page);
  await expect(page).toHaveURL(/\/en\/success\?/, { timeout: 30_000 });
  await expect(page.getByTestId('sale-success')).toBeVisible({ timeout: 30_000 });

  await openGateway(page, second.payment);
  await payOnGateway(page);
  await expect(page).toHaveURL(new RegExp(`/en/failed-activation\\?trans_id=${second.transId}$`), {
    timeout: 30_000,
  });
  const view = page.getByTestId('sale-failed-activation');
  await expect(
    view.getByRole('heading', { name: 'A vignette could not be activated' }),
  ).toBeVisible();
  await expect(view).toContainText(/refunded to your card/);
  await expect(view).toContainText('Not activated: This vehicle already has a vignette');
  await expect(view.getByRole('link', { name: 'Contact us' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the cart: a route pass needs its vehicle before it can be paid', async ({
  sitePage: page,
}) => {
  await openPage(page, '/en/');
  await page.evaluate(
    (vignette) => {
      window.localStorage.removeItem('cart.site.pending');
      window.localStorage.setItem(
        'cart.site',
        JSON.stringify({
          vignettes: [vignette],
          routePasses: [
            {
              id: 'r1',
              type: 'ROUTE_PASS',
              addedAt: new Date().toISOString(),
              request: {
                points: [{ placeId: 'sofia' }, { placeId: 'plovdiv' }],
                vehicle: { category: 'FROM_3_5_TO_12T' },
                emissionClassId: 6,
              },
              pointNames: ['Sofia', 'Plovdiv'],
              price: { amount: 20.5, minor: 2050, currency: 'EUR' },
              currencyAmount: { amountBGN: 40.09, amountEUR: 20.5 },
              validity: {
                from: new Date().toISOString(),
                to: new Date(Date.now() + 86_400_000).toISOString(),
              },
            },
          ],
          email: 'haulier@example.bg',
        }),
      );
    },
    cartVignette('v1', uniquePlate('RP')),
  );
  await openPage(page, '/en/shopping-cart');
  const pass = page.getByTestId('cart-route-pass');
  await expect(pass).toContainText('Route pass Sofia → Plovdiv');
  await expect(pass).toContainText('Enter the vehicle this route pass is for.');
  await pass.getByRole('textbox', { name: 'Registration number', exact: true }).fill('B123ABC');
  await pass.getByRole('textbox', { name: 'Registration number again' }).fill('b 123 abc');
  await pass.getByLabel('Country of registration').selectOption('RO');
  await pass.getByRole('button', { name: 'Save the vehicle' }).click();
  await expect(pass).toContainText('Vehicle: B123ABC (RO)');
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole('button', { name: 'Remove Route pass Sofia → Plovdiv from the cart' })
    .click();
  await expect(page.getByTestId('cart-route-pass')).toHaveCount(0);
});

test('my orders: current ones by default, all on request, with states and PDFs (login)', async ({
  sitePage: page,
}) => {
  // The demo driver's quarterly vignette (README "Demo data").
  await openPage(page, '/en/account/orderHistory');
  await expect(page).toHaveURL(/\/en\/login\?returnTo=/);
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('driver');
  await page.getByRole('textbox', { name: 'Password' }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account\/orderHistory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByText('B123ABC').first()).toBeVisible();
  await expect(page.getByText('Paid and activated').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Download vignette/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByText('B123ABC').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => window.sessionStorage.clear());
});

test('a paid violation has its own result: document number, amount, "paid", its document', async ({
  sitePage: page,
}) => {
  const response = await page.request.post('/api/purchasePayment?browser-language=en', {
    data: {
      delicts: [{ documentNumber: 'EF0000000401', ownerId: '9211034562' }],
      email: 'violation.result@example.bg',
      consents: { terms: true, noRefund: true, wrongPlate: true },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const order = (await response.json()) as Awaited<ReturnType<typeof orderVignettes>>;
  await openPage(page, '/en/');
  await openGateway(page, order.payment);
  await payOnGateway(page);
  await expect(page).toHaveURL(new RegExp(`/en/success\\?trans_id=${order.transId}$`), {
    timeout: 30_000,
  });
  const success = page.getByTestId('sale-success');
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(
    success.getByRole('heading', { level: 2, name: 'Your violations are paid' }),
  ).toBeVisible();
  await expect(success).toContainText('documents of the paid violations');
  const item = success.getByTestId('sale-item');
  await expect(item).toContainText('Document number');
  await expect(item).toContainText('EF0000000401');
  await expect(item).toContainText('Amount');
  await expect(item).toContainText('Paid');
  await expect(
    item.getByRole('link', { name: 'Download document EF0000000401 (PDF)' }),
  ).toBeVisible();
  // Nothing of vignettes: no validity, no "active", no "buy another e-vignette".
  for (const words of ['vignettes are active', 'Validity', 'Active', 'e-vignette'])
    await expect(success).not.toContainText(words);
  await expect(success.getByRole('link', { name: 'Check for other violations' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
