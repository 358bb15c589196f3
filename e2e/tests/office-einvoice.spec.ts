import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Issue #35 item 1 "done when": the accountant downloads an invoice as a UBL e-invoice beside its
// PDF, in the document's language of choice.

test('an accountant downloads a demo invoice as a UBL e-invoice', async ({ page }) => {
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/bg/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Фактури' })).toBeVisible();
  await page.getByRole('button', { name: '0000000001', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'PDF (BG)' })).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Е-фактура UBL (EN)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('0000000001.xml');
  const xml = await readFile((await file.path())!, 'utf8');
  expect(xml).toContain('<cbc:ID>0000000001</cbc:ID>');
  expect(xml).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  expect(xml).toContain('<cbc:PaymentID>0000000001</cbc:PaymentID>');
});
