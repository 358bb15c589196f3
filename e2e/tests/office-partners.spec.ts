import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/page-checks';
import { axeContext, officeLogin } from './support/office';

// Issue 16's "Done when" walk in the partner screens: the demo admin creates a sale partner, sees
// a field error as a red tab, saves, adds two commissioners, edits the partner, suspends it with a
// reason, exports the list (the CSV is read) and reads the change history; axe-core on the list
// and the form.

/** A valid 9-digit EIK (packages/domain eik.ts) not used by the demo register. */
function freshEik(): string {
  const digits = String(10_000_000 + (Date.now() % 89_999_999)).padStart(8, '0');
  const sum = (weights: number[]) =>
    weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  let check = sum([1, 2, 3, 4, 5, 6, 7, 8]);
  if (check === 10) check = sum([3, 4, 5, 6, 7, 8, 9, 10]);
  if (check === 10) check = 0;
  return `${digits}${check}`;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const save = (page: Page) => page.getByRole('button', { name: 'Запазване на промените' });

test('an admin creates, edits, suspends, exports and reads the history of a sale partner', async ({
  browser,
}) => {
  const context = await browser.newContext({ bypassCSP: true, acceptDownloads: true });
  await axeContext(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/office/bg/login');
  await officeLogin(page, 'admin');
  // The admin lands on the partner list, the whole register loaded and paged in the browser.
  await expect(page).toHaveURL(/\/office\/bg\/partner-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Партньори' })).toBeVisible();
  await expect(page.locator('table tbody tr')).toHaveCount(50);
  await expect(page.getByText(/^3\d\d записа$/)).toBeVisible();
  expect(await axeViolations(page), 'list').toEqual([]);

  // A new partner: the parts that hang on a saved partner say so first.
  await page.getByRole('button', { name: 'Нов партньор' }).click();
  await expect(page).toHaveURL(/[?&]partner=new/);
  await expect(page.getByRole('heading', { level: 1, name: 'Нов партньор' })).toBeVisible();
  await tab(page, 'Комисионери').click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Комисионери' })
      .getByText('Моля, първо запазете данните на партньора'),
  ).toBeVisible();

  // A field error shows on its tab: red header, and the save button's title says so.
  const name = `Е2Е Пътни Продажби ${Date.now() % 100_000} ООД`;
  await tab(page, 'Основни данни').click();
  await field(page, 'Име').fill(name);
  await field(page, 'ЕИК').fill('123456789');
  await field(page, 'ЕИК').blur();
  await expect(page.getByText('Невалиден ЕИК')).toBeVisible();
  await tab(page, 'Данни за фактуриране').click();
  await field(page, 'Име за фактуриране (на български)').fill(name);
  await save(page).click();
  const mainTab = tab(page, /Основни данни/);
  await expect(mainTab).toHaveAttribute('title', 'Съдържа невалидни данни');
  await expect(mainTab).toHaveAttribute('aria-selected', 'true');
  await expect(save(page)).toHaveAttribute('title', 'Невалидни данни');
  expect(await axeViolations(page), 'form with an error').toEqual([]);

  // Corrected and saved: the page moves to the new partner's address.
  const eik = freshEik();
  await field(page, 'ЕИК').fill(eik);
  await field(page, 'ЕИК').blur();
  await expect(page.getByText(`ЕИК по ДДС: BG${eik}`)).toBeVisible();
  await expect(mainTab).not.toHaveAttribute('title', 'Съдържа невалидни данни');
  await save(page).click();
  await expect(page.getByText(`Партньорът ${name} е създаден.`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]partner=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: `Партньор ${name}` })).toBeVisible();

  // Two commissioners with their own percentages.
  await tab(page, 'Комисионери').click();
  const panel = page.getByRole('tabpanel', { name: 'Комисионери' });
  await panel.getByRole('button', { name: 'Добавяне на комисионер' }).click();
  await panel.getByRole('button', { name: 'Добавяне на комисионер' }).click();
  const choices = panel.getByRole('combobox', { name: 'Комисионер' });
  await choices.nth(0).selectOption({ label: 'Транс Комисионер ООД' });
  await choices.nth(1).selectOption({ label: 'Варна Тол Сървиз ЕООД' });
  const percentages = panel.getByRole('textbox', { name: 'Комисиона, %' });
  await percentages.nth(0).fill('2.5');
  await percentages.nth(1).fill('1,25');
  await panel.getByRole('button', { name: 'Запазване на комисионерите' }).click();
  await expect(page.getByText('Комисионерите са запазени.')).toBeVisible();

  // An edit of the main data.
  await tab(page, 'Основни данни').click();
  await field(page, 'Град').fill('Русе');
  await save(page).click();
  await expect(page.getByText('Промените са запазени.')).toBeVisible();
  expect(await axeViolations(page), 'form').toEqual([]);

  // An API key: shown once with a copy button, listed without the key, revoked after a confirmation.
  await tab(page, 'API ключове').click();
  const keys = page.getByRole('tabpanel', { name: 'API ключове' });
  await keys.getByRole('textbox', { name: 'Име на ключа' }).fill('Каса 1');
  await keys.getByRole('button', { name: 'Издаване на ключ' }).click();
  const issued = page.getByRole('dialog', { name: 'Новият API ключ' });
  const key = (await issued.getByTestId('issued-api-key').textContent()) ?? '';
  expect(key.length).toBeGreaterThan(20);
  await expect(issued.getByRole('button', { name: 'Копиране' })).toBeVisible();
  await issued.getByRole('button', { name: 'Добре' }).click();
  const keyRow = keys.getByRole('row', { name: /Каса 1/ });
  await expect(keyRow.getByRole('cell', { name: 'Никога' })).toBeVisible();
  await expect(keys.getByText(key)).toHaveCount(0);
  await keyRow.getByRole('button', { name: 'Отмяна' }).click();
  await page
    .getByRole('dialog', { name: 'Отмяна на API ключа' })
    .getByRole('button', { name: 'Да' })
    .click();
  await expect(page.getByText('Ключът за API е оттеглен')).toBeVisible();
  await expect(keyRow.getByRole('button', { name: 'Отмяна' })).toHaveCount(0);

  // Suspended with a reason (required) and a confirmation.
  await page.getByRole('button', { name: 'Спиране', exact: true }).click();
  const reasonDialog = page.getByRole('dialog', { name: 'Спиране на партньора' });
  await reasonDialog.getByRole('button', { name: 'Добре' }).click();
  await expect(reasonDialog.getByText('Полето е задължително')).toBeVisible();
  await reasonDialog.getByRole('textbox', { name: 'Причина' }).fill('Неплатени задължения');
  await reasonDialog.getByRole('button', { name: 'Добре' }).click();
  const confirm = page.getByRole('dialog', { name: 'Спиране на партньора' });
  await expect(confirm.getByText(`Да бъде ли спрян ${name}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Партньорът е спрян')).toBeVisible();
  await expect(page.getByText('Причина: Неплатени задължения')).toBeVisible();

  // The change history: creation, commissioners, the edit and the suspension.
  await page.getByRole('button', { name: 'История на промените' }).click();
  const history = page.getByRole('dialog', { name: `История на промените на ${name}` });
  await expect(history.getByText('partner.create')).toBeVisible();
  await expect(history.getByText('Русе')).toBeVisible();
  await expect(history.getByText('Неплатени задължения').first()).toBeVisible();
  await history.getByRole('button', { name: 'Затваряне' }).click();

  // Back to the list, filtered by the name: the CSV of that filter downloads at once.
  await page.getByRole('button', { name: /Към списъка/ }).click();
  await expect(page).toHaveURL(/\/partner-management$/);
  await page.getByRole('searchbox', { name: 'Търсене по име, ЕИК или град' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('cell', { name: 'Спрян', exact: true }),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Изтегляне (CSV)' }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain(eik);
  expect(csv).not.toContain('Транс Комисионер ООД');

  // With no filter, the download asks first.
  await page.getByRole('searchbox', { name: 'Търсене по име, ЕИК или град' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  // The whole list is back before the download is asked for.
  await expect(page.getByRole('cell', { name: 'Shell България', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Изтегляне (CSV)' }).click();
  const all = page.getByRole('dialog', { name: 'Изтегляне на всички записи' });
  await expect(all).toBeVisible();
  const [everything] = await Promise.all([
    page.waitForEvent('download'),
    all.getByRole('button', { name: 'Да' }).click(),
  ]);
  const allCsv = readFileSync((await everything.path()) ?? '', 'utf8');
  expect(allCsv).toContain('Транс Комисионер ООД');
  expect(allCsv).toContain(name);

  // The row's context menu reactivates it (a confirmation, then the server's message).
  await page.getByRole('searchbox', { name: 'Търсене по име, ЕИК или град' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator('table tbody tr')).toHaveCount(1);
  await page.getByRole('cell', { name }).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: `Действия за ${name}` });
  await menu.getByRole('menuitem', { name: 'Активиране отново' }).click();
  await page
    .getByRole('dialog', { name: 'Активиране на партньора отново' })
    .getByRole('button', { name: 'Да' })
    .click();
  await expect(page.getByText('Партньорът е активиран')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Активен', exact: true })).toBeVisible();

  expect(errors).toEqual([]);
  await context.close();
});

test('sales-partner management opens the sale partners and commissioners only', async ({
  page,
}) => {
  await page.goto('/office/bg/login');
  await officeLogin(page, 'admin');
  await page.goto('/office/bg/sales-partner-management');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Търговски партньори и комисионери' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Транс Комисионер ООД' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Клиент за тол такси' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Нов търговски партньор' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Нов търговски партньор' }),
  ).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Вид', exact: true }).locator('option'),
  ).toHaveText(['Търговски партньор', 'Комисионер', 'Търговски партньор и комисионер']);
});

test('a save over another user’s change is refused with the reload action', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto('/office/bg/login');
  await officeLogin(first, 'admin');
  await first.goto('/office/bg/sales-partner-management');
  await first.getByRole('searchbox', { name: 'Търсене по име, ЕИК или град' }).fill('Варна Тол');
  await expect(first.locator('table tbody tr')).toHaveCount(1);
  await first.getByRole('cell', { name: 'Варна Тол Сървиз ЕООД' }).click({ button: 'right' });
  await first.getByRole('menuitem', { name: 'Отваряне' }).click();
  await expect(first).toHaveURL(/[?&]partner=\d+/);
  const address = first.url();

  // The same partner opened by another sign-in (a second tab signs in on its own), saved there first.
  const second = await context.newPage();
  await second.goto(address);
  await officeLogin(second, 'admin');
  await expect(second).toHaveURL(address);
  await field(second, 'Уебсайт').fill('https://varna-toll.example');
  await save(second).click();
  await expect(second.getByText('Промените са запазени.')).toBeVisible();

  await field(first, 'Град').fill('Варна-град');
  await save(first).click();
  await expect(first.getByRole('alert').filter({ hasText: 'междувременно' })).toBeVisible();
  await first.getByRole('button', { name: 'Зареждане на партньора отново' }).click();
  await expect(field(first, 'Уебсайт')).toHaveValue('https://varna-toll.example');
  await expect(field(first, 'Град')).toHaveValue('Варна');
  await context.close();
});
