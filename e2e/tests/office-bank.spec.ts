import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Issue #19 item 3 "done when": an accountant uploads an MT940 and a camt.053 statement; one line
// matches an initial payment (C-100001's), one is assigned by hand.

const sample = (name: string) =>
  fileURLToPath(new URL(`../../apps/api/src/modules/bank/samples/${name}`, import.meta.url));

test('an accountant uploads MT940 and camt.053 statements and assigns a payment by hand', async ({
  page,
}) => {
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/bg/bank-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Банков отчет' })).toBeVisible();

  const file = page.locator('input[type="file"]');
  await file.setInputFiles(sample('demo-statement.mt940'));
  await page.getByRole('button', { name: 'Качване', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Извлечението е прочетено' }),
  ).toContainText('4 нови реда, 0 вече известни; разпределени 2, чакащи 2, неуспешни 0');
  // the initial payment of C-100001 (200.00) matched by the reference in the remittance text
  const initial = page.getByRole('row', { name: /BNB2611240001/ });
  await expect(initial).toContainText('Обработена');
  await expect(initial).toContainText('Initial payment C-100001');

  await file.setInputFiles(sample('demo-statement.camt053.xml'));
  await page.getByRole('button', { name: 'Качване', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Извлечението е прочетено' }),
  ).toContainText('2 нови реда, 0 вече известни; разпределени 1, чакащи 1, неуспешни 0');

  // the same MT940 again adds nothing
  await file.setInputFiles(sample('demo-statement.mt940'));
  await page.getByRole('button', { name: 'Качване', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Извлечението е прочетено' }),
  ).toContainText('0 нови реда, 4 вече известни');

  // a payer nobody knows: assigned by hand to C-100001's contract
  const unknown = page.getByRole('row', { name: /BNB2611240003/ });
  await expect(unknown).toContainText('Необработена');
  await unknown.getByRole('button', { name: 'Разпределяне на плащане BNB2611240003' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ръчно разпределяне на плащане' });
  await dialog.getByRole('combobox', { name: 'Договор 1' }).fill('C-100001');
  await page
    .getByRole('option', { name: /C-100001/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Разпределяне', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(unknown).toContainText('Обработена');
});
