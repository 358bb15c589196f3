import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Issue #21 item 1: the notification log in the built office. The admin finds the demo's failed
// expiry reminder, reads it, sends it again (the mail goes to the local capture and the row turns
// "sent") and downloads the filtered log.

test('an admin reads the notification log, resends a failed notice and exports the log', async ({
  page,
}) => {
  await openOfficeAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Меню на бек офиса' })
    .getByRole('link', { name: 'Известия' })
    .click();
  await expect(page).toHaveURL(/\/office\/bg\/notifications/);
  await expect(page.getByRole('heading', { level: 1, name: 'Известия' })).toBeVisible();
  // every demo notice: mail and SMS, C5B and C10A
  await expect(page.getByRole('row', { name: /fleet@example\.bg/ })).toContainText(
    'C10A_NOTIFICATION',
  );
  await expect(page.getByRole('row', { name: /359888123456/ })).toContainText('доставено');

  await page.getByRole('combobox', { name: 'Статус' }).selectOption('FAILED');
  await expect(page).toHaveURL(/f_status=FAILED/);
  const row = page.getByRole('row', { name: /ivan\.petrov@example\.bg/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('неуспешно');
  await expect(row).toContainText('421 4.3.2');

  const actions = row.getByRole('button', { name: /Действия за известие/ });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Подробности' }).click();
  const detail = page.getByRole('dialog', { name: /Известие \d+/ });
  await expect(detail.getByText('Винетката за CB1234AB изтича на 28.11.2026 23:59.')).toBeVisible();
  await detail.getByRole('button').first().click();
  await expect(detail).toBeHidden();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Изпрати отново' }).click();
  await expect(page.getByText(/е наредено отново за изпращане/)).toBeVisible();

  // the worker sends it to the local capture; the log shows it sent
  await page.getByRole('combobox', { name: 'Статус' }).selectOption('SENT');
  await expect(page).toHaveURL(/f_status=SENT/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /ivan\.petrov@example\.bg/ })).toContainText(
      'изпратено',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 45_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('notifications.csv');
});
