import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '@toll/contract/accounts';
import { clientAddressListSchema, detailedReportSchema } from '@toll/contract/clients';
import { postJournal } from '../ledger/posting';
import { postpaidAccountBody, truckBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

/** The client screen's server half: addresses, the detailed report, detaching a site user. */
let t: TestApp;
const tokens: Record<string, string> = {};
let account: Account;
let other: Account;

const call = (
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  // prettier-ignore
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { code: string; field?: string }[] }).errors[0]!;
const delivery = { kind: 'DELIVERY', recipient: 'Склад Север', countryCode: 'BG', city: 'Русе', postalCode: '7000', street: 'ул. Пристанищна 3', phone: '+359888111222' }; // prettier-ignore

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    reader: ['ROLE_CUSTOMERS_READ'],
  } as const)) {
    const user = await seedUser(t, { username: `cl_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  account = accountSchema.parse((await call('accountant', 'POST', '/accounts', postpaidAccountBody(58_000_000))).json()); // prettier-ignore
  other = accountSchema.parse((await call('accountant', 'POST', '/accounts', postpaidAccountBody(59_000_000))).json()); // prettier-ignore
});
afterAll(() => t.close());

describe('client addresses', () => {
  it('lists the registered address first, adds, changes at the version read and removes the others', async () => {
    const base = `/clients/${account.customerId}/addresses`;
    const before = clientAddressListSchema.parse((await call('reader', 'GET', base)).json());
    expect(before).toEqual([expect.objectContaining({ id: null, kind: 'REGISTERED', city: 'Пловдив', version: null })]); // prettier-ignore
    const added = await call('accountant', 'POST', base, delivery);
    expect(added.statusCode, added.body).toBe(201);
    const address = added.json();
    expect(address).toMatchObject({
      kind: 'DELIVERY',
      city: 'Русе',
      version: 1,
      usedByVehicles: 0,
    });
    const changed = await call('accountant', 'PUT', `${base}/${address.id}`, { ...delivery, street: 'ул. Пристанищна 5', version: 1 }); // prettier-ignore
    expect(changed.json()).toMatchObject({ street: 'ул. Пристанищна 5', version: 2 });
    const stale = await call('accountant', 'PUT', `${base}/${address.id}`, { ...delivery, version: 1 }); // prettier-ignore
    expect(stale.statusCode).toBe(409);
    expect(firstError(stale).code).toBe('client.staleVersion');
    // another client's address is not reachable through this client
    const foreign = await call('accountant', 'PUT', `/clients/${other.customerId}/addresses/${address.id}`, { ...delivery, version: 2 }); // prettier-ignore
    expect(firstError(foreign).code).toBe('client.addressNotFound');
    expect(firstError(await call('accountant', 'POST', base, { ...delivery, phone: '12' })).field).toBe('phone'); // prettier-ignore
    expect(firstError(await call('accountant', 'POST', base, { ...delivery, countryCode: 'QQ' })).code).toBe('validation.invalidCountry'); // prettier-ignore
    expect((await call('reader', 'POST', base, delivery)).statusCode).toBe(403);
    expect(firstError(await call('reader', 'GET', '/clients/C-0/addresses')).code).toBe('contract.clientNotFound'); // prettier-ignore

    // a vehicle ships to it: it cannot go; another client's vehicle cannot use it
    const units = await call('accountant', 'POST', '/accountUnits', { accountID: account.id, accountUnits: [truckBody('CB5801AA', { shippingAddressId: address.id })] }); // prettier-ignore
    expect(units.statusCode, units.body).toBe(201);
    const foreignUnit = await call('accountant', 'POST', '/accountUnits', { accountID: other.id, accountUnits: [truckBody('CB5901AA', { shippingAddressId: address.id })] }); // prettier-ignore
    expect(foreignUnit.statusCode).toBe(400);
    expect(firstError(foreignUnit)).toMatchObject({ code: 'client.addressNotOfClient', field: 'shippingAddressId' }); // prettier-ignore
    const listed = clientAddressListSchema.parse((await call('reader', 'GET', base)).json());
    expect(listed[1]).toMatchObject({ id: address.id, usedByVehicles: 1 });
    const inUse = await call('accountant', 'DELETE', `${base}/${address.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(firstError(inUse).code).toBe('client.addressInUse');
    const unit = units.json().items[0];
    await call('accountant', 'PUT', `/accountUnits/${unit.accountUnitId}`, { ...truckBody('CB5801AA'), version: unit.version }); // prettier-ignore
    expect((await call('accountant', 'DELETE', `${base}/${address.id}`)).json()).toEqual({ deleted: true }); // prettier-ignore
    const history = await call('accountant', 'GET', `/history/account/${account.id}`);
    expect(history.statusCode).toBe(200);
  });
});

