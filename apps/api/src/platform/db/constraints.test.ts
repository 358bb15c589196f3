import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openTestDatabase } from '../../test/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const codeOf = async (statement: ReturnType<typeof sql>) => {
  try {
    await database.db.execute(statement);
    return 'ok';
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code ?? 'unknown';
  }
};

describe('database invariants', () => {
  it('refuses overlapping tariffs for one product (exclusion constraint, 23P01)', async () => {
    expect(
      await codeOf(sql`insert into vignette_tariffs (product_id, valid_from, valid_to, amount_bgn, amount_eur, legal_currency)
                       values ('car-annual', '2027-01-01T00:00:00Z', null, 1, 1, 'EUR')`),
    ).toBe('23P01');
  });

  it('refuses negative prices, unknown currencies and inverted ranges (23514)', async () => {
    const insert = (from: string, to: string | null, amount: number, currency: string) =>
      codeOf(sql`insert into vignette_tariffs (product_id, valid_from, valid_to, amount_bgn, amount_eur, legal_currency)
                 values ('car-weekly', ${from}, ${to}, ${amount}, ${amount}, ${currency})`);
    expect(await insert('2010-01-01T00:00:00Z', '2011-01-01T00:00:00Z', -1, 'EUR')).toBe('23514');
    expect(await insert('2010-01-01T00:00:00Z', '2011-01-01T00:00:00Z', 100, 'USD')).toBe('23514');
    expect(await insert('2011-01-01T00:00:00Z', '2010-01-01T00:00:00Z', 100, 'EUR')).toBe('23514');
    expect(await insert('2010-01-01T00:00:00Z', '2011-01-01T00:00:00Z', 100, 'EUR')).toBe('ok');
  });

  it('refuses a product of an unknown period and a tariff of an unknown product', async () => {
    expect(
      await codeOf(
        sql`insert into vignette_products (id, vehicle_type, period) values ('x', 'car', 'HOURLY')`,
      ),
    ).toBe('23514');
    expect(
      await codeOf(sql`insert into vignette_tariffs (product_id, valid_from, amount_bgn, amount_eur, legal_currency)
                       values ('nope', now(), 1, 1, 'EUR')`),
    ).toBe('23503');
  });
});
