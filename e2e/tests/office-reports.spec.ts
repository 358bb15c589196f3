import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/comboboxes';
import { openOfficeAs } from './support/office';

// Issue #21 "done when": reports in the back office (the aggregated report; a partner's scheduled
// report lands on the local SFTP server and opens as a spreadsheet) and a delicts clerk finds a
// delict by plate and sees its documents.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню на бек офиса' });

test('an accountant sees the aggregated report and sends the scheduled reports to SFTP', async ({
  page,
}) => {
  await openOfficeAs(page, 'accountant');
  await menu(page).getByRole('link', { name: 'Обобщени справки' }).click();
  await expect(page).toHaveURL(/\/office\/bg\/report$/);
  await chooseOption(page, 'Групиране', 'годишно');
  await page.getByRole('button', { name: 'Покажи' }).click();
  const table = page.getByTestId('aggregated-report');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Общо/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Периодични справки' }).click();
  await expect(
    page
      .getByTestId('report-subscriptions')
      .getByRole('cell', { name: 'Продажби по точка и продукт' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Изпрати дължимите справки сега' }).click();
  await expect(page.getByText(/Изпратени: \d+/)).toBeVisible();
  const deliveries = page.getByTestId('report-deliveries');
  const sftpRow = deliveries.getByRole('row', { name: /SFTP/ }).first();
  await expect(sftpRow).toContainText('SENT', { timeout: 30_000 });
  const fileName = (await sftpRow.getByRole('cell').first().textContent())!.trim();

  // The file really is on the local SFTP server's disk, and is a workbook.
  const root = join(process.env.E2E_DATA_DIR!, 'sftp');
  const dirs = await readdir(root);
  const dir = dirs.find((d) => d.startsWith('partner-'))!;
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(join(root, dir, fileName));
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  expect(book.worksheets[0]!.getRow(1).values).toContain('Точка на продажба');
});

test('a delicts clerk finds a delict by plate and sees its documents', async ({ page }) => {
  await openOfficeAs(page, 'delicts');
  await menu(page).getByRole('link', { name: 'Нарушения' }).click();
  await expect(page).toHaveURL(/\/office\/bg\/delicts$/);
  await page.getByRole('textbox', { name: 'Рег. номер' }).fill('СВ 4321 КМ');
  await page.getByRole('button', { name: 'Търси' }).click();
  const results = page.getByTestId('delict-results');
  await expect(results).toContainText('EF0000000101');
  await results.getByRole('button', { name: 'EF0000000101' }).click();
  const dialog = page.getByRole('dialog', { name: 'Нарушение EF0000000101' });
  await expect(dialog.getByText('ANPR-A1-112-000101')).toBeVisible();
  const pdf = dialog.getByRole('link', { name: /Документ за нарушение EF0000000101/ });
  await expect(pdf).toHaveAttribute('href', /generate-pdf-compensatory-fee/);
  const answer = await page.request.get((await pdf.getAttribute('href'))!);
  expect(answer.headers()['content-type']).toContain('application/pdf');
});
