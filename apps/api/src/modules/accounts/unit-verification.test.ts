import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '@toll/contract/accounts';
import { unitVerificationSchema } from '@toll/contract/unit-verification';
import { postpaidAccountBody, truckBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

/** POST /accountUnits/singleUnitVerification (spec §7: account_id, unit_id). */
let t: TestApp;
const tokens: Record<string, string> = {};
let account: Account;
let other: Account;
const units: number[] = [];

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    payload: payload as object | undefined,
  });
const verify = async (unitId: number, lang = 'en', accountId = account.id) => {
  const res = await call('reader', 'POST', '/accountUnits/singleUnitVerification', { account_id: accountId, unit_id: unitId }, lang); // prettier-ignore
  expect(res.statusCode, res.body).toBe(200);
  return unitVerificationSchema.parse(res.json());
};
const failing = (v: { checks: { check: string; ok: boolean }[] }) =>
  v.checks.filter((c) => !c.ok).map((c) => c.check);

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    reader: ['ROLE_UNITS_READ'],
    warehouse: ['ROLE_CENTRAL_WAREHOUSE_ADMIN'],
  } as const)) {
    const user = await seedUser(t, { username: `uv_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  account = accountSchema.parse((await call('accountant', 'POST', '/accounts', postpaidAccountBody(55_000_000))).json()); // prettier-ignore
  other = accountSchema.parse((await call('accountant', 'POST', '/accounts', postpaidAccountBody(56_000_000))).json()); // prettier-ignore
  const added = await call('accountant', 'POST', '/accountUnits', {
    accountID: account.id,
    accountUnits: [truckBody('CB5501AA'), truckBody('CB5502AA')],
  });
  expect(added.statusCode, added.body).toBe(201);
  units.push(...added.json().items.map((u: { accountUnitId: number }) => u.accountUnitId));
  const wh = await call('warehouse', 'POST', '/warehouses', { code: 'UV', name: 'Склад' });
  const received = await call('warehouse', 'POST', '/warehouses/receive', {
    warehouseId: wh.json().id,
    documentNumber: 'INV-UV',
    documentDate: '2026-11-20',
    vendor: 'Kapsch',
    inventoryType: 'OBU',
    csv: 'serialNumber\nUV-OBU-1\n',
  });
  expect(received.statusCode, received.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

describe('single unit verification', () => {
  it('names what keeps a new vehicle from being charged, in the caller’s language', async () => {
    const fresh = await verify(units[0]!);
    expect(fresh).toMatchObject({ accountId: account.id, unitId: units[0], plate: 'CB5501AA', verified: false }); // prettier-ignore
    expect(failing(fresh)).toEqual(['CONTRACT_ACTIVE', 'CONTRACT_SIGNED', 'DEVICE_ATTACHED', 'CHARGING_SYSTEM_SYNCED']); // prettier-ignore
    expect(fresh.checks[0]).toMatchObject({ code: 'contract.notActive', message: 'The contract is not active (it is Pre-active)' }); // prettier-ignore
    const bg = await verify(units[0]!, 'bg');
    expect(bg.checks[3]!.message).toBe('Избраното превозно средство няма бордово устройство');
  });

  it('passes once the contract is signed, a device is on the vehicle and the charging system knows it', async () => {
    const signed = await call('accountant', 'POST', `/accounts/${account.id}/sign`, { version: account.version }); // prettier-ignore
    expect(signed.statusCode, signed.body).toBe(200);
    const attach = await call('accountant', 'POST', '/obu/attach', { accountUnitId: units[0], deviceNumber: 'UV-OBU-1' }); // prettier-ignore
    expect(attach.statusCode, attach.body).toBe(200);
    expect(failing(await verify(units[0]!))).toEqual(['CHARGING_SYSTEM_SYNCED']);
    const delivered = await call('accountant', 'POST', '/charging-sync/deliver');
    expect(delivered.statusCode, delivered.body).toBe(200);
    const ready = await verify(units[0]!);
    expect(ready.verified).toBe(true);
    expect(ready.checks.every((c) => c.ok && c.code === null && c.message === null)).toBe(true);
    // the second vehicle still has no device
    expect(failing(await verify(units[1]!))).toEqual(['DEVICE_ATTACHED']);
  });

  it('refuses a vehicle of another contract, unknown ids and callers without the vehicle screens', async () => {
    const res = await call('reader', 'POST', '/accountUnits/singleUnitVerification', { account_id: other.id, unit_id: units[0] }); // prettier-ignore
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ code: 'contract.unitNotFound', field: 'unit_id' });
    const unknown = await call('reader', 'POST', '/accountUnits/singleUnitVerification', { account_id: 999_999, unit_id: units[0] }); // prettier-ignore
    expect(unknown.json().errors[0].code).toBe('contract.notFound');
    const bad = await call('reader', 'POST', '/accountUnits/singleUnitVerification', { account_id: 'x' }); // prettier-ignore
    expect(bad.statusCode).toBe(400);
    const site = await seedUser(t, { username: 'uv_site', customerId: account.customerId });
    tokens.site = await sessionToken(t, site.id);
    const denied = await call('site', 'POST', '/accountUnits/singleUnitVerification', { account_id: account.id, unit_id: units[0] }); // prettier-ignore
    expect(denied.statusCode).toBe(403);
  });
});
