import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEgn } from '@toll/domain/egn';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows } from '../../platform/db/database';
import { getLedgerBalance, verifyLedgerBalances } from '../ledger/posting';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

/**
 * The desk and the office's forms (#20, second part): hand-outs (ROLE_HANDOUT_WRITE), their
 * documents, editing a device, the register's and the stock's exports, the register's counts, and
 * the vehicle side of "one active device per vehicle" when two clerks attach at once.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let account: { id: number; number: string; customerId: string };
let other: { id: number };
let trucks: number[] = [];
let otherTruck: number;
let central: number;
let varna: number;

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const error = (res: { json: () => unknown }) =>
  (res.json() as { errors: { code: string; message: string }[] }).errors[0]!;
const rows = <R>(query: ReturnType<typeof sql>) => queryRows<R>(t.database.db, query);

const truck = (plate: string) => ({ plate, vehicleType: 'TRUCK', tractorAxles: 2, trailerAxles: 3, maxWetWeight: 1_800, trainMaxWeight: 4_000, emissionClass: 6 }); // prettier-ignore

async function contract(egnSerial: number, plates: string[]) {
  const created = await call('accountant', 'POST', '/accounts', {
    customer: {
      customerType: 1,
      identificationType: 3,
      identificationNumber: makeEgn({ year: 1979, month: 5, day: 6 }, egnSerial),
      firstName: 'Мария',
      lastName: 'Иванова',
      countryCode: 'BG',
      city: 'Пловдив',
      postalCode: '4000',
      street: 'ул. Тест 2',
      preferredLanguage: 'bg',
    },
    accountType: 1,
    contacts: [
      {
        firstName: 'Мария',
        lastName: 'Иванова',
        preferredLanguage: 'bg',
        countryCode: 'BG',
        city: 'Пловдив',
        street: 'ул. Тест 2',
        postalCode: '4000',
        contactEmails: [{ emailAddress: `m${egnSerial}@example.bg`, isPreferredContactMean: true }],
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const units = await call('accountant', 'POST', '/accountUnits', {
    accountID: created.json().id,
    accountUnits: plates.map(truck),
  });
  expect(units.statusCode, units.body).toBe(201);
  const ids = (units.json() as { items: { accountUnitId: number }[] }).items.map((u) => u.accountUnitId); // prettier-ignore
  return { account: created.json(), units: ids };
}

const receive = (warehouseId: number, serials: string[], type = 'OBU') =>
  call('warehouse', 'POST', '/warehouses/receive', {
    warehouseId,
    documentNumber: `SUP-${serials[0]}`,
    documentDate: '2026-11-20',
    vendor: 'Kapsch',
    inventoryType: type,
    csv: `serialNumber\n${serials.join('\n')}\n`,
  });

beforeAll(async () => {
  t = await createTestApp();
  const people = {
    accountant: ['ROLE_ACCOUNTANT'],
    warehouse: ['ROLE_CENTRAL_WAREHOUSE_ADMIN'],
    desk: ['ROLE_HANDOUT_WRITE'],
    reader: ['ROLE_OBU_READ'],
    writer: ['ROLE_OBU_WRITE'],
    clerk: ['ROLE_UNITS_WRITE'],
    clerk2: ['ROLE_OBU_WRITE'],
  } as const;
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `h_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  const first = await contract(21, ['PB1001AA', 'PB1002AA', 'PB1003AA']);
  account = first.account;
  trucks = first.units;
  const second = await contract(22, ['PB2001AA']);
  other = second.account;
  otherTruck = second.units[0]!;
  const customer = await seedUser(t, { username: 'h_customer', roles: ['ROLE_USERS'], customerId: account.customerId }); // prettier-ignore
  tokens.customer = await sessionToken(t, customer.id);
  for (const [code, name] of [
    ['CENTRAL', 'Централен склад'],
    ['VARNA', 'Склад Варна'],
  ] as const) {
    const wh = await call('warehouse', 'POST', '/warehouses', { code, name });
    expect(wh.statusCode, wh.body).toBe(201);
    if (code === 'CENTRAL') central = wh.json().id;
    else varna = wh.json().id;
  }
  expect((await receive(central, ['HO-0001', 'HO-0002', 'HO-0003', 'HO-0004', 'HO-0005'])).statusCode).toBe(201); // prettier-ignore
  expect((await receive(central, ['HT-0001'], 'TRACKER')).statusCode).toBe(201);
  expect((await receive(varna, ['HV-0001'])).statusCode).toBe(201);
}, 180_000);
afterAll(() => t.close());

const handout = (
  lines: { deviceNumber: string; accountUnitId?: number | null }[],
  who = 'desk',
  over: Record<string, unknown> = {},
) =>
  // prettier-ignore
  call(who, 'POST', '/warehouses/handouts', {
    warehouseId: central,
    accountId: account.id,
    inventoryType: 'OBU',
    documentNumber: 'HO-PR-1',
    documentDate: '2026-11-21',
    recipient: 'Мария Иванова',
    lines,
    ...over,
  });
const handoutCount = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements where movement_type = 'HANDOUT'`))[0]!.n; // prettier-ignore

describe('hand-outs at the desk', () => {
  it('looks the contract up by number: its vehicles that take a device', async () => {
    const res = await call('desk', 'GET', `/warehouses/handouts/contract?number=${account.number.toLowerCase()}`); // prettier-ignore
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountId: account.id, clientName: 'Мария Иванова' });
    expect(res.json().vehicles.map((v: { plate: string }) => v.plate)).toEqual(['PB1001AA', 'PB1002AA', 'PB1003AA']); // prettier-ignore
    expect(error(await call('desk', 'GET', '/warehouses/handouts/contract?number=A0')).code).toBe('contract.notFound'); // prettier-ignore
  });

  it('refuses bad lines with a catalogue message and writes nothing', async () => {
    const cases: [Parameters<typeof handout>[0], string, Record<string, unknown>?][] = [
      [[{ deviceNumber: 'HO-0001' }, { deviceNumber: 'ho-0001' }], 'contract.obuDuplicate'],
      [[{ deviceNumber: 'HO-0001', accountUnitId: trucks[0] }, { deviceNumber: 'HO-0002', accountUnitId: trucks[0] }], 'device.handoutVehicleTwice'], // prettier-ignore
      [[{ deviceNumber: 'HO-0001', accountUnitId: otherTruck }], 'device.unitNotInContract'],
      [[{ deviceNumber: 'HV-0001' }], 'device.notAvailable'],
      [[{ deviceNumber: 'HT-0001' }], 'device.wrongType'],
      [[{ deviceNumber: 'NOPE-1' }], 'device.notFound'],
      [[1, 2, 3, 4].map((i) => ({ deviceNumber: `HO-000${i}` })), 'device.orderExceedsFleet'],
      [[{ deviceNumber: 'HO-0001' }], 'device.warehouseNotFound', { warehouseId: 999_999 }],
      [[{ deviceNumber: 'HO-0001' }], 'contract.notFound', { accountId: 999_999 }],
    ];
    for (const [lines, code, over] of cases) {
      const res = await handout(lines, 'desk', over);
      expect(res.statusCode, `${code}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(error(res).code, res.body).toBe(code);
    }
    expect(error(await handout([{ deviceNumber: 'HO-0001' }, { deviceNumber: 'HO-0001' }])).message).toBe(
      'On-board unit HO-0001 is entered twice',
    ); // prettier-ignore
    expect(await handoutCount()).toBe(0);
    // read roles and the OBU writers without the desk's role cannot hand out
    expect((await handout([{ deviceNumber: 'HO-0001' }], 'reader')).statusCode).toBe(403);
    expect((await handout([{ deviceNumber: 'HO-0001' }], 'writer')).statusCode).toBe(403);
  });

  it('hands one device out onto a truck (deposit charged) and one into the hands', async () => {
    const res = await handout([
      { deviceNumber: 'HO-0001', accountUnitId: trucks[0] },
      { deviceNumber: 'HO-0002' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 devices handed out');
    expect(body.movement).toMatchObject({ movementType: 'HANDOUT', deviceCount: 2, accountNumber: account.number }); // prettier-ignore
    expect(body.delivery).toMatchObject({
      status: 'CREATED',
      quantity: 2,
      deliveryMethod: 1,
      recipient: 'Мария Иванова',
      city: null,
      movementId: body.movement.id,
      closedAt: expect.any(String),
    });
    const detail = async (serial: string) => {
      const list = await call('reader', 'GET', `/obu?q=${serial}`);
      return (await call('reader', 'GET', `/obu/${list.json().items[0].id}`)).json();
    };
    const onTruck = await detail('HO-0001');
    expect(onTruck.device.status).toBe('ATTACHED');
    expect(onTruck.history.map((h: { action: string }) => h.action)).toEqual(['RECEIVED', 'HANDED_OUT', 'ATTACHED']); // prettier-ignore
    expect(onTruck.attachments[0]).toMatchObject({ plate: 'PB1001AA', depositMinor: 5000 });
    const inHand = await detail('HO-0002');
    expect(inHand.device).toMatchObject({ status: 'IN_TRANSIT', warehouseId: null });
    expect(inHand.history.map((h: { action: string }) => h.action)).toEqual(['RECEIVED', 'HANDED_OUT']); // prettier-ignore
    // the deposit is in the ledger (no prepaid money yet: owed), the charging system is told
    const deposit = await getLedgerBalance(t.database.db, { kind: 'DEPOSIT', ownerId: account.id, currency: 'EUR' }); // prettier-ignore
    expect(deposit.normalBalanceMinor).toBe(5000);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
    const events = await rows<{ op: string }>(sql`select op from charging_sync_outbox where entity = 'device' and entity_id = ${onTruck.device.id}`); // prettier-ignore
    expect(events.map((e) => e.op)).toEqual(['attach']);
    // the handed-out device goes onto a vehicle later like a delivered one
    const later = await call('clerk', 'POST', '/obu/attach', { accountUnitId: trucks[1], deviceNumber: 'HO-0002' }); // prettier-ignore
    expect(later.statusCode, later.body).toBe(200);
    // the customer sees the hand-out among their deliveries, with its devices
    const mine = (await call('customer', 'GET', '/self-care/obu')).json();
    expect(mine.deliveries[0]).toMatchObject({ status: 'CREATED', deviceNumbers: expect.arrayContaining([onTruck.device.number]) }); // prettier-ignore
    // the stock counts follow
    const stock = (
      await call('reader', 'GET', `/warehouses/stock?f_warehouseId=${central}`)
    ).json();
    expect(stock).toContainEqual(expect.objectContaining({ inventoryType: 'OBU', status: 'AVAILABLE', count: 3 })); // prettier-ignore
  });

  it('rolls the whole hand-out back when a vehicle already carries a device', async () => {
    const before = await handoutCount();
    const res = await handout([{ deviceNumber: 'HO-0003' }, { deviceNumber: 'HO-0004', accountUnitId: trucks[0] }]); // prettier-ignore
    expect(res.statusCode).toBe(409);
    expect(error(res)).toMatchObject({ code: 'device.vehicleHasDevice', message: 'This vehicle already has an active device' }); // prettier-ignore
    expect(await handoutCount()).toBe(before);
    const [device] = await rows<{ status: string }>(sql`select status from devices where serial_number = 'HO-0003'`); // prettier-ignore
    expect(device!.status).toBe('AVAILABLE');
  });

  it("prints the hand-over protocol and each movement's note as a PDF", async () => {
    const [movement] = await rows<{ id: number }>(sql`select id from stock_movements where movement_type = 'HANDOUT'`); // prettier-ignore
    const pdf = await call(
      'reader',
      'GET',
      `/warehouses/movements/${movement!.id}/document?lang=bg`,
    );
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="handout-HO-PR-1.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [supply] = await rows<{ id: number }>(sql`select id from stock_movements where movement_type = 'SUPPLY' order by id limit 1`); // prettier-ignore
    const note = await call('reader', 'GET', `/warehouses/movements/${supply!.id}/document`);
    expect(note.statusCode).toBe(200);
    expect(note.rawPayload.length).toBeGreaterThan(1000);
    const missing = await call('reader', 'GET', '/warehouses/movements/999999/document');
    expect(missing.statusCode).toBe(404);
    expect(error(missing)).toMatchObject({ code: 'device.movementNotFound', message: 'Stock movement not found' }); // prettier-ignore
  });
});

describe("the office's forms: a device edited, a movement recorded", () => {
  it('saves condition, SIM, warranty and destination at the version read', async () => {
    const list = (await call('reader', 'GET', '/obu?q=HO-0005')).json();
    const device = list.items[0];
    const body = { version: device.version, condition: 'DAMAGED', sim: '359880000', warrantyEnd: '2030-01-31', destinationType: 'SERVICE' }; // prettier-ignore
    expect((await call('reader', 'PUT', `/obu/${device.id}`, body)).statusCode).toBe(403);
    const saved = await call('writer', 'PUT', `/obu/${device.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Device saved', device: { condition: 'DAMAGED', sim: '359880000', warrantyEnd: '2030-01-31', destinationType: 'SERVICE', version: device.version + 1 } }); // prettier-ignore
    expect(saved.json().history.at(-1)).toMatchObject({ action: 'UPDATED', userName: 'h_writer' });
    const stale = await call('writer', 'PUT', `/obu/${device.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(error(stale).code).toBe('device.staleVersion');
  });

  it('records a recycling movement with its message', async () => {
    const res = await call('warehouse', 'POST', '/warehouses/movements', {
      warehouseId: central, movementType: 'RECYCLING', documentNumber: 'RC-7', documentDate: '2026-11-21',
      deviceNumbers: ['HO-0005'],
    }); // prettier-ignore
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Movement RC-7 recorded', movement: { movementType: 'RECYCLING', deviceCount: 1 } }); // prettier-ignore
  });
});

describe('the register: counts and exports', () => {
  it('counts filter pages exactly from the stock counters and a search up to the cap', async () => {
    await t.database.db.execute(sql`insert into devices (serial_number, inventory_type, warehouse_id, status)
      select 'CAP' || lpad(g::text, 6, '0'), 'MYFARE', ${varna}, 'AVAILABLE' from generate_series(1, 10001) g`); // prettier-ignore
    const all = await rows<{ n: number }>(sql`select count(*)::int as n from devices where inventory_type = 'MYFARE' and warehouse_id = ${varna}`); // prettier-ignore
    const filtered = (await call('reader', 'GET', `/obu?f_inventoryType=MYFARE&f_warehouseId=${varna}&pageSize=5`)).json(); // prettier-ignore
    expect(filtered).toMatchObject({ total: all[0]!.n, totalCapped: false });
    expect(filtered.items).toHaveLength(5);
    expect(filtered.items[0].serialNumber).toBe('CAP000001');
    const search = (await call('reader', 'GET', '/obu?q=cap&pageSize=5&page=3')).json();
    expect(search).toMatchObject({ total: 10_000, totalCapped: true });
    expect(search.items.map((d: { serialNumber: string }) => d.serialNumber)).toEqual(['CAP000011', 'CAP000012', 'CAP000013', 'CAP000014', 'CAP000015']); // prettier-ignore
    const few = (await call('reader', 'GET', '/obu?q=CAP00999')).json();
    expect(few).toMatchObject({ total: 10, totalCapped: false });
    // a LIKE wildcard typed in the search is a character, not a pattern
    expect((await call('reader', 'GET', '/obu?q=C%25P')).json().total).toBe(0);
  });

  it('exports the filtered register as CSV and XLSX, headers in the caller language', async () => {
    const csv = await call(
      'reader',
      'GET',
      '/obu/export?format=csv&q=HO-&sort=serialNumber&order=desc',
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="devices.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Number,Serial number,Type,Status,Condition,Label,Warehouse,Vendor,SIM,Warranty end,Destination'); // prettier-ignore
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['HO-0005', 'HO-0004', 'HO-0003', 'HO-0002', 'HO-0001']); // prettier-ignore
    expect(lines[1]).toContain(',Damaged,Recycled,');
    // the keyset walks past the first chunk of 1,000 in order
    const big = await call('reader', 'GET', '/obu/export?q=CAP&sort=number');
    const bigLines = big.body.trim().split('\n').slice(1);
    expect(bigLines).toHaveLength(10_001);
    const numbers = bigLines.map((l) => l.split(',')[0]!);
    expect([...numbers].sort()).toEqual(numbers);
    const xlsx = await call('reader', 'GET', '/obu/export?format=xlsx&f_inventoryType=TRACKER');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Devices');
    expect(sheet.getRow(2).getCell(2).value).toBe('HT-0001');
  });

  it('exports the stock summary', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/warehouses/stock/export?format=csv&f_warehouseId=${central}`,
      headers: { ...bearer(tokens.reader!), 'accept-language': 'bg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Склад,Тип,Състояние,Статус,Брой');
    expect(lines).toContain('Централен склад,Бордово устройство (OBU),Непроверен,Наличен,2');
  });
});

describe('one active device per vehicle, when two clerks attach at once', () => {
  it('lets one of two different devices onto the same truck; the other clerk is told', async () => {
    await receive(central, ['RACE-0001', 'RACE-0002']);
    const [a, b] = await Promise.all([
      call('clerk', 'POST', '/obu/attach', { accountUnitId: trucks[2], deviceNumber: 'RACE-0001' }),
      call('clerk2', 'POST', '/obu/attach', {
        accountUnitId: trucks[2],
        deviceNumber: 'RACE-0002',
      }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    expect(error(loser)).toMatchObject({ code: 'device.vehicleHasDevice', message: 'This vehicle already has an active device' }); // prettier-ignore
    const active = await rows<{ n: number }>(sql`select count(*)::int as n from device_attachments where unit_id = ${trucks[2]} and detached_at is null`); // prettier-ignore
    expect(active[0]!.n).toBe(1);
    // the loser's device stayed in stock, its deposit never booked
    const statuses = await rows<{ s: string }>(sql`select status as s from devices where serial_number like 'RACE-%' order by status`); // prettier-ignore
    expect(statuses.map((r) => r.s)).toEqual(['ATTACHED', 'AVAILABLE']);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('the index itself refuses a second active device on a vehicle, from two transactions at once', async () => {
    const [unit] = await rows<{ id: number; account: number }>(sql`select id, account_id as account from account_units where plate = 'PB2001AA'`); // prettier-ignore
    const devices = await rows<{ id: number }>(sql`select id from devices where serial_number in ('HO-0003', 'HO-0004') order by id`); // prettier-ignore
    // each transaction inserts, then holds its row a moment: on PostgreSQL the second waits on the
    // first's index entry and fails when it commits; PGlite runs them one after the other
    const attach = (deviceId: number) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into device_attachments (device_id, account_id, unit_id, attached_at)
          values (${deviceId}, ${unit!.account}, ${unit!.id}, now())`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    const results = await Promise.allSettled(devices.map((d) => attach(d.id)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(constraintViolation(refused.reason)?.constraint).toBe('device_attachments_active_unit');
    expect(other.id).toBe(unit!.account);
  });
});
