import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { choose, chooseOption } from './support/comboboxes';
import { axeViolations, openPage, test, watchErrors } from './support/page-checks';
import { payOnGateway, uniquePlate } from './support/sandbox-payment';

// A route pass bought for real (spec §2, §3, §5): a signed-in haulier plans a four-point route on
// the map page, describes the vehicle, puts the pass in the cart, enters the plate, pays on the
// sandbox card gateway, gets its PDF from the success page, and opens the pass as its owner on
// buy-route-pass/{id}: the facts, the route on the map, the downloads, and a new pass from it that
// reaches the cart with the same vehicle (points, category, emission class, country and plate).

/** Adds the calculated route to the cart and opens the cart from the header. */
async function addToCartAndOpenIt(page: Page) {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('The route pass has been added to the cart.')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart: 1 / })
    .click();
}

async function logIn(page: Page) {
  await openPage(page, '/en/account/orderHistory');
  if (!/\/login/.test(page.url())) return; // still signed in from an earlier test of this worker
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('driver');
  await page.getByRole('textbox', { name: 'Password' }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account\/orderHistory$/);
}

test.afterAll(async ({ sitePage }) => {
  await openPage(sitePage, '/en/');
  await sitePage.evaluate(() => {
    window.localStorage.removeItem('cart.site');
    window.localStorage.removeItem('cart.site.pending');
    window.sessionStorage.clear();
  });
});

