import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Spec §2 inquiry, issue #18 item 4: the demo cashier sells a vignette for cash in her shift; the
// partner admin finds the sale by its plate, reverses it with a reason and a confirmation; the
// public check API no longer finds a vignette for the plate, and the sale cannot be reversed again.

test('the cashier sells, the partner admin finds the sale and reverses it with a reason', async ({
  page,
  browser,
}) => {
  const plate = `CB${String(Date.now()).slice(-4)}IQ`;
  await openOfficeAs(page, 'cashier');
  await page.getByRole('link', { name: 'Отваряне/затваряне на смяна' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Касова смяна' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Отвори смяна' });
  const opened = page.getByText(/^Отворена смяна в /);
  await expect(open.or(opened)).toBeVisible();
  if (await open.isVisible()) await open.click();
  await expect(opened).toBeVisible();
  await page.getByRole('combobox', { name: 'Винетка', exact: true }).click();
  await page
    .getByRole('option', { name: /седмична/i })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Рег. номер', exact: true }).fill(plate);
  await page.getByRole('button', { name: 'Продай в брой' }).click();
  await expect(page.getByText(/^Продажба \d+ е извършена: винетката е издадена\.$/)).toBeVisible();
  const check = () => page.request.get(`/check/vignette/plate/BG/${plate}`).then((r) => r.json());
  expect((await check()).status.code).toBe(200);

  const admin = await (await browser.newContext()).newPage();
  await openOfficeAs(admin, 'partneradmin');
  await admin
    .getByRole('navigation', { name: 'Меню на бек офиса' })
    .getByRole('link', { name: 'Справка за продажби' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Справка за продажби' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Рег. номер', exact: true }).fill(plate);
  await expect(admin).toHaveURL(new RegExp(`f_plate=${plate}`));
  const row = admin.getByRole('row', { name: new RegExp(plate) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('в брой');
  await row.getByRole('button', { name: /^Отвори продажба \d+$/ }).click();

  const detail = admin.getByRole('dialog', { name: /^Продажба \d+$/ });
  await expect(detail.getByRole('table', { name: 'Артикули в продажбата' })).toContainText(plate);
  await detail.getByRole('button', { name: 'Сторнирай цялата продажба' }).click();
  const query = admin.getByRole('dialog', { name: /^Сторно на продажба \d+$/ });
  await query.getByRole('button', { name: 'Добре' }).click();
  await expect(query.getByText(/задължително/i)).toBeVisible();
  await query
    .getByRole('textbox', { name: /Причина за сторното/ })
    .fill('Грешен регистрационен номер');
  await query.getByRole('button', { name: 'Добре' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Потвърдете сторното' });
  await expect(confirm).toContainText('Грешен регистрационен номер');
  await confirm.getByRole('button', { name: 'Да', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByText(/^Сторнирано: продажба \d+\.$/)).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Артикули в продажбата' })).toContainText(
    'Сторнирана',
  );
  await expect(detail.getByText(/Грешен регистрационен номер/)).toBeVisible();
  // Never twice: nothing is left to reverse.
  await expect(detail.getByRole('button', { name: 'Сторнирай цялата продажба' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Сторнирай', exact: true })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Затвори', exact: true }).click();
  await expect(row).toContainText('Сторнирана');

  // The public check API answers that the plate has no vignette any more.
  expect((await check()).status.code).toBe(500);
  await admin.context().close();
});

test('the admin opens the points of sale and the failed activations in the built office', async ({
  page,
}) => {
  await openOfficeAs(page, 'admin');
  await page.goto('/office/bg/pos-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Обекти (ПОС)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Промени / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Нов обект' }).click();
  const form = page.getByRole('dialog', { name: 'Нов обект' });
  await expect(form.getByRole('textbox', { name: 'Код', exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Отказ' }).click();
  await expect(form).toBeHidden();
  await page.goto('/office/bg/failed-activations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Неуспешни активации на винетки' }),
  ).toBeVisible();
});
