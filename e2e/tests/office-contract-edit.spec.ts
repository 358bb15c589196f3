import { expect, test, type Page } from '@playwright/test';
import { officeLogin, openOfficeAs } from './support/office';

// Toll customers (#17, second part): an accountant edits a contract in its tabbed form (another
// user's save in between is refused with a reload), uploads and downloads its signed contract,
// sees the payments and obligations tabs, changes a vehicle and sends the contract's
// vehicles to the charging system (its sandbox).

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function openActiveContract(page: Page): Promise<string> {
  await page.goto('/office/bg/contract-management?f_status=ACTIVE&f_accountType=2');
  const link = page.getByRole('link', { name: /^Отваряне на договор A\d{8}$/ }).last();
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent())!;
  await link.click();
  const number = /A\d{8}/.exec(name)?.[0] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Договор ${number}` })).toBeVisible();
  return page.url();
}

test('an accountant edits a contract, meets a concurrent save, uploads and syncs', async ({
  page,
  context,
}) => {
  await openOfficeAs(page, 'accountant');
  const url = await openActiveContract(page);

  // edit: the tabbed form with the contract's values, saved at the version read
  await page.getByRole('button', { name: 'Редактиране', exact: true }).click();
  await page.getByRole('tab', { name: 'Договор' }).click();
  const postpone = page.getByRole('textbox', { name: 'Дни отсрочка' });
  await postpone.fill('4');
  const save = page.getByRole('button', { name: 'Запазване на промените' });
  await expect(save).toHaveAttribute('title', 'Запазване на промените');
  await save.click();
  await expect(page.getByText('Промените са запазени.')).toBeVisible();
  await page.getByRole('tab', { name: 'Договор' }).click();
  await expect(page.getByText('4', { exact: true })).toBeVisible();

  // two users edit at once: the second save is refused (409) and offers the current data
  await page.getByRole('button', { name: 'Редактиране', exact: true }).click();
  const other = await context.newPage();
  await other.goto(url);
  // a second tab signs in on its own
  await officeLogin(other, 'accountant');
  await expect(other).toHaveURL(url);
  await other.getByRole('button', { name: 'Редактиране', exact: true }).click();
  await other.getByRole('tab', { name: 'Договор' }).click();
  await other.getByRole('textbox', { name: 'Дни отсрочка' }).fill('6');
  await other.getByRole('button', { name: 'Запазване на промените' }).click();
  await expect(other.getByText('Промените са запазени.')).toBeVisible();
  await other.close();
  await page.getByRole('tab', { name: 'Договор' }).click();
  await page.getByRole('textbox', { name: 'Дни отсрочка' }).fill('9');
  await page.getByRole('button', { name: 'Запазване на промените' }).click();
  await expect(page.getByText('Някой друг промени договора междувременно')).toBeVisible();
  await page.getByRole('button', { name: 'Зареди текущите данни' }).click();
  await page.getByRole('tab', { name: 'Договор' }).click();
  await expect(page.getByRole('textbox', { name: 'Дни отсрочка' })).toHaveValue('6');
  await page.getByRole('button', { name: 'Отказ', exact: true }).click();

  // documents: the signed contract goes once, and comes back as it was sent
  await page.getByRole('tab', { name: 'Документи' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'договор.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Качване', exact: true }).click();
  await expect(page.getByText('договор.pdf е качен.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Подписан договор' })).toBeVisible();
  // the signed contract is no longer offered as a kind to upload
  await expect(page.getByRole('combobox', { name: 'Вид' })).not.toContainText('Подписан договор');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Изтегляне' }).first().click();
  expect((await download).suggestedFilename()).toBe('договор.pdf');

  // payments: the contract's ledger balances, movements and payments; obligations with what is owed
  await page.getByRole('tab', { name: 'Плащания' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Плащания' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Получени плащания' })).toBeVisible();
  await page.getByRole('tab', { name: 'Задължения' }).click();
  await expect(page.getByText(/^Дължимо в момента: /)).toBeVisible();

  // vehicles: change one, then send all to the charging system's sandbox
  await page.getByRole('tab', { name: /^Превозни средства/ }).click();
  await page
    .getByRole('table', { name: 'Превозни средства' })
    .getByRole('button', { name: 'Редактиране', exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Промяна на превозно средство / });
  await dialog.getByRole('textbox', { name: 'Цвят' }).fill('Червен');
  await dialog.getByRole('button', { name: 'Запазване на промените' }).click();
  await expect(page.getByText(/^Превозното средство .* е запазено\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Изпрати всички към системата за таксуване' }).click();
  await expect(page.getByText(/^Изпратени \d+: \d+ доставени, 0 чакат нов опит\.$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Синхронизиран' }).first()).toBeVisible();
});
