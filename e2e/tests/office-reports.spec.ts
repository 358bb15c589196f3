import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/comboboxes';
import { waitForMail } from './support/mailbox';
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
  await expect(table.getByText(/^Общо/)).toBeVisible();

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

test("a partner's weekly report lands in its mailbox, and the accountants' summary in theirs", async ({
  page,
}) => {
  // The demo partner 1 receives its commissions weekly by e-mail (demo-reports.ts): a run on the
  // last Monday makes that delivery, and the mail capture (under $E2E_DATA_DIR/mail) receives it.
  const today = new Date();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/bg/report');
  await page.getByRole('tab', { name: 'Периодични справки' }).click();
  await page.getByLabel('Изпълни за ден').fill(monday.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Изпрати дължимите справки сега' }).click();
  await expect(page.getByText(/Изпратени: \d+/)).toBeVisible();
  const mail = await waitForMail('reports@shell.example.bg', 45_000);
  expect(mail.subject).toMatch(
    /^Комисиони и задължения: от \d{4}-\d{2}-\d{2} до \d{4}-\d{2}-\d{2}$/,
  );
  const [file] = mail.attachments;
  expect(file!.filename).toMatch(/^commissions_\d+_.*\.csv$/);
  const header = file!.content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0];
  expect(header).toContain('Комисиона EUR');
  const deliveries = page.getByTestId('report-deliveries');
  await expect(deliveries.getByRole('row', { name: new RegExp(file!.filename!) })).toContainText(
    'SENT',
    { timeout: 30_000 },
  );

  // the accountants' summary on request (spec §7 GET /send/reports/accountant), as a workbook
  await page.getByLabel('Имейл', { exact: true }).last().fill('books.e2e@example.bg');
  await page.getByRole('button', { name: 'Изпрати справката' }).click();
  await expect(page.getByText(/Изпратени: 1, вече изпратени: 0/)).toBeVisible();
  const summary = await waitForMail('books.e2e@example.bg', 45_000);
  expect(summary.subject).toMatch(/^Обобщена справка за счетоводството: /);
  const book = new ExcelJS.Workbook();
  const bytes = summary.attachments[0]!.content;
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  expect(book.worksheets[0]!.getRow(1).values).toContain('Вид');
});

test('a delicts clerk finds a delict by plate and sees its documents', async ({ page }) => {
  await openOfficeAs(page, 'delicts');
  await menu(page).getByRole('link', { name: 'Нарушения' }).click();
  await expect(page).toHaveURL(/\/office\/bg\/delicts$/);
  // the office's one table: the plate filter asks again after a pause and lands in the address
  await page.getByRole('searchbox', { name: 'Рег. номер' }).fill('СВ 4321 КМ');
  await expect(page).toHaveURL(/f_plate=/);
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
