import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Issue #18 item 5 (spec §2 "CSV upload for vignette purchase"): a fleet's file with one bad line
// is checked line by line and buys nothing; corrected, the whole file is bought in cash in the
// cashier's open shift at POS 1 and the result lists each vignette.

test('a file with a bad line buys nothing; corrected, it is bought in one cash sale', async ({
  page,
}) => {
  const n = String(Date.now()).slice(-4);
  const good = [`CA${n}BA,BG,car-weekly,`, `CA${n}BB,BG,car-weekly,`];
  await openOfficeAs(page, 'cashier');

  // cash is taken in the cashier's open shift at POS 1 (another browser test may have closed it)
  await page.goto('/office/en/cashier-shift');
  const openShift = page.getByRole('button', { name: 'Open shift', exact: true });
  const isOpen = page.getByText(/^Shift open at /);
  await expect(isOpen.or(openShift)).toBeVisible();
  if (await openShift.isVisible()) {
    await openShift.click();
    await expect(isOpen).toBeVisible();
  }

  await page.goto('/office/en/bulk-purchase');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vignette purchase by CSV file' }),
  ).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'fleet.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['plate,country,product,start', ...good, 'X,BG,car-weekly,'].join('\n')),
  });
  await expect(
    page.getByText('1 lines have problems. Correct the file and check it again.'),
  ).toBeVisible();
  const bad = page.locator('tr[data-invalid]');
  await expect(bad).toHaveCount(1);
  await expect(bad.locator('td').first()).toHaveText('4');
  await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);

  const text = page.getByRole('textbox', { name: 'File contents' });
  await text.fill(['plate,country,product,start', ...good].join('\n'));
  await expect(page.getByText('The text changed: check it again before buying.')).toBeVisible();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText(/^All 2 lines can be bought: /)).toBeVisible();

  await page.getByRole('combobox', { name: 'Point of sale', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'E-mail for the receipt' }).fill('fleet@example.com');
  await page.getByRole('checkbox', { name: 'The buyer accepts the terms of use' }).check();
  await page.getByRole('checkbox', { name: /wrongly typed plate is not refunded/ }).check();
  await page.getByRole('button', { name: 'Buy 2 vignettes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Bought: sale \d+, 2 vignettes\.$/ }),
  ).toBeVisible();
  for (const line of good)
    await expect(page.getByRole('row', { name: new RegExp(line.split(',')[0]!) })).toContainText(
      'issued',
    );
});
