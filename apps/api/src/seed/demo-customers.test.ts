import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOLL_CATEGORIES } from '@toll/domain/vehicles';
import { queryRows } from '../platform/db/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoCustomersStep, DEMO_CLIENTS } from './demo-customers';
import { demoPartnerRegisterStep } from './demo-partners';
import { DEMO_STEPS } from './demo-steps';
import { demoUsersStep } from './demo-users';
import { runSeeds } from './run-seeds';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeeds(t.database.db, [DEMO_STEPS[0]!, demoPartnerRegisterStep, demoUsersStep, demoCustomersStep]); // prettier-ignore
});
afterAll(() => t.close());

describe('the demo toll customers', () => {
  it('has clients of both types, contracts of both types and vehicles of every category', async () => {
    const clients = await queryRows<{ customer_type: number }>(t.database.db, sql`select customer_type from clients`); // prettier-ignore
    expect(clients).toHaveLength(DEMO_CLIENTS.length);
    expect(new Set(clients.map((c) => c.customer_type))).toEqual(new Set([1, 2]));
    const types = await queryRows<{ account_type: number; status: string }>(t.database.db, sql`select account_type, status from accounts`); // prettier-ignore
    expect(new Set(types.map((a) => a.account_type))).toEqual(new Set([1, 2]));
    expect(new Set(types.map((a) => a.status))).toEqual(new Set(['PRE_ACTIVE', 'ACTIVE', 'SUSPENDED', 'CLOSED'])); // prettier-ignore
    const categories = await queryRows<{ toll_category: string | null }>(t.database.db, sql`select distinct toll_category from account_units`); // prettier-ignore
    for (const category of TOLL_CATEGORIES)
      expect(categories.map((c) => c.toll_category)).toContain(category);
  });

  it('gives the demo site user `customer` (C-100001) its contracts', async () => {
    const [user] = await queryRows<{ customer_id: string }>(t.database.db, sql`select customer_id from users where username = 'customer'`); // prettier-ignore
    const rows = await queryRows<{ number: string; units: number }>(
      t.database.db,
      sql`select a.number, (select count(*)::int from account_units u where u.account_id = a.id) as units
          from accounts a join partners p on p.id = a.client_id where p.customer_id = ${user!.customer_id}`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.reduce((n, r) => n + r.units, 0)).toBe(8);
  });
});
