import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';
import { payOnGateway } from './support/sandbox-payment';

// Money (#19): the demo customer tops up a prepaid contract by card in the self-care portal
// through the gateway sandbox and comes back to the booked payment; the accountant then finds it
// among the ongoing payments and their report, and opens the sale partners' obligations, a
// contract's payments (with a toll adjustment) and obligations tabs, and a partner's service fees.

test('a customer tops up by card; the accountant sees it in the ongoing payments', async ({
  page: site,
  browser,
}) => {
  let page = site;
  await page.goto('/en/account/contract-management');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('customer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account\/contract-management$/);

  const money = page.getByRole('region', { name: 'Balance and payments' }).filter({
    has: page.getByRole('button', { name: 'Top up by card' }),
  });
  await expect(money.first()).toBeVisible();
  const section = money.first();
  const mainText = await section.getByText(/^Main balance: /).textContent();
  await section.getByRole('textbox', { name: /^Top-up amount/ }).fill('0.50');
  await section.getByRole('button', { name: 'Top up by card' }).click();
  await expect(section.getByText(/^Enter an amount from /)).toBeVisible();
  await section.getByRole('textbox', { name: /^Top-up amount/ }).fill('25');
  await section.getByRole('button', { name: 'Top up by card' }).click();

  await expect(page.getByText('TEST GATEWAY — no real money')).toBeVisible({ timeout: 30_000 });
  await payOnGateway(page);

  await expect(page).toHaveURL(/\/en\/account\/contract-management\?cardPayment=/, {
    timeout: 30_000,
  });
  await expect(
    page.getByText(/^Your payment of .*25\.00.* was received and booked to the contract$/),
  ).toBeVisible();
  const after = page.getByRole('region', { name: 'Balance and payments' }).filter({
    has: page.getByText(/was received and booked/),
  });
  await expect(after.getByText(/^Main balance: /)).not.toHaveText(mainText ?? '');
  await expect(after.getByRole('cell', { name: 'Paid' }).first()).toBeVisible();

  // the accountant (a browser of their own) finds the card payment among this month's payments
  // and in the report
  page = await (await browser.newContext()).newPage();
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/en/ongoing-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Ongoing payments' })).toBeVisible();
  // the office's one table: the filter lands in the address, amounts through the one formatter
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('VPOS');
  await expect(page).toHaveURL(/f_kind=VPOS/);
  const payments = page.getByTestId('ongoing-payments');
  await expect(payments.getByRole('cell', { name: /^€25\.00$/ }).first()).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Distributed' }).first()).toBeVisible();
  await expect(page.getByTestId('ongoing-payments-total-EUR')).toContainText('€');
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (CSV)' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^ongoing-payments-.*\.csv$/);

  await page.goto('/office/en/ongoing-payments-report');
  const report = page.getByTestId('ongoing-payments-report');
  await expect(report.getByRole('cell', { name: 'Card' }).first()).toBeVisible();
  await expect(page.getByTestId('ongoing-payments-report-total')).toContainText('Total');
});

test('the accountant opens the partners’ obligations and a contract’s money tabs', async ({
  page,
}) => {
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/bg/sales-partners-obligations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Задължения на търговски партньори' }),
  ).toBeVisible();
  await expect(page.getByTestId('partner-obligations')).toBeVisible();
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Изтегляне (XLSX)' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^partner-obligations-.*\.xlsx$/);

  await page.goto('/office/bg/contract-management?f_status=ACTIVE&f_accountType=2');
  await page
    .getByRole('link', { name: /^Отваряне на договор A\d{8}$/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Плащания' }).click();
  await expect(page.getByRole('heading', { name: 'Получени плащания' })).toBeVisible();
  // a toll adjustment: the reason is required, then it is booked
  const adjust = page.getByRole('region', { name: 'Корекция на тол' });
  await adjust.getByRole('textbox', { name: 'Сума' }).fill('1,50');
  await adjust.getByRole('button', { name: 'Осчетоводи корекцията' }).click();
  await expect(adjust.getByText('Основанието е задължително')).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Основание' }).fill('E2E: грешен участък');
  await adjust.getByRole('button', { name: 'Осчетоводи корекцията' }).click();
  await expect(
    adjust.getByText(/^Корекцията е осчетоводена \(счетоводна операция \d+\)$/),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Задължения' }).click();
  await expect(page.getByText(/^Дължимо в момента: /)).toBeVisible();
  // the client screen shows the same per contract
  await page.locator('a[href*="/office/bg/clients/"]').first().click();
  await expect(page).toHaveURL(/\/office\/bg\/clients\//);
  // The contract page's own tabs stay until the client page has come: wait for it first.
  await expect(page.getByRole('heading', { level: 1, name: /^Клиент / })).toBeVisible();
  await page.getByRole('tab', { name: 'Задължения' }).click();
  await expect(page.getByRole('tab', { name: 'Задължения' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/^Дължимо в момента: /).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Плащания' }).click();
  await expect(page.getByRole('heading', { name: 'Получени плащания' }).first()).toBeVisible();

  // a toll customer's monthly service fees, on the partner screen
  await page.goto('/office/bg/partner-management');
  await page.getByRole('searchbox', { name: 'Търсене по име, ЕИК или град' }).fill('Клиент');
  await page.locator('table tbody tr').first().locator('td').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Отваряне' }).click();
  await expect(page).toHaveURL(/[?&]partner=\d+/);
  await page.getByRole('tab', { name: 'Месечни такси за услуги' }).click();
  const fees = page.getByRole('tabpanel', { name: 'Месечни такси за услуги' });
  await expect(fees.getByRole('textbox', { name: 'Година' })).toBeVisible();
  await expect(
    fees.getByTestId('partner-service-fees').or(fees.getByText(/^Няма такси за обслужване/)),
  ).toBeVisible();
});
