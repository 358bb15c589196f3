import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Executor } from '../../platform/db/database';
import { seedIssuedSale } from '../../test/report-helpers';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';

/**
 * The daily sales summary is kept at COMMIT (migration 0044): two sales of one product on one day
 * and channel, in two open transactions at once, do not wait for each other on the summary's row
 * (with the trigger of 0023 the second waited until the first committed), and both are counted.
 * PostgreSQL only: PGlite runs one transaction at a time.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

const at = '2026-11-20T09:00:00Z';
const counted = async (exec: Executor = database.db) =>
  (
    (await exec.execute(sql`
      select coalesce(sum(items), 0)::int as items, coalesce(sum(amount_eur), 0)::int as eur
      from report_sales_daily
      where day = '2026-11-20' and channel = 'site' and product_key = 'car-weekly'`)) as unknown as {
      rows: { items: number; eur: number }[];
    }
  ).rows[0];

describe.skipIf(testDatabaseKind !== 'postgres')('the daily summary at COMMIT', () => {
  it('lets two open sales of one product add to the summary without waiting', async () => {
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = database.db.transaction(async (tx) => {
      await seedIssuedSale(tx, { at, amountEur: 1000, plate: 'CA1000AA' });
      inserted();
      await held;
    });
    await firstInserted;
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await seedIssuedSale(tx, { at, amountEur: 2000, plate: 'CA2000AA' });
        // inside the transaction its own sale is not in the summary yet: it is added at COMMIT
        expect(await counted(tx)).toEqual({ items: 0, eur: 0 });
      });
    } finally {
      release();
      await first;
    }
    expect(await counted()).toEqual({ items: 2, eur: 3000 });
  });
});
