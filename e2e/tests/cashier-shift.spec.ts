import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Spec §2 cashier-shift link, §4 cashier shift, §8: the demo cashier (POS 1, shift mode) closes the
// demo's open shift, opens a new one, sells a vignette for cash, closes it after the confirmation
// and downloads both reports; the summary is read back as a real XLSX.

async function closeShift(page: Page) {
  await page.getByRole('button', { name: 'Затвори смяна' }).click();
  const dialog = page.getByRole('dialog', { name: 'Затвори смяна' });
  await expect(dialog.getByText('Сигурни ли сте, че искате да затворите смяната?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Не', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Да', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Отчет за смяна' })).toBeVisible();
}

test('the demo cashier opens a shift, sells a vignette for cash, closes it and downloads the reports', async ({
  page,
}) => {
  const plate = `CA${String(Date.now()).slice(-4)}TT`;
  await openOfficeAs(page, 'cashier');
  await page.getByRole('link', { name: 'Отваряне/затваряне на смяна' }).click();
  await expect(page).toHaveURL(/\/office\/bg\/cashier-shift$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Касова смяна' })).toBeVisible();

  // The demo data leaves a shift open at POS 1: close it first.
  await expect(page.getByText(/^Отворена смяна в /)).toBeVisible();
  await closeShift(page);

  await page.getByRole('button', { name: 'Отвори смяна' }).click();
  await expect(page.getByText(/^Отворена смяна в /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Продажби в тази смяна: 0' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Винетка', exact: true }).click();
  await page
    .getByRole('option', { name: /седмична/i })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Рег. номер', exact: true }).fill(plate);
  await page.getByRole('button', { name: 'Продай в брой' }).click();
  await expect(page.getByText(/^Продажба \d+ е извършена: винетката е издадена\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Продажби в тази смяна: 1' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(plate) })).toContainText('в брой');

  await closeShift(page);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Подробен отчет (CSV)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^shift-\d+-detailed\.csv$/);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain(plate);
  expect(text).toContain('в брой');

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Обобщен отчет (Excel)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^shift-\d+-summary\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(['Отчет за смяна']);
  expect(rows.find((r) => r[0] === 'Общо')?.[3]).toBe(1);

  // The open form is back: the stored shift was cleared.
  await expect(page.getByRole('button', { name: 'Отвори смяна' })).toBeVisible();
});
