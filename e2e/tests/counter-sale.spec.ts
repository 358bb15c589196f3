import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { choose, chooseOption } from './support/comboboxes';
import { openOfficeAs } from './support/office';
import { payOnGateway, uniquePlate } from './support/sandbox-payment';

// Issue #18 "Done when", the counter's walk (spec §2 back-office buy-vignette, buy-route-pass,
// shopping-cart, inquiry, cashier shift; §4, §8, §9): the demo cashier opens a shift, sells a
// vignette for cash and a route pass by card through the sandbox gateway, reverses the vignette
// with a reason, closes the shift and downloads both reports (the XLSX read back with exceljs).

const wizard = (page: Page) => page.getByTestId('purchase-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Next', exact: true });

async function closeShift(page: Page) {
  await page.getByRole('button', { name: 'Close shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close shift' });
  await expect(dialog.getByText('Are you sure you want to close the shift?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Shift report' })).toBeVisible();
}

async function sellVignetteForCash(page: Page, plate: string) {
  await page.goto('/office/en/buy-vignette');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell vignettes' })).toBeVisible();
  await wizard(page).locator('input[name="vehicleType"][value="car"]').check();
  await next(page).click();
  await wizard(page).locator('input[name="period"][value="WEEKLY"]').check();
  await next(page).click();
  await wizard(page).getByRole('textbox', { name: 'Registration number', exact: true }).fill(plate);
  await wizard(page).getByRole('textbox', { name: 'Registration number again' }).fill(plate);
  await next(page).click();
  // At the counter the e-mail is optional: the cashier hands the receipt over.
  await expect(
    wizard(page).getByRole('heading', { name: '4. E-mail for the receipt' }),
  ).toBeVisible();
  await next(page).click();
  await expect(wizard(page).getByTestId('draft-verdict')).toContainText(
    'This vignette can be bought.',
  );
  await wizard(page).getByRole('button', { name: 'Add to the cart and pay' }).click();

  await expect(page).toHaveURL(/\/office\/en\/shopping-cart$/);
  await expect(page.getByTestId('cart-vignette')).toContainText(plate);
  await expect(page.getByTestId('counter-shift')).toContainText('The sale goes into shift');
  await page.getByTestId('counter-sell').click();
  const outcome = page.getByTestId('counter-outcome');
  await expect(outcome.getByRole('heading', { name: /^Sale \d+ is made$/ })).toBeVisible();
  await expect(outcome.getByTestId('sale-item')).toContainText(plate);
  await expect(outcome.getByRole('link', { name: /PDF/ }).first()).toBeVisible();
  await expect(page.getByTestId('counter-cart-empty')).toBeVisible();
}

async function sellRoutePassByCard(page: Page, plate: string) {
  await page.goto('/office/en/buy-route-pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell route passes' })).toBeVisible();
  await choose(page, 'Start', 'sofia', 'Sofia');
  await choose(page, 'Destination', 'plovd', 'Plovdiv');
  await chooseOption(page, 'Category', 'Truck over 12 t with 2 or 3 axles');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('route-result')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('counter-cart-link')).toContainText('In the cart: 1');
  await page.getByTestId('counter-cart-link').getByRole('link', { name: 'To the cart' }).click();

  const pass = page.getByTestId('cart-route-pass');
  await expect(pass).toContainText('Sofia → Plovdiv');
  await pass.getByRole('textbox', { name: 'Registration number', exact: true }).fill(plate);
  await pass.getByRole('textbox', { name: 'Registration number again' }).fill(plate);
  await pass.getByRole('button', { name: 'Save the vehicle' }).click();
  await expect(pass).toContainText(`Vehicle: ${plate} (BG)`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByText('Card', { exact: true }).click();
  await expect(payment.getByRole('radio', { name: 'Card' })).toBeChecked();
  await page.getByTestId('counter-sell').click();

  await expect(page.getByText('TEST GATEWAY — no real money')).toBeVisible({ timeout: 30_000 });
  await payOnGateway(page);
  await expect(page).toHaveURL(/\/office\/en\/shopping-cart\?trans_id=/, { timeout: 30_000 });
  const outcome = page.getByTestId('counter-outcome');
  await expect(outcome.getByRole('heading', { name: /^Sale \d+ is made$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(outcome.getByTestId('sale-item')).toContainText(plate);
  await expect(
    outcome.getByRole('link', { name: /^Download route pass \d+ \(PDF\)$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('counter-cart-empty')).toBeVisible();
  // the sold pass's own page in the back office (buy-route-pass/{id}): its facts and documents
  await outcome.getByRole('link', { name: /^View route pass \d+$/ }).click();
  await expect(page).toHaveURL(/\/office\/en\/buy-route-pass\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bought-route-pass')).toContainText(plate);
}

test('the demo cashier sells for cash and by card, reverses a sale, closes the shift and gets both reports', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const car = uniquePlate('CA');
  const truck = uniquePlate('CB');
  await openOfficeAs(page, 'cashier');
  // the cashier lands on the counter's vignette sale (no longer a placeholder)
  await expect(page).toHaveURL(/\/office\/bg\/buy-vignette$/);
  await expect(page.getByTestId('purchase-wizard')).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/office\/en\/buy-vignette$/);

  // The shift: the demo leaves one open at POS 1; a new one is opened for this walk.
  await page.getByRole('link', { name: 'Open/close shift' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cashier shift' })).toBeVisible();
  const openShift = page.getByText(/^Shift open at /);
  await expect(openShift.or(page.getByRole('button', { name: 'Open shift' }))).toBeVisible();
  if (await openShift.isVisible()) await closeShift(page);
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByText(/^Shift open at /)).toBeVisible();

  await sellVignetteForCash(page, car);
  await sellRoutePassByCard(page, truck);

  // The inquiry: the vignette is reversed with a reason (the cashier's own sale, open shift).
  await page.goto('/office/en/inquiry');
  await page.getByRole('textbox', { name: 'Plate', exact: true }).fill(car);
  const row = page.getByRole('row', { name: new RegExp(car) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Open sale / }).click();
  const detail = page.getByRole('dialog', { name: /^Sale \d+$/ });
  await detail.getByRole('button', { name: 'Reverse the whole sale' }).click();
  const reason = page.getByRole('dialog', { name: /^Reverse sale/ });
  await reason.getByRole('textbox', { name: 'Reason for the reversal' }).fill('Wrong vehicle type');
  await reason.getByRole('button', { name: 'OK' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the reversal' });
  await expect(confirm).toContainText('Wrong vehicle type');
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(detail.getByText(/^Reversed: sale \d+\.$/)).toBeVisible();
  await expect(detail.getByText(/„Wrong vehicle type“/)).toBeVisible();
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(detail).toBeHidden();
  // the public check no longer finds the reversed vignette
  const check = await page.request.get(`/check/vignette/plate/BG/${car}`);
  expect((await check.json()).status.code).toBe(500);

  // Close the shift and download both reports.
  await page.getByRole('link', { name: 'Open/close shift' }).click();
  await expect(page.getByRole('heading', { name: /^Sales in this shift: 2$/ })).toBeVisible();
  await closeShift(page);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Detailed report (CSV)' }).click(),
  ]);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain(car);
  expect(text).toContain(truck);
  expect(text).toContain('card');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Summary (Excel)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^shift-\d+-summary\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(['Shift report']);
  // the route pass issued by card; the reversed vignette paid back in cash
  expect(rows.some((r) => r[2] === 'card' && r[3] === 1)).toBe(true);
  expect(rows.find((r) => r[0] === 'Paid back (reversals)')?.[3]).toBe(1);
});
