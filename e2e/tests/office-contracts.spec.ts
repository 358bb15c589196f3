import { expect, test, type Page } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Toll customers (#17): an accountant creates a business client with a postpaid contract, signs
// it, adds a truck filled from the registry sandbox, suspends the contract with a reason and
// reactivates it; the contract list finds it.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('an accountant creates a postpaid contract, adds a truck, suspends and reactivates it', async ({
  page,
}) => {
  await openOfficeAs(page, 'accountant');
  await page.goto('/office/bg/contract-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Договори' })).toBeVisible();
  // the demo contracts are listed
  await expect(page.getByRole('cell', { name: 'C-100001' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Нов договор' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Нов договор' })).toBeVisible();
  // client tab: a business with its EIK
  await field(page, 'Номер').fill('209999914');
  await field(page, 'Наименование').fill('Е2Е Транс ЕООД');
  await field(page, 'Град').fill('Русе');
  await field(page, 'Пощенски код').fill('7000');
  await field(page, 'Улица').fill('ул. Дунав 5');
  // contract tab: postpaid is the default, weekly, 14 calendar days
  await page.getByRole('tab', { name: 'Договор' }).click();
  await expect(page.getByRole('combobox', { name: 'Вид договор' })).toHaveValue('2');
  // contacts tab: submitting without a contact marks the tab red and says why
  await page.getByRole('button', { name: 'Създаване на договора' }).click();
  await expect(page.getByRole('tab', { name: 'Лица за контакт' })).toHaveAttribute(
    'title',
    'Съдържа невалидни данни',
  );
  await page.getByRole('tab', { name: 'Лица за контакт' }).click();
  await field(page, 'Име').fill('Иван');
  await field(page, 'Фамилия').fill('Петров');
  await field(page, 'E-mail').fill('ivan@e2e-trans.example.bg');
  await page.getByRole('button', { name: 'Създаване на договора' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Договор A\d{8}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Договор ', '');
  await expect(page.getByText('Предварително активен')).toBeVisible();

  // sign: the contract becomes active
  await page.getByRole('button', { name: 'Подписване' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Договорът е подписан')).toBeVisible();
  await expect(page.getByText('Активен', { exact: true })).toBeVisible();

  // a truck from the registry sandbox
  await page.getByRole('tab', { name: /^Превозни средства/ }).click();
  await page.getByRole('button', { name: 'Добавяне на ППС' }).click();
  const dialog = page.getByRole('dialog', { name: `Добавяне на ППС към договор ${number}` });
  await dialog.getByRole('textbox', { name: 'Рег. номер' }).fill('Р 7777 ТТ');
  await dialog.getByRole('button', { name: 'Попълване от регистъра' }).click();
  await expect(dialog.getByText('Попълнено от регистъра')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Марка' })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Добавяне', exact: true }).click();
  await expect(page.getByText('ППС P7777TT е добавено.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'P7777TT' })).toBeVisible();

  // suspend with a reason and the confirmation
  await page.getByRole('button', { name: 'Спиране' }).click();
  const ask = page.getByRole('dialog', { name: 'Спиране на договора' });
  await ask.getByRole('button', { name: 'Добре' }).click();
  await expect(ask.getByText('Полето е задължително')).toBeVisible();
  await ask.getByRole('textbox', { name: 'Причина за спирането' }).fill('Неплатени задължения');
  await ask.getByRole('button', { name: 'Добре' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Договорът е спрян')).toBeVisible();
  await expect(page.getByText('Причина: Неплатени задължения')).toBeVisible();

  // reactivate with the confirmation
  await page.getByRole('button', { name: 'Активиране' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Договорът е активиран')).toBeVisible();

  // the history records every step
  await page.getByRole('tab', { name: 'История' }).click();
  await expect(page.getByRole('cell', { name: 'account.status.SUSPENDED' })).toBeVisible();

  // the list finds it by number, and the vehicle list by plate
  await page.goto(`/office/bg/contract-management?f_status=ACTIVE&q=${number}`);
  await expect(page.getByRole('link', { name: `Отваряне на договор ${number}` })).toBeVisible();
  await page.goto('/office/bg/vehicle-management?q=P7777TT');
  await expect(page.getByRole('cell', { name: 'P7777TT' })).toBeVisible();
});

test('the demo customer sees their contracts and vehicles on the site', async ({ page }) => {
  await page.goto('/bg/account/contract-management');
  await page.getByRole('textbox', { name: 'Потребителско име или имейл' }).fill('customer');
  await page.getByRole('textbox', { name: 'Парола', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page).toHaveURL(/\/bg\/account\/contract-management$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Управление на договори' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Договор A\d{8}$/ })).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'CA1001AB' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Над 12 т, 4+ оси' }).first()).toBeVisible();
});