test('buys a four-point route pass, downloads its PDF and opens it as its owner', async ({
  sitePage: page,
}) => {
  const plate = uniquePlate('CB');
  const watch = watchErrors(page);
  await logIn(page);
  await page.evaluate(() => {
    window.localStorage.removeItem('cart.site');
    window.localStorage.removeItem('cart.site.pending');
  });

  // Plan: Sofia → Plovdiv → Stara Zagora → Burgas, a truck over 12 t with 2-3 axles, Euro V.
  await openPage(page, '/en/buy-route-pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a route pass' })).toBeVisible();
  await expect(page.getByTestId('route-map')).toBeVisible();
  await page.getByRole('button', { name: 'Add a via point' }).click();
  await page.getByRole('button', { name: 'Add a via point' }).click();
  await choose(page, 'Start', 'sofia', 'Sofia');
  await choose(page, 'Via point 1', 'plovd', 'Plovdiv');
  await choose(page, 'Via point 2', 'stara z', 'Stara Zagora');
  await choose(page, 'Destination', 'burg', 'Burgas');
  await chooseOption(page, 'Category', 'Truck over 12 t with 2 or 3 axles');
  await chooseOption(page, 'Emission class', 'EURO V');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByTestId('route-result');
  await expect(result.getByRole('heading', { name: 'Calculated route' })).toBeVisible();
  await expect(page.locator('path.route-line')).toHaveCount(1);
  await expect(page.locator('path.route-point')).toHaveCount(4);
  const quoted = (await page.getByTestId('route-price').textContent()) ?? '';
  expect(quoted).toContain('€');
  // The cart: the pass needs its vehicle; then the acceptances and the card.
  await addToCartAndOpenIt(page);
  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  const pass = page.getByTestId('cart-route-pass');
  await expect(pass).toContainText('Route pass Sofia → Plovdiv → Stara Zagora → Burgas');
  await pass.getByLabel('Country of registration').selectOption('RO');
  await pass.getByRole('textbox', { name: 'Registration number', exact: true }).fill(plate);
  await pass.getByRole('textbox', { name: 'Registration number again' }).fill(plate.toLowerCase());
  await pass.getByRole('button', { name: 'Save the vehicle' }).click();
  await expect(pass).toContainText(`Vehicle: ${plate} (RO)`);
  const email = page.getByRole('textbox', { name: 'E-mail for the receipt' });
  if ((await email.inputValue()) === '') await email.fill('driver@example.bg');
  await page.getByLabel(/I have read and agree to the/).check();
  // The cart speaks of route passes only (issue 23): no vignette acceptance, no "another vignette".
  await expect(page.getByRole('link', { name: 'Add another route pass' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add another e-vignette' })).toHaveCount(0);
  await expect(page.getByText(/e-vignette cannot be changed/)).toHaveCount(0);
  await page.getByLabel(/after activation a route pass cannot be changed/).check();
  watch.stop();
  expect(watch.errors, 'console errors before the gateway').toEqual([]);
  await page.getByTestId('pay-button').click();
  await expect(page.getByText('TEST GATEWAY — no real money')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: /4341 7920 0000 0044/ })).toBeChecked();
  await payOnGateway(page);

  // Success: the pass is issued, with its number, PDF and page.
  await expect(page).toHaveURL(/\/en\/success\?trans_id=/, { timeout: 30_000 });
  const success = page.getByTestId('sale-success');
  await expect(success).toBeVisible({ timeout: 30_000 });
  const item = success.getByTestId('sale-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(plate);
  await expect(item).toContainText('Route pass number');
  // Words of route passes: its route and entry time; nothing about vignettes.
  await expect(
    success.getByRole('heading', { level: 2, name: 'Your route passes are active' }),
  ).toBeVisible();
  await expect(success).toContainText('with the route passes attached as PDF files');
  await expect(item).toContainText('Route');
  await expect(item).toContainText('Sofia → Plovdiv → Stara Zagora → Burgas');
  await expect(item).toContainText('Entry (Bulgarian time)');
  await expect(success).not.toContainText('vignette');
  await expect(success.getByRole('link', { name: 'Plan another route pass' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await item.getByRole('link', { name: /^Download route pass \d{14} \(PDF\)$/ }).click();
  const pdf = await readFile((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(20_000);
  expect(await axeViolations(page), 'axe on the success page').toEqual([]);

  // The owner's page of the pass.
  const open = item.getByRole('link', { name: /^View route pass \d{14}$/ });
  const number = /(\d{14})/.exec((await open.textContent()) ?? '')![1]!;
  const watchPass = watchErrors(page);
  await open.click();
  await expect(page).toHaveURL(/\/en\/buy-route-pass\/[0-9a-f-]{36}$/);
  const bought = page.getByTestId('bought-route-pass');
  await expect(bought.getByRole('heading', { name: `Route pass No. ${number}` })).toBeVisible();
  await expect(page.getByTestId('route-pass-status')).toContainText('Valid now');
  const vehicle = page.getByTestId('route-pass-vehicle');
  await expect(vehicle).toContainText(`Registration number${plate}`);
  await expect(vehicle).toContainText('Romania (RO)');
  await expect(vehicle).toContainText('Truck over 12 t with 2 or 3 axles');
  await expect(vehicle).toContainText('Axles2 or 3');
  await expect(vehicle).toContainText('EURO V');
  await expect(vehicle).toContainText(
    /Validity \(Sofia time\)from \d\d\.\d\d\.\d{4} \d\d:\d\d to /,
  );
  await expect(page.getByTestId('route-pass-points').getByRole('listitem')).toHaveText([
    'Sofia',
    'Plovdiv',
    'Stara Zagora',
    'Burgas',
  ]);
  await expect(bought.getByText('Total distance')).toBeVisible();
  await expect(bought.getByText('On motorways')).toBeVisible();
  await expect(bought.getByText('Estimated travel time')).toBeVisible();
  await expect(bought.getByText('The route passes no border crossing')).toBeVisible();
  await expect(page.getByTestId('route-price')).toContainText('€');
  await expect(page.getByTestId('route-price')).toContainText('BGN');
  expect(await page.getByTestId('route-segments').locator('tbody tr').count()).toBeGreaterThan(5);
  await expect(page.locator('path.route-line')).toHaveCount(1);
  await expect(page.locator('path.route-point')).toHaveCount(4);

  const gpxDownload = page.waitForEvent('download');
  await bought.getByRole('button', { name: 'Download GPX' }).click();
  const gpx = await gpxDownload;
  expect(gpx.suggestedFilename()).toBe(`route-pass-${number}.gpx`);
  const gpxText = await readFile((await gpx.path())!, 'utf8');
  expect(gpxText).toContain('<wpt');
  expect(gpxText).toContain('<name>Stara Zagora</name>');
  const pdfLink = bought.getByRole('link', { name: 'Download the PDF' });
  await expect(pdfLink).toHaveAttribute('href', /\/api\/generate-pdf-route-pass\?route_pass_id=/);
  expect(await axeViolations(page), 'axe on the route pass page').toEqual([]);

  // A new pass from this one: the planner opens with its points and vehicle, starting now.
  await bought.getByRole('link', { name: 'Buy a new pass from this one' }).click();
  await expect(page).toHaveURL(/\/en\/buy-route-pass$/);
  await expect(page.getByRole('combobox', { name: 'Start', exact: true })).toHaveValue('Sofia');
  await expect(page.getByRole('combobox', { name: 'Via point 2', exact: true })).toHaveValue(
    'Stara Zagora',
  );
  await expect(page.getByRole('combobox', { name: 'Destination', exact: true })).toHaveValue(
    'Burgas',
  );
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
    'Truck over 12 t with 2 or 3 axles',
  );
  await expect(page.getByRole('combobox', { name: 'Emission class', exact: true })).toHaveValue(
    'EURO V',
  );
  await expect(page.getByRole('radio', { name: 'Now', exact: true })).toBeChecked();
  await expect(page.getByTestId('route-registration')).toContainText(
    `Registration number ${plate} (RO)`,
  );
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('route-price')).toHaveText(quoted);
  // In the cart it has its vehicle already; the form to change it starts from it.
  await addToCartAndOpenIt(page);
  const again = page.getByTestId('cart-route-pass');
  await expect(again).toContainText('Route pass Sofia → Plovdiv → Stara Zagora → Burgas');
  await expect(again).toContainText(`Vehicle: ${plate} (RO)`);
  await again.getByRole('button', { name: 'Change the vehicle' }).click();
  await expect(again.getByLabel('Country of registration')).toHaveValue('RO');
  await expect(
    again.getByRole('textbox', { name: 'Registration number', exact: true }),
  ).toHaveValue(plate);
  await expect(again.getByRole('textbox', { name: 'Registration number again' })).toHaveValue(
    plate,
  );
  watchPass.stop();
  expect(watchPass.errors, 'console errors on the pass, the planner and the cart').toEqual([]);

  // My orders link the pass too.
  await openPage(page, '/en/account/orderHistory');
  await expect(page.getByRole('link', { name: `View route pass ${number}` })).toBeVisible();
});

test("a pass that is not the user's says so in the page's words", async ({ sitePage: page }) => {
  await logIn(page);
  await openPage(page, '/bg/buy-route-pass/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('route-pass-missing')).toContainText(
    'Във вашия профил няма маршрутна карта с този номер',
  );
  await expect(page.getByRole('link', { name: 'Моите поръчки' })).toBeVisible();
  await openPage(page, '/en/buy-route-pass/not-a-pass');
  await expect(page.getByTestId('route-pass-missing')).toContainText(
    'There is no route pass with this number in your account',
  );
});
