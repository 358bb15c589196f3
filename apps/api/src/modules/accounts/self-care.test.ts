import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '@toll/contract/accounts';
import { tollSettingsSchema } from '@toll/contract/self-care';
import { postpaidAccountBody, truckBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

/** The site's toll settings (spec §2 `account/toll-settings`): own contracts only. */
let t: TestApp;
const tokens: Record<string, string> = {};
let mine: Account;
let theirs: Account;

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { code: string; field?: string; message: string }[] }).errors[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    warehouse: ['ROLE_CENTRAL_WAREHOUSE_ADMIN'],
  } as const)) {
    const user = await seedUser(t, { username: `sc_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  const create = async (base: number) => {
    const res = await call('accountant', 'POST', '/accounts', postpaidAccountBody(base));
    expect(res.statusCode, res.body).toBe(201);
    return accountSchema.parse(res.json());
  };
  mine = await create(53_000_000);
  theirs = await create(54_000_000);
  for (const [account, plates] of [
    [mine, ['CB5301AA', 'CB5302AA']],
    [theirs, ['CB5401AA']],
  ] as const) {
    const units = await call('accountant', 'POST', '/accountUnits', {
      accountID: account.id,
      accountUnits: plates.map((p) => truckBody(p)),
    });
    expect(units.statusCode, units.body).toBe(201);
  }
  for (const [name, account] of [
    ['me', mine],
    ['other', theirs],
  ] as const) {
    const user = await seedUser(t, {
      username: `sc_${name}`,
      roles: ['ROLE_USERS'],
      customerId: account.customerId,
    });
    tokens[name] = await sessionToken(t, user.id);
  }
  const plain = await seedUser(t, { username: 'sc_plain', roles: ['ROLE_USERS'] });
  tokens.plain = await sessionToken(t, plain.id);
  // a device on the first vehicle of my contract
  const wh = await call('warehouse', 'POST', '/warehouses', { code: 'SC', name: 'Склад' });
  const received = await call('warehouse', 'POST', '/warehouses/receive', {
    warehouseId: wh.json().id,
    documentNumber: 'INV-SC',
    documentDate: '2026-11-20',
    vendor: 'Kapsch',
    inventoryType: 'OBU',
    csv: 'serialNumber\nSC-OBU-1\n',
  });
  expect(received.statusCode, received.body).toBe(201);
  const units = (await call('accountant', 'GET', `/accountUnits/account/${mine.id}`)).json();
  const attach = await call('accountant', 'POST', '/obu/attach', {
    accountUnitId: units[0].accountUnitId,
    deviceNumber: 'SC-OBU-1',
  });
  expect(attach.statusCode, attach.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('toll settings', () => {
  it('shows the own contracts with settings, contacts, vehicles and the devices on them', async () => {
    const res = await call('me', 'GET', '/self-care/toll-settings');
    expect(res.statusCode, res.body).toBe(200);
    const settings = tollSettingsSchema.parse(res.json());
    expect(settings.map((s) => s.account.id)).toEqual([mine.id]);
    const [own] = settings;
    expect(own!.account).toMatchObject({ obligationPeriod: 'WEEKLY', emailNotifications: true });
    expect(own!.account.contacts).toHaveLength(1);
    expect(own!.units.map((u) => u.plate)).toEqual(['CB5301AA', 'CB5302AA']);
    expect(own!.devices).toEqual([
      expect.objectContaining({
        unitId: own!.units[0]!.accountUnitId,
        serialNumber: 'SC-OBU-1',
        inventoryType: 'OBU',
      }),
    ]);
    const other = tollSettingsSchema.parse((await call('other', 'GET', '/self-care/toll-settings')).json()); // prettier-ignore
    expect(other.map((s) => s.account.id)).toEqual([theirs.id]);
    expect(other[0]!.devices).toEqual([]);
    // a user without a customer id, and staff, are not customers
    expect((await call('plain', 'GET', '/self-care/toll-settings')).statusCode).toBe(403);
    expect((await call('accountant', 'GET', '/self-care/toll-settings')).statusCode).toBe(403);
  });

  it('lets the customer change the notices of an own contract, audited, and nobody else’s', async () => {
    const body = {
      version: mine.version,
      smsNotifications: true,
      emailNotifications: true,
      notificationPhone: '+359888123456',
      notificationEmail: 'fleet@trans.example.bg',
      lowBalancePercent: 20,
    };
    // another customer's contract answers as unknown, whatever the version
    const foreign = await call('other', 'PUT', `/self-care/accounts/${mine.id}/notifications`, body); // prettier-ignore
    expect(foreign.statusCode).toBe(404);
    expect(firstError(foreign).code).toBe('contract.notFound');
    const noPhone = await call('me', 'PUT', `/self-care/accounts/${mine.id}/notifications`, { ...body, notificationPhone: '' }); // prettier-ignore
    expect(noPhone.statusCode).toBe(400);
    expect(firstError(noPhone)).toMatchObject({ code: 'validation.required', field: 'notificationPhone' }); // prettier-ignore
    const badMail = await call('me', 'PUT', `/self-care/accounts/${mine.id}/notifications`, { ...body, notificationEmail: 'not-mail' }); // prettier-ignore
    expect(firstError(badMail)).toMatchObject({ code: 'validation.invalidEmail', field: 'notificationEmail' }); // prettier-ignore
    const ok = await call('me', 'PUT', `/self-care/accounts/${mine.id}/notifications`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(accountSchema.parse(ok.json())).toMatchObject({
      smsNotifications: true,
      notificationPhone: '+359888123456',
      notificationEmail: 'fleet@trans.example.bg',
      lowBalancePercent: 20,
      version: mine.version + 1,
      obligationPeriod: 'WEEKLY',
    });
    const stale = await call('me', 'PUT', `/self-care/accounts/${mine.id}/notifications`, body);
    expect(stale.statusCode).toBe(409);
    expect(firstError(stale).code).toBe('contract.staleVersion');
    const history = await call('accountant', 'GET', `/history/account/${mine.id}`);
    expect(JSON.stringify(history.json())).toContain('account.notifications');
    // the other contract kept its settings
    const theirsNow = (await call('accountant', 'GET', `/accounts/${theirs.id}`)).json();
    expect(theirsNow).toMatchObject({ smsNotifications: false, version: theirs.version });
  });
});
