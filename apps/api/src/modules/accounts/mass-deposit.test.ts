import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '@toll/contract/accounts';
import { queryRows } from '../../platform/db/database';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from '../ledger/posting';
import { postpaidAccountBody, truckBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

/** POST /accountUnits/massDepositPayment: every device's deposit as one payment, in the ledger. */
let t: TestApp;
const tokens: Record<string, string> = {};
let warehouseId: number;

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const code = (res: { json: () => unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]!.code;
const balance = async (accountId: number, kind: 'PREPAID_MAIN' | 'UNPAID_DEPOSIT' | 'DEPOSIT') =>
  (await getLedgerBalance(t.database.db, { kind, ownerId: accountId, currency: 'EUR' })).normalBalanceMinor; // prettier-ignore
const topUp = (accountId: number, amountMinor: number, key: string) =>
  postJournal(t.database.db, {
    type: 'TOP_UP',
    businessKey: key,
    occurredAt: new Date('2026-11-21T09:00:00Z'),
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' }, amountMinor, currency: 'EUR' },
      { account: { kind: 'PREPAID_MAIN', ownerId: accountId, currency: 'EUR', floorMinor: 0 }, amountMinor: -amountMinor, currency: 'EUR' }, // prettier-ignore
    ],
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    warehouse: ['ROLE_CENTRAL_WAREHOUSE_ADMIN'],
    reader: ['ROLE_UNITS_READ'],
  } as const)) {
    const user = await seedUser(t, { username: `md_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  warehouseId = (await call('warehouse', 'POST', '/warehouses', { code: 'MD', name: 'Склад' })).json().id; // prettier-ignore
  const received = await call('warehouse', 'POST', '/warehouses/receive', {
    warehouseId,
    documentNumber: 'INV-MD',
    documentDate: '2026-11-20',
    vendor: 'Kapsch',
    inventoryType: 'OBU',
    csv: 'serialNumber\nMD-1\nMD-2\nMD-3\nMD-4\n',
  });
  expect(received.statusCode, received.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

async function contractWith(
  plates: string[],
  base: number,
): Promise<{ account: Account; units: number[] }> {
  const account = accountSchema.parse((await call('accountant', 'POST', '/accounts', postpaidAccountBody(base))).json()); // prettier-ignore
  if (plates.length === 0) return { account, units: [] };
  const added = await call('accountant', 'POST', '/accountUnits', { accountID: account.id, accountUnits: plates.map((p) => truckBody(p)) }); // prettier-ignore
  expect(added.statusCode, added.body).toBe(201);
  return { account, units: added.json().items.map((u: { accountUnitId: number }) => u.accountUnitId) }; // prettier-ignore
}
const attach = async (unit: number, device: string) => {
  const res = await call('accountant', 'POST', '/obu/attach', { accountUnitId: unit, deviceNumber: device }); // prettier-ignore
  expect(res.statusCode, res.body).toBe(200);
};

describe('massDepositPayment', () => {
  it('pays the deposit of every device, counted by device, in one ledger transaction, once', async () => {
    const { account, units } = await contractWith(['CB6001MD', 'CB6002MD', 'CB6003MD'], 61_000_000); // prettier-ignore
    const ask = (body: object = {}) => call('accountant', 'POST', '/accountUnits/massDepositPayment', { accountId: account.id, ...body }); // prettier-ignore
    // vehicles but no device yet: the chosen vehicle has no OBU
    expect(code(await ask())).toBe('contract.vehicleWithoutObu');
    await attach(units[0]!, 'MD-1');
    await attach(units[1]!, 'MD-2');
    // no prepaid balance when attached: the deposits are owed (2 × 50.00)
    expect(await balance(account.id, 'UNPAID_DEPOSIT')).toBe(10_000);
    expect(code(await ask({ accountUnitIds: [units[2]] }))).toBe('contract.vehicleWithoutObu');
    // not enough money: nothing is booked or recorded
    await topUp(account.id, 6_000, `md-top-1-${account.id}`);
    const short = await ask();
    expect(short.statusCode).toBe(409);
    expect(code(short)).toBe('ledger.insufficientBalance');
    const none = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from account_deposit_requests where account_id = ${account.id}`); // prettier-ignore
    expect(none[0]!.n).toBe(0);
    await topUp(account.id, 9_000, `md-top-2-${account.id}`);
    const paid = await ask();
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      accountId: account.id,
      unitCount: 3,
      deviceCount: 2,
      amountMinor: 10_000,
      currency: 'EUR',
      status: 'BOOKED',
      message: 'The deposit is paid for all devices (2): €100.00 from the prepaid balance',
    });
    expect(await balance(account.id, 'UNPAID_DEPOSIT')).toBe(0);
    expect(await balance(account.id, 'PREPAID_MAIN')).toBe(5_000);
    expect(await balance(account.id, 'DEPOSIT')).toBe(10_000);
    const [row] = await queryRows<{ status: string; ledger_transaction_id: number; type: string }>(
      t.database.db,
      sql`select r.status, r.ledger_transaction_id, t.type from account_deposit_requests r join ledger_transactions t on t.id = r.ledger_transaction_id where r.account_id = ${account.id}`,
    );
    expect(row).toMatchObject({ status: 'BOOKED', type: 'DEPOSIT' });
    // nothing left to pay
    expect(code(await ask())).toBe('contract.depositsPaid');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
    const audits = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log where action = 'account.mass-deposit' and entity_id = ${String(account.id)}`); // prettier-ignore
    expect(audits[0]!.n).toBe(1);
  });

  it('refuses a contract without vehicles, an unknown one, and readers', async () => {
    const { account } = await contractWith([], 62_000_000);
    const res = await call('accountant', 'POST', '/accountUnits/massDepositPayment', { accountId: account.id }); // prettier-ignore
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('contract.noVehiclesAttached');
    expect((await call('reader', 'POST', '/accountUnits/massDepositPayment', { accountId: account.id })).statusCode).toBe(403); // prettier-ignore
    expect(code(await call('accountant', 'POST', '/accountUnits/massDepositPayment', { accountId: 999_999 }))).toBe('contract.notFound'); // prettier-ignore
  });
});
