import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Devices (#20): the warehouse admin receives a vendor's delivery from a CSV, the OBU vendor ships
// the demo customer's open request with two of those devices, a clerk attaches one to a truck of
// the demo customer's contract and returns it (confirmed first); the device's history shows it all.

const stamp = String(Date.now()).slice(-6);
const serials = [`E2E-${stamp}-1`, `E2E-${stamp}-2`];

test('receive a CSV, the vendor ships, a clerk attaches and returns an OBU', async ({
  browser,
}) => {
  // the warehouse admin receives the delivery
  const warehouse = await browser.newPage();
  await openOfficeAs(warehouse, 'warehouse');
  await warehouse.goto('/office/bg/warehouse');
  await expect(warehouse.getByRole('heading', { level: 1, name: 'Склад' })).toBeVisible();
  const form = warehouse.getByRole('form', { name: 'Заприхождаване на доставка' });
  await form.getByRole('textbox', { name: 'Доставчик', exact: true }).fill('Kapsch TrafficCom');
  await form.getByRole('textbox', { name: 'Документ', exact: true }).fill(`E2E-${stamp}`);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'serials.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`serialNumber,sim\n${serials.join(',\n')},\n`),
  });
  await form.getByRole('button', { name: 'Заприходи' }).click();
  await expect(form.getByText('Получени са 2 устройства')).toBeVisible();
  await expect(warehouse.getByRole('cell', { name: `E2E-${stamp}` })).toBeVisible();
  await warehouse.close();

  // the vendor ships the demo customer's open request for two OBUs
  const vendor = await browser.newPage();
  await openOfficeAs(vendor, 'obuvendor');
  await vendor.goto('/office/bg/obu-vendor-deliveries');
  const request = vendor.getByRole('row').filter({ hasText: 'Транспорт Демо ЕООД, 1000 София' });
  await request.getByRole('button', { name: 'Изпрати' }).click();
  const ship = vendor.getByRole('dialog');
  await ship.getByRole('textbox').fill(serials.join('\n'));
  await ship.getByRole('button', { name: 'Добре' }).click();
  await expect(vendor.getByText('Доставката е изпратена')).toBeVisible();
  await vendor.close();

  // a clerk attaches the first device to a free truck of the contract, then returns it
  const clerk = await browser.newPage();
  await openOfficeAs(clerk, 'admin');
  await clerk.goto('/office/bg/contract-management');
  await clerk.getByRole('row').filter({ hasText: 'C-100001' }).first().getByRole('link').first().click(); // prettier-ignore
  await clerk.getByRole('tab', { name: /^Превозни средства/ }).click();
  const truck = clerk.getByRole('row').filter({ hasText: 'CA1003AB' });
  await truck.getByRole('button', { name: 'Зачисли OBU' }).click();
  const attach = clerk.getByRole('dialog', { name: 'Зачисляване на устройство към CA1003AB' });
  await attach.getByRole('textbox').fill(serials[0]!);
  await attach.getByRole('button', { name: 'Добре' }).click();
  await expect(clerk.getByText('Устройството е зачислено')).toBeVisible();
  await truck.getByRole('button', { name: 'Върни OBU' }).click();
  const confirm = clerk.getByRole('dialog', { name: 'Връщане на устройството?' });
  await expect(confirm.getByText('Връщането е необратимо')).toBeVisible();
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(clerk.getByText('Устройството е върнато')).toBeVisible();
  await expect(truck.getByRole('button', { name: 'Зачисли OBU' })).toBeVisible();
  await clerk.close();

  // the register shows the device's history, step by step
  const reader = await browser.newPage();
  await openOfficeAs(reader, 'warehouse');
  await reader.goto(`/office/bg/obu-management?q=${serials[0]}`);
  await reader
    .getByRole('row')
    .filter({ hasText: serials[0]! })
    .getByRole('button')
    .first()
    .click();
  const detail = reader.getByRole('dialog');
  for (const action of ['Заприходен', 'Изпратен', 'Зачислен', 'Върнат'])
    await expect(detail.getByRole('cell', { name: action, exact: true })).toBeVisible();
  await reader.close();
});
