import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrate';
import { openTestDatabase } from '../test/test-database';
import { runSeeds, type SeedStep } from './run-seeds';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table demo_things (name text primary key)`);
});
afterAll(() => database.close());

const insertStep = (name: string, thing: string): SeedStep => ({
  name,
  run: async (tx) => {
    await tx.execute(sql`insert into demo_things (name) values (${thing})`);
  },
});
const things = async () =>
  (
    await queryRows<{ name: string }>(database.db, sql`select name from demo_things order by name`)
  ).map((r) => r.name);

describe('runSeeds', () => {
  it('applies each step once, however often the platform starts', async () => {
    const steps = [insertStep('demo-a', 'a'), insertStep('demo-b', 'b')];
    expect(await runSeeds(database.db, steps)).toEqual(['demo-a', 'demo-b']);
    expect(await runSeeds(database.db, steps)).toEqual([]);
    expect(await things()).toEqual(['a', 'b']);
  });

  it('leaves nothing of a failing step behind and retries it next time', async () => {
    const failing: SeedStep = {
      name: 'demo-c',
      run: async (tx) => {
        await tx.execute(sql`insert into demo_things (name) values ('c')`);
        throw new Error('half-way');
      },
    };
    await expect(runSeeds(database.db, [failing])).rejects.toThrow('half-way');
    expect(await things()).toEqual(['a', 'b']);
    expect(await runSeeds(database.db, [insertStep('demo-c', 'c')])).toEqual(['demo-c']);
  });

  it('re-applying the migrations to a migrated database changes nothing', async () => {
    await applyMigrations(database);
    const count = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from countries`,
    );
    expect(count[0]!.n).toBe(250);
  });
});
