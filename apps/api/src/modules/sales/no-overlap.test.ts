import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../platform/db/database';
import { openTestDatabase } from '../../test/test-database';

/**
 * "No two active vignettes of one vehicle overlap" (migration 0034): the exclusion constraint is
 * led by a 64-bit hash of country and plate, so a year of vignettes can be indexed in minutes
 * (bench/README.md "A year of data"). These tests prove it is the same rule as the constraint of
 * migration 0006 over (country, plate, window): random sequences of inserts and status changes are
 * applied to three tables, one with 0006's constraint, one with the constraint as the database
 * has it now, and one where the leading hash is replaced by a function that collides all the
 * time; every statement must be accepted or refused (23P01) alike by all three.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
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

const OLD = `EXCLUDE USING gist (country_code WITH =, plate WITH =, tstzrange(valid_from, valid_until, '[)') WITH &&) WHERE (status = 'ACTIVE')`;

async function currentDefinition(): Promise<string> {
  const rows = await queryRows<{ def: string }>(
    database.db,
    sql`select pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'vignettes'::regclass and conname = 'vignettes_no_overlap'`,
  );
  return rows[0]!.def;
}

describe('vignettes_no_overlap', () => {
  it('is led by the hash of the vehicle and keeps country, plate and window', async () => {
    const def = await currentDefinition();
    expect(def).toMatch(/^EXCLUDE USING gist \(hashtextextended\(/);
    expect(def).toContain('country_code WITH =, plate WITH =, tstzrange(valid_from, valid_until');
    expect(def).toContain(`WHERE ((status = 'ACTIVE'::text))`);
  });

  it('refuses an overlapping active vignette of the same vehicle, and only that', async () => {
    const insert = (number: string, country: string, plate: string, from: string, to: string) =>
      codeOf(sql`insert into vignettes (number, product_id, vehicle_type, period, country_code, plate,
          valid_from, valid_until, amount_bgn, amount_eur, currency)
        values (${number}, 'car-weekly', 'car', 'WEEKLY', ${country}, ${plate}, ${from}, ${to}, 1500, 767, 'EUR')`);
    expect(await insert('99010100000001', 'BG', 'CB1234AB', '2030-01-01', '2030-01-08')).toBe('ok');
    expect(await insert('99010100000002', 'BG', 'CB1234AB', '2030-01-07', '2030-01-14')).toBe(
      '23P01',
    );
    // touching windows ([from, until) ranges), another country, another plate: no conflict
    expect(await insert('99010100000003', 'BG', 'CB1234AB', '2030-01-08', '2030-01-15')).toBe('ok');
    expect(await insert('99010100000004', 'RO', 'CB1234AB', '2030-01-03', '2030-01-10')).toBe('ok');
    expect(await insert('99010100000005', 'BG', 'CB1234AC', '2030-01-03', '2030-01-10')).toBe('ok');
    // a deactivated vignette no longer blocks its window
    await database.db.execute(
      sql`update vignettes set status = 'DEACTIVATED' where number = '99010100000001'`,
    );
    expect(await insert('99010100000006', 'BG', 'CB1234AB', '2030-01-02', '2030-01-05')).toBe('ok');
  });

  it('accepts and refuses exactly what the constraint of migration 0006 did', async () => {
    const current = await currentDefinition();
    // the leading key made to collide for most vehicles: the text columns must still decide
    const colliding = current.replace(
      /^EXCLUDE USING gist \(hashtextextended\(.*?\) WITH =/,
      'EXCLUDE USING gist (int8(length(plate) % 2) WITH =',
    );
    expect(colliding).not.toBe(current);
    const tables = { old: OLD, current, colliding };
    for (const [name, def] of Object.entries(tables)) {
      await database.db.execute(
        sql.raw(`create table no_overlap_${name} (id integer primary key, country_code text not null,
          plate text not null, valid_from timestamptz not null, valid_until timestamptz not null,
          status text not null)`),
      );
      await database.db.execute(
        sql.raw(`alter table no_overlap_${name} add constraint no_overlap_${name}_rule ${def}`),
      );
    }

    const vehicle = fc.record({
      country: fc.constantFrom('BG', 'RO', 'B'),
      plate: fc.constantFrom('CB1234AB', 'CB1234AC', 'A', 'BA', 'CB1234A', ' A'),
    });
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        vehicle,
        from: fc.integer({ min: 0, max: 30 }),
        days: fc.integer({ min: 1, max: 10 }),
        active: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        target: fc.nat({ max: 30 }),
        active: fc.boolean(),
      }),
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        runs += 1;
        for (const name of Object.keys(tables))
          await database.db.execute(sql.raw(`truncate no_overlap_${name}`));
        let id = 0;
        for (const o of ops) {
          const outcomes: string[] = [];
          if (o.kind === 'insert') id += 1;
          for (const name of Object.keys(tables)) {
            const table = sql.raw(`no_overlap_${name}`);
            outcomes.push(
              o.kind === 'insert'
                ? await codeOf(sql`insert into ${table} values (${id}, ${o.vehicle.country},
                    ${o.vehicle.plate}, timestamptz '2030-01-01' + ${o.from} * interval '1 day',
                    timestamptz '2030-01-01' + ${o.from + o.days} * interval '1 day',
                    ${o.active ? 'ACTIVE' : 'DEACTIVATED'})`)
                : await codeOf(sql`update ${table} set status = ${o.active ? 'ACTIVE' : 'DEACTIVATED'}
                    where id = ${id === 0 ? 0 : 1 + (o.target % id)}`),
            );
          }
          expect(outcomes[1], JSON.stringify(o)).toBe(outcomes[0]);
          expect(outcomes[2], JSON.stringify(o)).toBe(outcomes[0]);
        }
        const rows = await Promise.all(
          Object.keys(tables).map((name) =>
            queryRows<{ ids: string | null }>(
              database.db,
              sql.raw(
                `select string_agg(id || ':' || status, ',' order by id) as ids from no_overlap_${name}`,
              ),
            ),
          ),
        );
        expect(rows[1]![0]!.ids).toBe(rows[0]![0]!.ids);
        expect(rows[2]![0]!.ids).toBe(rows[0]![0]!.ids);
      }),
      { numRuns: 60 },
    );
    expect(runs).toBe(60);
  }, 120_000);
});
