import { expect, test, type Page } from '@playwright/test';
import { openOfficeAs } from './support/office';

// International toll (MSTS, issue #21 item 6; the browser tests run with the MSTS flag on): an
// accountant finds the demo transactions of C-100001, imports a file — a bad line refuses it whole,
// naming the line — then the corrected file, and sees it on the contract's MSTS tab as a document.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню на бек офиса' });

test('an accountant imports MSTS transactions and finds them on the contract', async ({ page }) => {
  await openOfficeAs(page, 'accountant');
  await menu(page).getByRole('link', { name: 'MSTS трансакции' }).click();
  await expect(page).toHaveURL(/\/office\/bg\/msts-transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MSTS трансакции' })).toBeVisible();
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row', { name: /AT-ASFINAG/ }).first()).toBeVisible();
  const row = table.getByRole('row', { name: /HU-HUGO/ }).first();
  const plate = ((await row.getByRole('cell').nth(2).textContent()) ?? '').trim().split(' ')[1]!;
  const contract = (await row.getByRole('link').textContent())!.trim();

  const now = new Date(Date.now() - 3_600_000).toISOString();
  const entry = new Date(Date.now() - 5 * 3_600_000).toISOString();
  const line = (id: string, net: string) =>
    `${id};C-100001;${plate};BG;SK-MYTO;Bratislava;${entry};Trenčín;${now};${net};5,00;EUR;`;
  const header =
    'transactionId;haulierId;plate;vehicleCountry;tollDomain;entryPoint;entryAt;exitPoint;exitAt;net;vat;currency;billed';
  const run = Date.now();
  const upload = async (name: string, lines: string[]) => {
    await page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...lines].join('\n')),
    });
    await page.getByRole('button', { name: 'Внеси', exact: true }).click();
  };
  await upload('bad.csv', [line(`e2e-${run}-1`, '25,00'), line(`e2e-${run}-2`, 'много')]);
  const refused = page.getByRole('alert').filter({ hasText: 'Файлът не е внесен' });
  await expect(refused).toContainText('Ред 3: невалидна стойност в колона net');
  await upload(`msts-${run}.csv`, [line(`e2e-${run}-1`, '25,00'), line(`e2e-${run}-2`, '30,00')]);
  await expect(page.getByRole('status').filter({ hasText: 'осчетоводени: 2' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Тол домейн' }).selectOption('SK-MYTO');
  await expect(table.getByRole('row', { name: /SK-MYTO/ })).toHaveCount(2);
  // 25.00 + 5.00 VAT + 1.50 % of 25.00 (0.38)
  await expect(table.getByRole('row', { name: /30,38/ })).toHaveCount(1);

  await page.getByRole('button', { name: /Тол домейни и надценка/ }).click();
  await expect(
    page.getByTestId('msts-overcharges').getByRole('row', { name: /AT-ASFINAG/ }),
  ).toContainText('1,50');

  await table.getByRole('link', { name: contract }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(contract) })).toBeVisible();
  await page.getByRole('tab', { name: 'Международно тол таксуване (MSTS)' }).click();
  const documents = page.getByTestId('contract-msts-documents');
  await expect(documents).toContainText('demo-msts.csv');
  await expect(documents).toContainText(`msts-${run}.csv`);
  await expect(page.getByText(/Нефактурирано \(\d+ трансакции\)/)).toBeVisible();
});
