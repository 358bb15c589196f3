import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';
import { openTestDatabase } from '../../test/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * Foreign keys that the database holds but the drizzle schema declares one way only, so that the
 * schema files do not import each other (the link between two files lives in one of them).
 */
describe('schema links declared in one file', () => {
  it('keeps the key from a paid delict to the sale item that paid it', async () => {
    const rows = await queryRows<{ target: string }>(
      database.db,
      sql`select confrelid::regclass::text as target from pg_constraint
          where conname = 'delicts_paid_by_sale_item_id_sale_items_id_fk' and contype = 'f'`,
    );
    expect(rows).toEqual([{ target: 'sale_items' }]);
  });
});
