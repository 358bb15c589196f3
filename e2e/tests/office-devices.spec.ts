import { expect, test, type Page } from '@playwright/test';
import { axeContext, openOfficeAs } from './support/office';
import { axeViolations } from './support/page-checks';

// Devices (#20), the "done when" walk as a new user would do it: the warehouse admin
// receives a vendor's delivery from a CSV; the demo customer requests two OBUs on the site's
// account/obu-delivery page; the OBU vendor ships that request with two of the received devices;
// a clerk confirms the delivery, attaches one to a truck of the demo contract (its deposit is
// charged: the contract's balance shows it), attaches the other to a second truck and returns it
// (confirmed first; the deposit is released); the devices' histories show every step. The second
// test is the warehouse desk: a hand-out onto a vehicle with its protocol, a stock movement, a
// device edited, and the exports.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const serials = [`E2E-${stamp}-1`, `E2E-${stamp}-2`, `E2E-${stamp}-3`];
const recipient = `Получател ${stamp}`;
let contractNumber = '';

/** The contract's held deposit in euro as its "Payments" tab shows it ("150,00"). */
async function heldDeposit(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Плащания' }).click();
  const label = page.getByText('Депозит (EUR)', { exact: true });
  await expect(label).toBeVisible();
  const text = await label.locator('xpath=following-sibling::*[1]').innerText();
  return Number(text.replace(/\s/g, '').replace(',', '.'));
}

async function historyOf(page: Page, serial: string) {
  await page.goto(`/office/bg/obu-management?q=${serial}`);
  await page.getByRole('row').filter({ hasText: serial }).getByRole('button').first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('table', { name: 'История' })).toBeVisible();
  const actions = await detail
    .getByRole('table', { name: 'История' })
    .locator('tbody tr td:nth-child(2)')
    .allInnerTexts();
  await detail.getByRole('button', { name: /Затваряне|Close/ }).click();
  return actions;
}

