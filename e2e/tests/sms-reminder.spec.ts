import { expect } from '@playwright/test';
import { openPage, test } from './support/page-checks';
import { openOfficeAs } from './support/office';
import { waitForSms } from './support/smsc';

// Issue #21 "done when": an SMS reminder is captured. The demo driver's weekly vignette BG CA2323SM
// ends in two days; its holder adds a mobile number on the add-email page (reached from the check
// page's card), the reminder due now goes out over SMPP to the local SMSC (kept under
// $E2E_DATA_DIR/sms), and the notification log shows it with the SMSC's delivery report.

test('a holder adds a phone to a vignette ending soon; the SMS reminder arrives and is logged', async ({
  sitePage: page,
  browser,
}) => {
  await openPage(page, '/bg/check-for-validity-of-e-vignette');
  await page.getByRole('textbox', { name: /Регистрационен номер/ }).fill('CA2323SM');
  await page.getByRole('button', { name: 'Проверка', exact: true }).first().click();
  const card = page.getByRole('article').filter({ hasText: 'BG CA2323SM' }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: /имейл/ }).click();
  await expect(page).toHaveURL(/\/bg\/add-email\?vignetteNumber=\d{14}&country=BG&lpn=CA2323SM$/);

  await page.getByRole('textbox', { name: /Имейл адрес/ }).fill('sms.e2e@example.bg');
  const phone = page.getByRole('textbox', { name: /Мобилен телефон/ });
  await phone.fill('12');
  await page.getByRole('button', { name: 'Добавяне на адреса' }).click();
  await expect(page.getByText('Телефонният номер не е валиден')).toBeVisible();
  await phone.fill('0888 555 321');
  await page.getByRole('button', { name: 'Добавяне на адреса' }).click();
  await expect(page.getByText(/Адресът и телефонът са добавени/)).toBeVisible({ timeout: 30_000 });

  const [sms] = await waitForSms('359888555321');
  expect(sms!.from).toBe('BGTOLL');
  expect(sms!.text).toMatch(/^БГ ТОЛ: винетката за CA2323SM важи до \d{2}\.\d{2}\.\d{4} 23:59\./);
  // the renew link: the cart prefilled with the same vehicle and product (issue #38)
  expect(sms!.text).toMatch(/\/bg\/shopping-cart\?renew=[a-z-]+_BG_CA2323SM_/);

  // the notification log: the SMS, delivered (the SMSC's delivery report)
  const office = await (await browser.newContext()).newPage();
  await openOfficeAs(office, 'admin');
  await office.goto('/office/bg/notifications?q=359888555321');
  const row = office.getByRole('row', { name: /359888555321/ });
  await expect(row).toContainText('SMS');
  await expect(row).toContainText('доставено', { timeout: 30_000 });
  await office.close();
});
