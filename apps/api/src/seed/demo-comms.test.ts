import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database';
import { bearer, seedUser, sessionToken } from '../test/identity-helpers';
import { seedDemo } from '../test/seed-demo';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString(), env: { FEATURE_FLAGS: 'MSTS=on' } });
  await seedDemo(t);
});
afterAll(() => t.close());

describe('demo MSTS and SMS data', () => {
  it("gives C-100001's contract a month of international toll, one file as its document", async () => {
    const clerk = await seedUser(t, { username: 'dc_clerk', roles: ['ROLE_CUSTOMERS_READ'] });
    const headers = bearer(await sessionToken(t, clerk.id));
    const [contract] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select a.id from accounts a join partners p on p.id = a.client_id
          where p.customer_id = 'C-100001' and a.has_msts_toll order by a.id limit 1`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/msts/contracts/${contract!.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.totals).toEqual([expect.objectContaining({ currency: 'EUR', transactions: 6 })]);
    expect(summary.batches).toEqual([
      expect.objectContaining({
        source: 'FILE',
        fileName: 'demo-msts.csv',
        transactions: 6,
        hasFile: true,
      }),
    ]);
  });

  it('gives the SMS contracts a number, and the driver a vignette ending within three days', async () => {
    const [missing] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from accounts where sms_notifications and notification_phone is null`,
    );
    expect(Number(missing!.n)).toBe(0);
    const [vignette] = await queryRows<{ ends_in_hours: number }>(
      t.database.db,
      sql`select extract(epoch from valid_until - now()) / 3600 as ends_in_hours
          from vignettes where plate = 'CA2323SM'`,
    );
    expect(Number(vignette!.ends_in_hours)).toBeGreaterThan(24);
    expect(Number(vignette!.ends_in_hours)).toBeLessThan(72);
  });
});