test('receive a CSV, the customer requests, the vendor ships, a clerk attaches and returns', async ({
  browser,
}) => {
  // the warehouse admin receives the vendor's delivery into the central warehouse
  const warehouse = await browser.newPage();
  await openOfficeAs(warehouse, 'warehouse');
  await warehouse.goto('/office/bg/warehouse');
  await expect(warehouse.getByRole('heading', { level: 1, name: 'Склад' })).toBeVisible();
  const form = warehouse.getByRole('form', { name: 'Заприхождаване на доставка' });
  await form.getByRole('combobox', { name: 'Склад' }).selectOption({ label: 'Централен склад – София' }); // prettier-ignore
  await form.getByRole('textbox', { name: 'Доставчик', exact: true }).fill('Kapsch TrafficCom');
  await form.getByRole('textbox', { name: 'Документ', exact: true }).fill(`E2E-${stamp}`);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'serials.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`serialNumber,sim\n${serials.join(',\n')},\n`),
  });
  await form.getByRole('button', { name: 'Заприходи' }).click();
  await expect(form.getByText('Получени са 3 устройства')).toBeVisible();
  await expect(warehouse.getByRole('cell', { name: `E2E-${stamp}`, exact: true })).toBeVisible();
  await warehouse.close();

  // the demo customer requests two OBUs on the public site
  const site = await browser.newPage();
  await site.goto('/bg/account/obu-delivery');
  await site.getByRole('textbox', { name: 'Потребителско име или имейл' }).fill('customer');
  await site.getByRole('textbox', { name: 'Парола', exact: true }).fill('Demo2026');
  await site.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(site.getByRole('heading', { level: 1, name: 'Доставка на бордови устройства' })).toBeVisible(); // prettier-ignore
  const request = site.getByRole('form', { name: 'Заявка за устройства' });
  const contract = request.getByRole('combobox', { name: 'Договор' });
  contractNumber = (await contract.locator('option').first().innerText()).trim();
  await request.getByRole('combobox', { name: 'Устройство' }).selectOption('OBU');
  await request.getByRole('textbox', { name: 'Брой' }).fill('2');
  await request.getByRole('textbox', { name: 'Получател' }).fill(recipient);
  await request.getByRole('textbox', { name: 'Град' }).fill('София');
  await request.getByRole('textbox', { name: 'Пощенски код' }).fill('1000');
  await request.getByRole('textbox', { name: 'Улица' }).fill('ул. „Демо“ 1');
  await request.getByRole('button', { name: 'Изпрати заявката' }).click();
  await expect(request.getByText('Заявката ви е изпратена.')).toBeVisible();
  const own = site.getByRole('table', { name: 'Доставки' });
  await expect(own.getByRole('row').filter({ hasText: 'Заявена' }).first()).toBeVisible();

  // the vendor ships that request with two of the received devices
  const vendor = await browser.newPage();
  await openOfficeAs(vendor, 'obuvendor');
  await vendor.goto('/office/bg/obu-vendor-deliveries');
  await vendor.getByRole('row').filter({ hasText: recipient }).getByRole('button', { name: 'Изпрати' }).click(); // prettier-ignore
  const ship = vendor.getByRole('dialog');
  await ship.getByRole('textbox').fill(serials.slice(0, 2).join('\n'));
  await ship.getByRole('button', { name: 'Добре' }).click();
  await expect(vendor.getByText('Доставката е изпратена')).toBeVisible();
  await vendor.close();

  // the customer sees it shipped, with its devices
  await site.reload();
  await expect(own.getByRole('row').filter({ hasText: 'Изпратена' })).toContainText(/D\d+, D\d+/);
  await site.close();

  // a clerk confirms the delivery
  const desk = await browser.newPage();
  await openOfficeAs(desk, 'warehouse');
  await desk.goto('/office/bg/obu-deliveries?f_status=SHIPPED');
  await desk.getByRole('row').filter({ hasText: recipient }).getByRole('button', { name: 'Потвърди доставката' }).click(); // prettier-ignore
  await desk.getByRole('dialog', { name: 'Потвърждаване на доставката?' }).getByRole('button', { name: 'Да' }).click(); // prettier-ignore
  await expect(desk.getByRole('row').filter({ hasText: recipient })).toHaveCount(0);
  await desk.close();

  // a clerk attaches the first device to a free truck of the contract: the deposit is charged
  const clerk = await browser.newPage();
  await openOfficeAs(clerk, 'admin');
  await clerk.goto(`/office/bg/contract-management?q=${contractNumber}`);
  await clerk.getByRole('link', { name: `Отваряне на договор ${contractNumber}` }).click();
  const before = await heldDeposit(clerk);
  const vehicles = async () => {
    await clerk.getByRole('tab', { name: /^Превозни средства/ }).click();
    return clerk.getByRole('row');
  };
  const attach = async (plate: string, serial: string) => {
    await (await vehicles()).filter({ hasText: plate }).getByRole('button', { name: 'Зачисли OBU' }).click(); // prettier-ignore
    const dialog = clerk.getByRole('dialog', { name: `Зачисляване на устройство към ${plate}` });
    await dialog.getByRole('textbox').fill(serial);
    await dialog.getByRole('button', { name: 'Добре' }).click();
    await expect(clerk.getByText('Устройството е зачислено')).toBeVisible();
  };
  await attach('CA1003AB', serials[0]!);
  await expect.poll(() => heldDeposit(clerk)).toBe(before + 50);

  // the second device goes onto another truck and is returned: confirmed first, deposit released
  await attach('CA1004AB', serials[1]!);
  await expect.poll(() => heldDeposit(clerk)).toBe(before + 100);
  const truck = (await vehicles()).filter({ hasText: 'CA1004AB' });
  await truck.getByRole('button', { name: 'Върни OBU' }).click();
  const confirm = clerk.getByRole('dialog', { name: 'Връщане на устройството?' });
  await expect(confirm.getByText('Връщането е необратимо')).toBeVisible();
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(clerk.getByText('Устройството е върнато')).toBeVisible();
  await expect(truck.getByRole('button', { name: 'Зачисли OBU' })).toBeVisible();
  await expect.poll(() => heldDeposit(clerk)).toBe(before + 50);
  await clerk.close();

  // the register shows each device's history, step by step
  const reader = await browser.newPage();
  await openOfficeAs(reader, 'warehouse');
  expect(await historyOf(reader, serials[0]!)).toEqual(['Заприходен', 'Изпратен', 'Доставен', 'Зачислен']); // prettier-ignore
  expect(await historyOf(reader, serials[1]!)).toEqual(['Заприходен', 'Изпратен', 'Доставен', 'Зачислен', 'Върнат']); // prettier-ignore
  await reader.close();
});