describe('detailed report', () => {
  it('lists every booking on the client’s contracts in the period, with totals, on screen and as CSV', async () => {
    const prepaid = { kind: 'PREPAID_MAIN' as const, ownerId: account.id, currency: 'EUR' as const, floorMinor: 0 }; // prettier-ignore
    const clearing = { kind: 'CARD_GATEWAY_CLEARING' as const, currency: 'EUR' as const };
    const book = (key: string, at: string, amount: number, type: 'TOP_UP' | 'TOLL') =>
      postJournal(t.database.db, {
        type,
        businessKey: key,
        occurredAt: new Date(at),
        description: type === 'TOP_UP' ? 'плащане с карта' : 'тол CB5801AA',
        lines: [
          { account: type === 'TOP_UP' ? clearing : prepaid, amountMinor: amount, currency: 'EUR' },
          { account: type === 'TOP_UP' ? prepaid : { kind: 'REVENUE_TOLL', currency: 'EUR' }, amountMinor: -amount, currency: 'EUR' }, // prettier-ignore
        ],
      });
    await book('cl-1', '2026-11-02T08:00:00Z', 10_000, 'TOP_UP');
    await book('cl-2', '2026-11-10T12:00:00Z', 1_250, 'TOLL');
    await book('cl-3', '2026-10-31T22:30:00Z', 500, 'TOP_UP'); // 1 November, 00:30 in Sofia
    await book('cl-5', '2026-10-31T21:30:00Z', 300, 'TOP_UP'); // 31 October, 23:30 in Sofia
    await book('cl-4', '2026-12-01T10:00:00Z', 700, 'TOP_UP'); // after the period
    const url = `/clients/${account.customerId}/detailed-report?from=2026-11-01&to=2026-11-30`;
    const res = await call('accountant', 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const report = detailedReportSchema.parse(res.json());
    expect(report.items.map((r) => [r.type, r.amountMinor, r.balance])).toEqual([
      ['TOP_UP', 500, 'PREPAID_MAIN'],
      ['TOP_UP', 10_000, 'PREPAID_MAIN'],
      ['TOLL', -1_250, 'PREPAID_MAIN'],
    ]);
    expect(report.items[0]).toMatchObject({ accountNumber: account.number, currency: 'EUR' });
    expect(report).toMatchObject({ total: 3, totals: [{ balance: 'PREPAID_MAIN', currency: 'EUR', amountMinor: 9_250 }] }); // prettier-ignore
    // another client's report does not show them
    const theirs = detailedReportSchema.parse((await call('accountant', 'GET', `/clients/${other.customerId}/detailed-report?from=2026-11-01&to=2026-11-30`)).json()); // prettier-ignore
    expect(theirs.total).toBe(0);
    const csv = await call('accountant', 'GET', `${url.replace('detailed-report', 'detailed-report/export')}&format=csv`); // prettier-ignore
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Date and time,Contract,Balance,Booking,Description,Amount,Currency');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('Toll');
    expect(lines[3]).toContain('-12.5');
    const order = await call('accountant', 'GET', `/clients/${account.customerId}/detailed-report?from=2026-11-30&to=2026-11-01`); // prettier-ignore
    expect(firstError(order)).toMatchObject({ code: 'validation.startAfterEnd', field: 'to' });
    // money is for those who read the ledger
    expect((await call('reader', 'GET', url)).statusCode).toBe(403);
  });
});

describe('site users of a client', () => {
  it('lets a clerk detach a site user attached to the client, and only such a one', async () => {
    await seedUser(t, { username: 'cl_site', customerId: account.customerId });
    await seedUser(t, { username: 'cl_elsewhere', customerId: other.customerId });
    const wrong = await call('accountant', 'POST', '/self-service/user/detach', { customerId: account.customerId, username: 'cl_elsewhere' }); // prettier-ignore
    expect(wrong.statusCode).toBe(404);
    const ok = await call('accountant', 'POST', '/self-service/user/detach', { customerId: account.customerId, username: 'CL_site' }); // prettier-ignore
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'cl_site', customerId: null });
    const left = await call('reader', 'GET', `/self-service/retrieve-user-details?customerId=${account.customerId}`); // prettier-ignore
    expect(left.json().users).toEqual([]);
    expect((await call('reader', 'POST', '/self-service/user/detach', { customerId: account.customerId, username: 'cl_site' })).statusCode).toBe(403); // prettier-ignore
  });
});
