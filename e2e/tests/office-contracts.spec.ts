import { expect, test, type Page } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Toll customers (#17), the "done when" walk: an accountant creates a business client with a
// postpaid contract, adds three trucks (one filled from the registry sandbox), signs, uploads the
// signed contract as a PDF, suspends and reactivates it with reasons; the client screen shows the
// client's vehicles and takes a delivery address; the contract list and the vehicle list find them.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function addTruck(page: Page, number: string, plate: string, fromRegistry: boolean) {
  await page.getByRole('button', { name: 'Добавяне на ППС' }).click();
  const dialog = page.getByRole('dialog', { name: `Добавяне на ППС към договор ${number}` });
  await dialog.getByRole('textbox', { name: 'Рег. номер' }).fill(plate);
  if (fromRegistry) {
    await dialog.getByRole('button', { name: 'Попълване от регистъра' }).click();
    await expect(dialog.getByText('Попълнено от регистъра')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Марка' })).not.toHaveValue('');
  } else {
    await dialog.getByRole('textbox', { name: 'Марка' }).fill('DAF');
    await dialog.getByRole('textbox', { name: 'Допустима максимална маса, кг' }).fill('18000');
  }
  await dialog.getByRole('button', { name: 'Добавяне', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an accountant creates a postpaid contract with three trucks, signs, uploads, suspends and reactivates it', async ({
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

  // three trucks: one filled from the registry sandbox, two typed in
  await page.getByRole('tab', { name: /^Превозни средства/ }).click();
  await addTruck(page, number, 'Р 7777 ТТ', true);
  await addTruck(page, number, 'PB1001TT', false);
  await addTruck(page, number, 'PB1002TT', false);
  for (const plate of ['P7777TT', 'PB1001TT', 'PB1002TT'])
    await expect(page.getByRole('cell', { name: plate, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Превозни средства (3)' })).toBeVisible();

  // sign: the contract becomes active
  await page.getByRole('button', { name: 'Подписване' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Договорът е подписан')).toBeVisible();
  await expect(page.getByText('Активен', { exact: true })).toBeVisible();

  // the signed contract as a PDF, once
  await page.getByRole('tab', { name: 'Документи' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'договор-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Качване', exact: true }).click();
  await expect(page.getByText('договор-e2e.pdf е качен.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Подписан договор' })).toBeVisible();

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

  // reactivate with a reason and the confirmation
  await page.getByRole('button', { name: 'Активиране' }).click();
  const again = page.getByRole('dialog', { name: 'Активиране на договора' });
  await again.getByRole('textbox', { name: 'Причина за повторното активиране' }).fill('Задълженията са платени'); // prettier-ignore
  await again.getByRole('button', { name: 'Добре' }).click();
  const confirm = page.getByRole('dialog', { name: 'Активиране на договора' }).last();
  await expect(confirm).toContainText('Задълженията са платени');
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Договорът е активиран')).toBeVisible();
  await expect(page.getByText('Причина: Задълженията са платени')).toBeVisible();

  // the history records every step
  await page.getByRole('tab', { name: 'История' }).click();
  await expect(page.getByRole('cell', { name: 'Спрян', exact: true })).toBeVisible();

  // the client screen: its vehicles over all contracts, and a delivery address
  await page.getByRole('link', { name: 'Е2Е Транс ЕООД' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Клиент Е2Е Транс ЕООД' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Превозни средства' }).click();
  await expect(page.getByRole('cell', { name: 'PB1002TT' })).toBeVisible();
  await page.getByRole('tab', { name: 'Адреси' }).click();
  await expect(page.getByRole('cell', { name: 'ул. Дунав 5, 7000 Русе, BG' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавяне на адрес' }).click();
  const address = page.getByRole('dialog', { name: 'Нов адрес' });
  await address.getByRole('textbox', { name: 'Град' }).fill('Варна');
  await address.getByRole('textbox', { name: 'Пощенски код' }).fill('9000');
  await address.getByRole('textbox', { name: 'Улица и номер' }).fill('бул. Приморски 1');
  await address.getByRole('button', { name: 'Запазване' }).click();
  await expect(page.getByText('Адресът е запазен.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'бул. Приморски 1, 9000 Варна, BG' })).toBeVisible();

  // the list finds it by number, and the vehicle list by plate
  await page.goto(`/office/bg/contract-management?f_status=ACTIVE&q=${number}`);
  await expect(page.getByRole('link', { name: `Отваряне на договор ${number}` })).toBeVisible();
  await page.goto('/office/bg/vehicle-management?q=P7777TT');
  await expect(page.getByRole('cell', { name: 'P7777TT' })).toBeVisible();
  // and the charging system's outbox has nothing stuck
  await page.goto('/office/bg/charging-sync');
  await expect(page.getByRole('heading', { level: 1, name: 'Синхронизация с тол системата' })).toBeVisible(); // prettier-ignore
  await expect(page.getByText('Няма блокирали промени.')).toBeVisible();
});

test('the demo customer sees their contracts, vehicles and toll settings on the site', async ({
  page,
}) => {
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

  // the profile icon leads a customer to the toll settings
  await page.getByRole('link', { name: /^Профил на / }).click();
  await expect(page).toHaveURL(/\/bg\/account\/toll-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тол настройки' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Договор A\d{8}$/ })).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'CA1001AB' })).toBeVisible();
  await expect(page.getByText('Период на задълженията').first()).toBeVisible();
  // the customer changes the notices of a contract
  const notices = page.getByRole('form', { name: 'Уведомления' }).first();
  // by keyboard: the site's sticky header may cover the switch
  await notices.getByRole('switch', { name: 'Уведомления по SMS' }).focus();
  await page.keyboard.press('Space');
  await expect(notices.getByRole('switch', { name: 'Уведомления по SMS' })).toBeChecked();
  await notices.getByRole('button', { name: 'Запазване на уведомленията' }).click();
  await expect(notices.getByText('Полето е задължително')).toBeVisible();
  await notices.getByRole('textbox', { name: 'Телефон за SMS' }).fill('+359888123456');
  await notices.getByRole('button', { name: 'Запазване на уведомленията' }).click();
  await expect(notices.getByText('Настройките за уведомления са запазени.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Уведомления' }).first().getByRole('textbox', { name: 'Телефон за SMS' })).toHaveValue('+359888123456'); // prettier-ignore

  // the route calculator offers the contract's vehicles
  await page.goto('/bg/account/route-pass-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Калкулатор за маршрутни карти' })).toBeVisible(); // prettier-ignore
  await page.getByRole('combobox', { name: 'Ваше превозно средство' }).click();
  await page.getByRole('option', { name: /^CA1001AB/ }).click();
  await expect(page.getByTestId('route-registration')).toContainText('CA1001AB');
});
