import { expect, type Page } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { axeViolations, test, watchErrors } from './support/page-checks';

// Delicts in the browser (spec §1, §5, §9): find a demo delict by plate and EGN (real captcha),
// pay it through the card-gateway sandbox (test card, one-time code 111111), download its
// document. The page is opened on PUBLIC_BASE_URL's origin (playwright.config.ts), the one the
// sandbox gateway form posts to and returns to, as it would be in production.
const port = Number(process.env.E2E_PORT ?? 4310);
const site = `http://127.0.0.1:${port}`;
const siteReady = (page: Page) =>
  page.locator('html[data-site-ready="true"]').waitFor({ state: 'attached' });
const field = (page: Page, label: string | RegExp) => page.getByRole('textbox', { name: label });

test('find a delict by plate and EGN, pay it through the sandbox, download its document', async ({
  page,
}) => {
  await page.goto(`${site}/bg/pay-delict`);
  await siteReady(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Проверка и плащане на нарушения' }),
  ).toBeVisible();

  // A wrong checksum is refused with the API's own words before anything is sent.
  await field(page, /ЕГН или ЕИК на собственика/).fill('8504121236');
  await field(page, /ЕГН или ЕИК на собственика/).blur();
  await expect(page.getByText('Въведете валидно ЕГН или ЕИК на собственика')).toBeVisible();

  await expect(page.getByRole('combobox', { name: /Държава на регистрация/ })).toHaveValue('BG');
  await field(page, /Регистрационен номер/).fill('св 4321 км');
  await field(page, /ЕГН или ЕИК на собственика/).fill('8504121235');
  await page.getByRole('button', { name: 'Провери' }).click();

  const results = page.getByRole('heading', { name: 'Намерени нарушения: 3' });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results).toBeFocused();
  const payable = page.getByRole('article', { name: 'Компенсаторна такса' }).filter({
    hasText: 'EF0000000101',
  });
  await expect(payable.getByRole('checkbox', { name: 'Избери за плащане' })).toBeChecked();
  await expect(
    page.getByText(
      'Срокът за плащане е изтекъл. Моля, свържете се с Агенция „Пътна инфраструктура“',
    ),
  ).toBeVisible();
  await expect(page.getByText('Нарушението вече е платено')).toBeVisible();
  await expect(page.getByText('Обща сума: 36,00 € (70,41 лв.)')).toBeVisible();

  // Paying needs the acceptances of spec §5, the wrong-plate rule among them.
  await field(page, /Имейл за разписката/).fill('delict.e2e@example.bg');
  await page.getByRole('checkbox', { name: /Прочетох и приемам общите условия/ }).check();
  await page.getByRole('checkbox', { name: /промени и възстановяване/ }).check();
  await page.getByRole('button', { name: 'Плати с карта' }).click();
  await expect(
    page.getByText(
      'Трябва да приемете, че такса, платена за грешно въведен регистрационен номер, не се възстановява',
    ),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /грешно въведен регистрационен номер/ }).check();
  await page.getByRole('button', { name: 'Плати с карта' }).click();

  // The sandbox gateway: the approving test Visa (4341 7920 0000 0044), then 3-D Secure.
  await expect(page.getByRole('heading', { name: 'Плащане с карта' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('radio', { name: /4341 7920 0000 0044/ })).toBeChecked();
  await page.getByRole('button', { name: /^Плащане на/ }).click();
  await page.getByRole('textbox', { name: 'Еднократен код' }).fill('111111');
  await page.getByRole('button', { name: 'Потвърждаване' }).click();

  await page.waitForURL(/\/bg\/success\?trans_id=/, { timeout: 30_000 });
  const transId = new URL(page.url()).searchParams.get('trans_id')!;
  const sale = await (await page.request.get(`${site}/api/sale?trans_id=${transId}`)).json();
  expect(sale.status).toBe('ACTIVATED');
  expect(sale.items).toMatchObject([
    { kind: 'DELICT', status: 'ACTIVE', delictDocumentNumber: 'EF0000000101' },
  ]);
  const mail = await waitForMail('delict.e2e@example.bg');
  expect(mail.attachments.map((a) => a.filename)).toEqual(['delict-EF0000000101.pdf']);

  // By its document number: now paid, and its PDF downloads.
  await page.goto(`${site}/bg/delict-payment`);
  await siteReady(page);
  await field(page, /Номер на документ/).fill('ef0000000101');
  await page.getByRole('button', { name: 'Провери' }).click();
  const card = page.getByRole('article', { name: 'Компенсаторна такса' });
  await expect(card.getByText('Платено', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Нарушението вече е платено')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Изтегли документа (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('delict-EF0000000101.pdf');
});

test('the results and the checkout pass the accessibility rules in English', async ({
  sitePage,
}) => {
  const page = sitePage;
  const errors = watchErrors(page);
  await page.goto(`${site}/en/pay-delict`);
  await siteReady(page);
  await field(page, /Licence plate/).fill('PB7788TX');
  await field(page, /Owner's EGN or UIC/).fill('201554321');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Violations found: 2' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('article', { name: 'Maximum daily toll' })).toContainText(
    'On-board unit data missing',
  );
  await expect(page.getByText('Total: €536.40 (BGN 1,049.10)')).toBeVisible();
  // Keyboard: the first selection box is reachable and toggles with the space bar.
  const box = page.getByRole('checkbox', { name: 'Select for payment' }).first();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  errors.stop();
  expect(errors.errors).toEqual([]);
});
