import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CONDITIONS, INVENTORY_TYPES } from '@toll/domain/devices';
import { partnerHasTracker } from '../modules/devices/delivery-repo';
import { verifyLedgerBalances } from '../modules/ledger/posting';
import { queryRows } from '../platform/db/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { login } from '../test/identity-helpers';
import { DEMO_PASSWORD } from './demo-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 120_000);
afterAll(() => t.close());

describe('demo devices', () => {
  it('stocks every type and condition, attaches the demo customer, opens deliveries', async () => {
    const stock = await queryRows<{ t: string; c: string }>(
      t.database.db,
      sql`select distinct inventory_type as t, condition as c from devices where status = 'AVAILABLE'`,
    );
    expect(stock).toHaveLength(INVENTORY_TYPES.length * DEVICE_CONDITIONS.length);
    const attached = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from device_attachments t join accounts a on a.id = t.account_id
        join partners p on p.id = a.client_id where p.customer_id = 'C-100001' and t.detached_at is null`,
    );
    expect(attached[0]!.n).toBe(3);
    const open = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from device_deliveries where status = 'REQUESTED'`,
    );
    expect(open[0]!.n).toBe(2);
    const [demo] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from partners where customer_id = 'C-100001'`,
    );
    expect(await partnerHasTracker(t.database.db, demo!.id)).toBe(true);
    // their deposits are held in the ledger (a return releases what was booked), which balances
    const [held] = await queryRows<{ attached: number; booked: number }>(
      t.database.db,
      sql`select (select sum(deposit_minor)::int from device_attachments) as attached,
        (select -sum(e.amount_minor)::int from ledger_entries e join ledger_accounts l
          on l.id = e.account_id where l.kind = 'DEPOSIT') as booked`,
    );
    expect(held!.booked).toBe(held!.attached);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
    const vendor = await login(t, 'obuvendor', DEMO_PASSWORD);
    expect(vendor.statusCode).toBe(200);
  });
});