test('the desk hands an OBU out onto a vehicle, prints the protocol; movements, edits, exports', async ({
  browser,
}) => {
  expect(contractNumber).not.toBe('');
  const context = await browser.newContext({ bypassCSP: true });
  await axeContext(context);
  const page = await context.newPage();
  await openOfficeAs(page, 'warehouse');
  await page.goto('/office/bg/warehouse');
  await page.getByRole('tab', { name: 'Предаване на място' }).click();
  const find = page.getByRole('form', { name: 'Намери договора' });
  await find.getByRole('textbox', { name: 'Номер на договор' }).fill(contractNumber);
  await find.getByRole('button', { name: 'Намери договора' }).click();
  const handout = page.getByRole('form', { name: 'Предаване на място' });
  await expect(handout).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await handout.getByRole('textbox', { name: 'Устройство за CA1005AB' }).fill(serials[2]!);
  await handout.getByRole('combobox', { name: 'Склад' }).selectOption({ label: 'Централен склад – София' }); // prettier-ignore
  await handout.getByRole('textbox', { name: 'Документ', exact: true }).fill(`PR-${stamp}`);
  await handout.getByRole('button', { name: 'Предай' }).click();
  await expect(handout.getByText('Предадени са 1 устройства')).toBeVisible();
  // the vehicle now shows its device, and the protocol prints
  await expect(handout.getByRole('row').filter({ hasText: 'CA1005AB' })).toContainText(/D\d+/);
  const protocol = page.waitForEvent('download');
  await handout.getByRole('button', { name: 'Приемо-предавателен протокол (PDF)' }).click();
  expect((await protocol).suggestedFilename()).toBe(`handout-PR-${stamp}.pdf`);
  await expect(page.getByRole('row').filter({ hasText: `PR-${stamp}` })).toContainText('Предаване');

  // a recycling movement of a demo device in stock
  await page.getByRole('tab', { name: 'Складово движение' }).click();
  const movement = page.getByRole('form', { name: 'Складово движение' });
  await movement.getByRole('combobox', { name: 'Движение', exact: true }).selectOption('RECYCLING');
  await movement.getByRole('combobox', { name: 'Склад' }).selectOption({ label: 'Централен склад – София' }); // prettier-ignore
  await movement.getByRole('textbox', { name: 'Документ', exact: true }).fill(`RC-${stamp}`);
  await movement.getByRole('textbox', { name: /^Номера или серийни номера/ }).fill('OBU-101000');
  await movement.getByRole('button', { name: 'Запиши движението' }).click();
  await expect(movement.getByText(`Движението RC-${stamp} е записано`)).toBeVisible();

  // the stock summary downloads (no filter: asked first)
  const stock = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Изтегляне (CSV)' }).click();
  await page.getByRole('dialog', { name: 'Изтегляне на всички записи' }).getByRole('button', { name: 'Да' }).click(); // prettier-ignore
  expect((await stock).suggestedFilename()).toBe('stock.csv');

  // the handed-out device: its history, an edit, and the register's export
  expect(await historyOf(page, serials[2]!)).toEqual(['Заприходен', 'Предаден', 'Зачислен']);
  await page.getByRole('row').filter({ hasText: serials[2]! }).getByRole('button').first().click();
  const edit = page.getByRole('dialog').getByRole('form', { name: 'Данни на устройството' });
  expect(await axeViolations(page)).toEqual([]);
  await edit.getByRole('textbox', { name: 'SIM' }).fill('359881234567');
  await edit.getByRole('button', { name: 'Запази' }).click();
  await expect(edit.getByText('Устройството е записано')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Затваряне|Close/ })
    .click();
  const register = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Изтегляне (XLSX)' }).click();
  expect((await register).suggestedFilename()).toBe('devices.xlsx');
  await context.close();
});
