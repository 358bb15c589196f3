import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Issue 32 item 11: the toll admin, the highest role, lands on the toll administration: the dated
// per-km tariffs and international-toll overcharges with their history, and a change of rate
// scheduled from a day not yet begun (a day already begun is refused at its field).

test('the toll admin schedules a new per-km rate and sees it beside the one in force', async ({
  page,
}) => {
  await openOfficeAs(page, 'tolladmin');
  await expect(page).toHaveURL(/\/office\/bg\/toll-administration$/);
  await page.goto('/office/en/toll-administration');
  await expect(page.getByRole('heading', { level: 1, name: 'Toll administration' })).toBeVisible();
  const table = page.getByTestId('toll-admin-tariffs');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('In force');
  await page.getByRole('combobox', { name: 'Road class' }).selectOption('Motorway');
  await page.getByRole('combobox', { name: 'Vehicle category' }).selectOption('Bus');
  await expect(table.getByRole('row')).toHaveCount(5); // the header and four emission classes

  await page.getByRole('button', { name: 'Schedule a tariff change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a tariff change' });
  await dialog.getByRole('combobox', { name: 'Road class' }).selectOption('Motorway');
  await dialog.getByRole('combobox', { name: 'Vehicle category' }).selectOption('Bus');
  await dialog.getByRole('combobox', { name: 'Emission class' }).selectOption('EURO V');
  // today has begun: refused at the date
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  await dialog.getByLabel('Valid from').fill(today);
  await dialog.getByRole('textbox', { name: '€ per 100 km' }).fill('12.34');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText(/from a day that has not begun/)).toBeVisible();
  await dialog.getByLabel('Valid from').fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('The change is scheduled')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Scheduled');
  const scheduled = table.getByRole('row').filter({ hasText: '01.01.2099' });
  await expect(scheduled).toContainText('12.34');
  await expect(scheduled).toContainText('EURO V');

  await page.getByRole('tab', { name: 'International toll overcharges' }).click();
  await expect(
    page.getByTestId('toll-admin-overcharges').getByText('1.50 %').first(),
  ).toBeVisible();
});
