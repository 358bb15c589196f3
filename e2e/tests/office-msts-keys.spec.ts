import { expect, test, type Page } from '@playwright/test';
import { openOfficeAs } from './support/office';

// International toll (MSTS, issue #21; the browser tests run with the MSTS flag on): the admin
// issues a key for the outside toll service on the MSTS screen, sees it listed without the key
// itself, and revokes it after a confirmation; the batch API refuses the key from then on.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню на бек офиса' });

test('the admin issues, lists and revokes a key of the outside toll service', async ({
  page,
  request,
}) => {
  await openOfficeAs(page, 'admin');
  await menu(page).getByRole('link', { name: 'MSTS трансакции' }).click();
  await expect(page).toHaveURL(/\/office\/bg\/msts-transactions$/);
  await page.getByRole('button', { name: 'Ключове на външната тол услуга (API)' }).click();
  const keys = page.getByTestId('msts-keys');
  const name = `Тол услуга ${Date.now()}`;
  await keys.getByRole('textbox', { name: 'Име на ключа' }).fill(name);
  await keys.getByRole('button', { name: 'Издаване на ключ' }).click();
  const issued = page.getByRole('dialog', { name: 'Новият ключ' });
  const key = ((await issued.getByTestId('issued-msts-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^msts_/);
  await issued.getByRole('button', { name: 'Добре' }).click();
  const row = keys.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: 'Никога' })).toBeVisible();
  await expect(keys.getByText(key)).toHaveCount(0);

  // the key is let in (a haulier the platform does not know: the batch is refused on its merits)
  const batch = (apiKey: string) =>
    request.post('/api/msts/transactions', {
      headers: { 'x-api-key': apiKey, 'accept-language': 'en' },
      data: {
        transactions: [
          {
            transactionId: `e2e-key-${Date.now()}`,
            haulierId: 'C-999999',
            plate: 'CA0000XX',
            vehicleCountry: 'BG',
            tollDomain: 'AT-ASFINAG',
            entryPoint: 'Nickelsdorf',
            entryAt: '2026-04-08T06:00:00Z',
            exitPoint: 'Salzburg',
            exitAt: '2026-04-08T10:00:00Z',
            netMinor: 100,
            vatMinor: 0,
            currency: 'EUR',
          },
        ],
      },
    });
  expect((await batch(key)).status()).toBe(422);

  await row.getByRole('button', { name: `Отмяна на ключа ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Отмяна на ключа' })
    .getByRole('button', { name: 'Да' })
    .click();
  await expect(keys.getByText('Ключът за API е оттеглен')).toBeVisible();
  await expect(row.getByRole('button', { name: /Отмяна/ })).toHaveCount(0);
  const refused = await batch(key);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).errors[0].code).toBe('auth.invalidApiKey');
});
