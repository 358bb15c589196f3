import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEgn } from '@toll/domain/egn';
import { constraintViolation } from '../../platform/db/constraint-error';
import { getLedgerBalance, verifyLedgerBalances } from '../ledger/posting';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
let account: { id: number; number: string; customerId: string };
let trucks: number[] = [];
let car: number;
let warehouseId: number;

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const code = (res: { json: () => unknown }) =>
  (res.json() as { errors: { code: string; message: string; field?: string }[] }).errors[0];

function vehicle(plate: string, vehicleType = 'TRUCK') {
  return vehicleType === 'TRUCK'
    ? { plate, vehicleType, tractorAxles: 2, trailerAxles: 3, maxWetWeight: 1_800, trainMaxWeight: 4_000, emissionClass: 6 } // prettier-ignore
    : { plate, vehicleType, tractorAxles: 2, trailerAxles: 0, maxWetWeight: 200, emissionClass: 6 }; // prettier-ignore
}

beforeAll(async () => {
  t = await createTestApp();
  const people = {
    accountant: ['ROLE_ACCOUNTANT'],
    warehouse: ['ROLE_CENTRAL_WAREHOUSE_ADMIN', 'ROLE_OBU_WRITE'],
    reader: ['ROLE_OBU_READ'],
    vendor: ['ROLE_OBU_SERVICE'],
    clerk: ['ROLE_UNITS_WRITE'],
    clerk2: ['ROLE_OBU_WRITE'],
  } as const;
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `d_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  const created = await call('accountant', 'POST', '/accounts', {
    customer: {
      customerType: 1,
      identificationType: 3,
      identificationNumber: makeEgn({ year: 1980, month: 3, day: 4 }, 17),
      firstName: 'Иван',
      lastName: 'Петров',
      countryCode: 'BG',
      city: 'София',
      postalCode: '1000',
      street: 'ул. Тест 1',
      preferredLanguage: 'bg',
    },
    accountType: 1,
    contacts: [
      {
        firstName: 'Иван',
        lastName: 'Петров',
        preferredLanguage: 'bg',
        countryCode: 'BG',
        city: 'София',
        street: 'ул. Тест 1',
        postalCode: '1000',
        contactEmails: [{ emailAddress: 'ivan@example.bg', isPreferredContactMean: true }],
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  account = created.json();
  const units = await call('accountant', 'POST', '/accountUnits', {
    accountID: account.id,
    accountUnits: [vehicle('CB1001AA'), vehicle('CB1002AA'), vehicle('CB1003AA'), vehicle('CB1004AB', 'CAR')], // prettier-ignore
  });
  expect(units.statusCode, units.body).toBe(201);
  const ids = (units.json() as { items: { accountUnitId: number }[] }).items.map(
    (u) => u.accountUnitId,
  );
  trucks = ids.slice(0, 3);
  car = ids[3]!;
  const customer = await seedUser(t, {
    username: 'd_customer',
    roles: ['ROLE_USERS'],
    customerId: account.customerId,
  });
  tokens.customer = await sessionToken(t, customer.id);
  const other = await seedUser(t, {
    username: 'd_other',
    roles: ['ROLE_USERS'],
    customerId: 'C-9',
  });
  tokens.other = await sessionToken(t, other.id);
  const wh = await call('warehouse', 'POST', '/warehouses', { code: 'CENTRAL', name: 'Централен склад' }); // prettier-ignore
  expect(wh.statusCode, wh.body).toBe(201);
  warehouseId = wh.json().id;
}, 120_000);
afterAll(() => t.close());

const receive = (csv: string, type = 'OBU') =>
  call('warehouse', 'POST', '/warehouses/receive', {
    warehouseId,
    documentNumber: 'INV-1',
    documentDate: '2026-11-20',
    vendor: 'Kapsch',
    inventoryType: type,
    csv,
  });
const deviceCount = async () =>
  (await t.database.db.execute(sql`select count(*)::int as n from devices`)) as unknown as {
    rows: { n: number }[];
  };

describe('receiving a vendor delivery (CSV, all or nothing)', () => {
  it('refuses a repeated serial with its lines and writes nothing', async () => {
    const res = await receive('serialNumber,sim\nOBU-0001,359881\nOBU-0002,\nobu-0001,\n');
    expect(res.statusCode).toBe(400);
    expect(code(res)).toMatchObject({
      code: 'device.serialTwice',
      message: 'Serial number OBU-0001 appears twice in the file (lines 2 and 4)',
    });
    expect((await deviceCount()).rows[0]!.n).toBe(0);
  });

  it('receives the file, then refuses one already known with its line', async () => {
    const csv = ['serialNumber;warrantyEnd', ...Array.from({ length: 8 }, (_, i) => `OBU-${1000 + i};2029-12-31`)].join('\n'); // prettier-ignore
    const ok = await receive(csv);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ received: 8, message: '8 devices received' });
    expect((await receive('serialNumber\nTRK-0001\nTRK-0002\n', 'TRACKER')).statusCode).toBe(201);
    const again = await receive('serialNumber\nOBU-9999\nOBU-1003\n');
    expect(again.statusCode).toBe(409);
    expect(code(again)).toMatchObject({
      code: 'device.serialTaken',
      message: 'Serial number OBU-1003 already exists (line 3)',
    });
    expect((await deviceCount()).rows[0]!.n).toBe(10);
    expect(code(await receive('serial\n\n'))!.code).toBe('device.csvEmpty');
    expect(code(await receive('number\nX\n'))!.code).toBe('device.csvSerialColumn');
    expect(code(await receive('serialNumber\nbad serial\n'))).toMatchObject({
      code: 'device.csvBadSerial',
      message: 'Invalid serial number at line 2',
    });
  });

  it('read roles cannot write; the list searches by serial prefix; history shows the receipt', async () => {
    const denied = await call('reader', 'POST', '/warehouses/receive', {});
    expect(denied.statusCode).toBe(403);
    const list = await call('reader', 'GET', '/obu?q=obu-100&sort=serialNumber');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(8);
    const first = list.json().items[0];
    expect(first).toMatchObject({ serialNumber: 'OBU-1000', status: 'AVAILABLE', label: 'NEW', warrantyEnd: '2029-12-31' }); // prettier-ignore
    const detail = await call('reader', 'GET', `/obu/${first.id}`);
    expect(detail.json().history).toMatchObject([{ action: 'RECEIVED', toStatus: 'AVAILABLE' }]);
    const stock = await call('reader', 'GET', '/warehouses/stock');
    expect(stock.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ inventoryType: 'OBU', status: 'AVAILABLE', count: 8 }),
        expect.objectContaining({ inventoryType: 'TRACKER', count: 2 }),
      ]),
    );
  });
});

describe('deliveries', () => {
  it('limits orders to the trucks, the vendor ships, the clerk confirms', async () => {
    const address = { recipient: 'Иван Петров', city: 'София', postalCode: '1000', street: 'ул. Тест 1' }; // prettier-ignore
    const tooMany = await call('clerk2', 'POST', '/obu/deliveries', {
      accountId: account.id, inventoryType: 'OBU', quantity: 4, ...address,
    }); // prettier-ignore
    expect(tooMany.statusCode).toBe(400);
    expect(code(tooMany)).toMatchObject({ code: 'device.orderExceedsFleet', message: 'At most 3 more can be ordered: the contract has 3 vehicles that take a device, and 0 devices are ordered already' }); // prettier-ignore
    // the clerk may name the contract by its number (issue #32): the same contract, the same rule
    const byNumber = await call('clerk2', 'POST', '/obu/deliveries', {
      accountNumber: account.number.toLowerCase(), inventoryType: 'OBU', quantity: 4, ...address,
    }); // prettier-ignore
    expect(code(byNumber)).toMatchObject({ code: 'device.orderExceedsFleet' });
    const unknown = await call('clerk2', 'POST', '/obu/deliveries', {
      accountNumber: 'A99999999', inventoryType: 'OBU', quantity: 1, ...address,
    }); // prettier-ignore
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toMatchObject({ code: 'contract.notFound', field: 'accountNumber' });
    const neither = await call('clerk2', 'POST', '/obu/deliveries', { inventoryType: 'OBU', quantity: 1, ...address }); // prettier-ignore
    expect(neither.statusCode).toBe(400);
    const own = await call('customer', 'POST', '/self-care/obu/deliveries', {
      accountId: account.id, inventoryType: 'OBU', quantity: 2, ...address,
    }); // prettier-ignore
    expect(own.statusCode, own.body).toBe(201);
    // open orders count: 2 open + 2 more > 3 trucks
    const over = await call('clerk2', 'POST', '/obu/deliveries', {
      accountId: account.id, inventoryType: 'OBU', quantity: 2, ...address,
    }); // prettier-ignore
    expect(code(over)).toMatchObject({ code: 'device.orderExceedsFleet', message: 'At most 1 more can be ordered: the contract has 3 vehicles that take a device, and 2 devices are ordered already' }); // prettier-ignore
    const notMine = await call('other', 'POST', '/self-care/obu/deliveries', {
      accountId: account.id, inventoryType: 'OBU', quantity: 1, ...address,
    }); // prettier-ignore
    expect(notMine.statusCode).toBe(403);
    const delivery = own.json();
    const open = await call('vendor', 'GET', '/obu/deliveries?f_open=true');
    expect(open.json().items.map((d: { id: number }) => d.id)).toContain(delivery.id);
    expect((await call('clerk2', 'POST', `/obu/deliveries/${delivery.id}/ship`, { version: 1, deviceNumbers: ['OBU-1000', 'OBU-1001'] })).statusCode).toBe(403); // prettier-ignore
    const short = await call('vendor', 'POST', `/obu/deliveries/${delivery.id}/ship`, { version: 1, deviceNumbers: ['OBU-1000'] }); // prettier-ignore
    expect(code(short)).toMatchObject({
      code: 'device.shipCount',
      message: 'Ship exactly 2 devices',
    });
    const twice = await call('vendor', 'POST', `/obu/deliveries/${delivery.id}/ship`, { version: 1, deviceNumbers: ['OBU-1000', 'OBU-1000'] }); // prettier-ignore
    expect(code(twice)!.code).toBe('contract.obuDuplicate');
    const shipped = await call('vendor', 'POST', `/obu/deliveries/${delivery.id}/ship`, {
      version: 1, deviceNumbers: ['OBU-1000', 'OBU-1001'], trackingNumber: 'BG123',
    }); // prettier-ignore
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().delivery).toMatchObject({ status: 'SHIPPED', deviceNumbers: expect.any(Array) }); // prettier-ignore
    const confirmed = await call('clerk2', 'POST', `/obu/deliveries/${delivery.id}/confirm`, { version: 2 }); // prettier-ignore
    expect(confirmed.json()).toMatchObject({ status: 'DELIVERED' });
    const cancelLate = await call('clerk2', 'POST', `/obu/deliveries/${delivery.id}/cancel`, { version: 3 }); // prettier-ignore
    expect(code(cancelLate)!.code).toBe('device.invalidShipmentTransition');
    const mine = await call('customer', 'GET', '/self-care/obu');
    expect(mine.json().deliveries[0]).toMatchObject({ id: delivery.id, status: 'DELIVERED' });
  });
});

describe('attach and return', () => {
  it('matches the device type to the vehicle', async () => {
    const res = await call('clerk', 'POST', '/obu/attach', { accountUnitId: car, deviceNumber: 'OBU-1002' }); // prettier-ignore
    expect(res.statusCode).toBe(400);
    expect(code(res)!.code).toBe('contract.deviceTypeMismatch');
    const tracker = await call('clerk', 'POST', '/obu/attach', { accountUnitId: trucks[0], deviceNumber: 'TRK-0001' }); // prettier-ignore
    expect(code(tracker)!.code).toBe('contract.deviceTypeMismatch');
  });

  it('two clerks attaching the same device at once: one wins, the other is told', async () => {
    const [a, b] = await Promise.all([
      call('clerk', 'POST', '/obu/attach', { accountUnitId: trucks[0], deviceNumber: 'OBU-1002' }),
      call('clerk2', 'POST', '/obu/attach', { accountUnitId: trucks[1], deviceNumber: 'OBU-1002' }),
    ]);
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    expect(code(loser)).toMatchObject({ code: 'device.alreadyAttached' });
    expect(code(loser)!.message).toMatch(/^Device OBU-1002 is already attached/);
  });

  it('the database itself refuses a second active attachment of a device or a vehicle', async () => {
    const [active] = (
      (await t.database.db.execute(
        sql`select device_id, account_id, unit_id from device_attachments where detached_at is null`,
      )) as unknown as { rows: { device_id: number; account_id: number; unit_id: number }[] }
    ).rows;
    const other = trucks.find((u) => u !== active!.unit_id)!;
    const error = await t.database.db
      .execute(
        sql`insert into device_attachments (device_id, account_id, unit_id, attached_at)
          values (${active!.device_id}, ${active!.account_id}, ${other}, now())`,
      )
      .catch((e: unknown) => e);
    expect(constraintViolation(error)?.constraint).toBe('device_attachments_active_device');
  });

  it('one active device per vehicle; a return is final and confirmed by history', async () => {
    const attached = (await call('clerk', 'GET', `/obu/attachments/account/${account.id}`)).json();
    expect(attached).toHaveLength(1);
    const unit = attached[0].unitId;
    const second = await call('clerk', 'POST', '/obu/attach', { accountUnitId: unit, deviceNumber: 'OBU-1003' }); // prettier-ignore
    expect(code(second)!.code).toBe('device.vehicleHasDevice');
    // a delivered (in transit) device attaches too
    const delivered = await call('clerk', 'POST', '/obu/attach', { accountUnitId: trucks[2], deviceNumber: 'OBU-1000' }); // prettier-ignore
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().attachment).toMatchObject({ depositMinor: 5000, currency: 'EUR' });
    const returned = await call('clerk', 'POST', `/obu/return/${attached[0].id}`);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().message).toBe('Device returned');
    const again = await call('clerk', 'POST', `/obu/return/${attached[0].id}`);
    expect(code(again)!.code).toBe('device.alreadyReturned');
    // the returned device never goes straight back onto a vehicle
    const reattach = await call('clerk', 'POST', '/obu/attach', { accountUnitId: unit, deviceNumber: attached[0].deviceNumber }); // prettier-ignore
    expect(code(reattach)!.code).toBe('device.notAvailable');
    const detail = await call('reader', 'GET', `/obu/${attached[0].deviceId}`);
    expect(detail.json().device.status).toBe('DETACHED');
    expect(detail.json().history.map((h: { action: string }) => h.action)).toEqual([
      'RECEIVED',
      'ATTACHED',
      'RETURNED',
    ]);
    // and the database keeps it so
    const error = await t.database.db
      .execute(sql`update device_attachments set detached_at = null where id = ${attached[0].id}`)
      .catch((e: unknown) => e);
    expect(constraintViolation(error)?.constraint).toBe('device_attachments_return_once');
    const status = await t.database.db
      .execute(sql`update devices set status = 'ATTACHED' where id = ${attached[0].deviceId}`)
      .catch((e: unknown) => e);
    expect(constraintViolation(status)?.constraint).toBe('devices_status_transition');
    // the ledger holds the deposit of the device still attached; the contract had no prepaid
    // money, so it owes that deposit, and the returned device's deposit was released against it
    const ref = (kind: 'DEPOSIT' | 'UNPAID_DEPOSIT') => ({
      kind,
      ownerId: account.id,
      currency: 'EUR' as const,
    });
    expect((await getLedgerBalance(t.database.db, ref('DEPOSIT'))).normalBalanceMinor).toBe(5000);
    expect((await getLedgerBalance(t.database.db, ref('UNPAID_DEPOSIT'))).normalBalanceMinor).toBe(
      5000,
    );
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
    // and the charging system hears of each attach and return, in order, through the outbox
    const events = (
      (await t.database.db.execute(
        sql`select op from charging_sync_outbox where entity = 'device' and entity_id = ${attached[0].deviceId} order by id`,
      )) as unknown as { rows: { op: string }[] }
    ).rows;
    expect(events.map((e) => e.op)).toEqual(['attach', 'return']);
  });

  it('a serviced movement brings the returned device back to stock, refurbished', async () => {
    const attached = (await call('clerk', 'GET', `/obu/attachments/account/${account.id}`)).json();
    const returned = attached.find((a: { detachedAt: string | null }) => a.detachedAt);
    const res = await call('warehouse', 'POST', '/warehouses/movements', {
      warehouseId,
      movementType: 'SERVICED',
      documentNumber: 'SRV-1',
      documentDate: '2026-11-21',
      condition: 'OK',
      deviceNumbers: [returned.deviceNumber],
    });
    expect(res.statusCode, res.body).toBe(201);
    const device = (await call('reader', 'GET', `/obu/${returned.deviceId}`)).json().device;
    expect(device).toMatchObject({ status: 'AVAILABLE', label: 'REFURBISHED', condition: 'OK' });
    const wrong = await call('warehouse', 'POST', '/warehouses/movements', {
      warehouseId, movementType: 'RETURN', documentNumber: 'R-1', documentDate: '2026-11-21',
      deviceNumbers: ['OBU-1004'],
    }); // prettier-ignore
    expect(code(wrong)!.code).toBe('device.movementDevice');
    const movements = await call('reader', 'GET', '/warehouses/movements?order=desc');
    expect(movements.json().items[0]).toMatchObject({ movementType: 'SERVICED', deviceCount: 1 });
    const mine = await call('customer', 'GET', '/self-care/obu');
    expect(mine.json().attachments.length).toBe(2);
  });

  it('the stock summary the triggers keep equals counting every device', async () => {
    const counted = (
      (await t.database.db.execute(
        sql`select coalesce(warehouse_id, 0) as w, inventory_type as t, condition as c, status as s,
          count(*)::int as n from devices group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      )) as unknown as { rows: { w: number; t: string; c: string; s: string; n: number }[] }
    ).rows;
    const summary = (await call('reader', 'GET', '/warehouses/stock')).json() as {
      warehouseId: number | null; inventoryType: string; condition: string; status: string; count: number;
    }[]; // prettier-ignore
    const key = (w: number, t: string, c: string, s: string) => `${w}|${t}|${c}|${s}`;
    expect(new Map(summary.map((r) => [key(r.warehouseId ?? 0, r.inventoryType, r.condition, r.status), r.count]))).toEqual(
      new Map(counted.map((r) => [key(r.w, r.t, r.c, r.s), r.n])),
    ); // prettier-ignore
    expect(counted.some((r) => r.s === 'ATTACHED' && r.w === 0)).toBe(true);
  });
});
