import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import type { Database } from './database';
import { inlineStatement, lastStatementAndCommit, namedQuery } from './wire';

/**
 * The driver-level helpers of wire.ts on the database of the run: a statement's parameters
 * written in as literals read back the same as sent as parameters; the last statement sent with
 * its COMMIT commits the whole transaction, or nothing when it or the COMMIT fails; a named
 * statement answers in and out of a transaction.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table wire_probe (
    id integer primary key, note text not null,
    checked integer constraint wire_probe_checked unique deferrable initially deferred)`);
}, 60_000);
afterAll(() => database.close());

/** The database's error under drizzle's wrapping (a query drizzle sent) or as the driver threw it. */
const dbError = (error: unknown) => {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  return { code: e.code ?? e.cause?.code, constraint: e.constraint ?? e.cause?.constraint };
};

const count = async () =>
  Number(
    (
      (await database.db.execute(sql`select count(*)::int as n from wire_probe`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('inlineStatement', () => {
  it('writes every kind of parameter so that it reads back as sent', async () => {
    const values = [
      "it's",
      'back\\slash \\x27 $1 ; commit',
      'кирилица ✓',
      '',
      JSON.stringify({ a: "o'k", b: [1, '\\'] }),
    ];
    for (const value of values) {
      const inlined = inlineStatement(
        sql`select ${value}::text as v, ${value}::text = ${value} as same`,
      );
      const rows = (await database.db.execute(sql.raw(inlined))) as unknown as {
        rows: { v: string; same: boolean }[];
      };
      expect(rows.rows[0]).toEqual({ v: value, same: true });
    }
    const at = new Date('2026-11-27T06:30:00.123Z');
    const inlined = inlineStatement(
      sql`select ${at}::timestamptz = '2026-11-27T06:30:00.123Z'::timestamptz as at_same,
        ${null}::integer is null as nothing, ${42}::integer + 1 as n,
        ${'{1,2}'}::int[] as arr`,
    );
    const rows = (await database.db.execute(sql.raw(inlined))) as unknown as {
      rows: { at_same: boolean; nothing: boolean; n: number; arr: number[] }[];
    };
    expect(rows.rows[0]).toEqual({ at_same: true, nothing: true, n: 43, arr: [1, 2] });
  });
});

describe('lastStatementAndCommit', () => {
  it('commits the statements before it and itself, returning its rows', async () => {
    const before = await count();
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into wire_probe (id, note) values (1, 'first')`);
      return lastStatementAndCommit<{ id: number; note: string }>(
        tx,
        sql`insert into wire_probe (id, note) values (${2}, ${"second's"}) returning id, note`,
      );
    });
    expect(rows).toEqual([{ id: 2, note: "second's" }]);
    expect(await count()).toBe(before + 2);
  });

  it('commits nothing when the last statement fails', async () => {
    const before = await count();
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into wire_probe (id, note) values (10, 'kept?')`);
        await lastStatementAndCommit(tx, sql`insert into wire_probe (id, note) values (${1}, 'x')`);
      })
      .catch((error: unknown) => error);
    expect(dbError(failed)).toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
    // the pool's connections are usable after it
    expect(await namedQuery<{ n: number }>(database.db, 'wire_one', 'select 1 as n', [])).toEqual([
      { n: 1 },
    ]);
  });

  it('commits nothing when its COMMIT fails (a deferred constraint)', async () => {
    const before = await count();
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into wire_probe (id, note, checked) values (20, 'a', 7)`);
        await lastStatementAndCommit(
          tx,
          sql`insert into wire_probe (id, note, checked) values (${21}, 'b', 7)`,
        );
      })
      .catch((error: unknown) => error);
    expect(dbError(failed)).toEqual({ code: '23505', constraint: 'wire_probe_checked' });
    expect(await count()).toBe(before);
  });
});

describe('lastStatementAndCommit in a nested transaction', () => {
  it('does not commit the outer transaction: it rolls back as a whole', async () => {
    const before = await count();
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          await lastStatementAndCommit(
            inner,
            sql`insert into wire_probe (id, note) values (50, 'x')`,
          );
        });
        throw new Error('the outer transaction fails after it');
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: 'the outer transaction fails after it' });
    expect(await count()).toBe(before);
  });
});

describe('namedQuery', () => {
  it('answers on the pool and in a transaction, the same statement again and again', async () => {
    for (let i = 0; i < 7; i += 1)
      expect(
        await namedQuery<{ n: number }>(
          database.db,
          'wire_probe_count',
          'select $1::int + 1 as n',
          [i],
        ),
      ).toEqual([{ n: i + 1 }]);
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into wire_probe (id, note) values (30, 'in the transaction')`);
      return namedQuery<{ note: string }>(
        tx,
        'wire_probe_note',
        'select note from wire_probe where id = $1',
        [30],
      );
    });
    expect(seen).toEqual([{ note: 'in the transaction' }]);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('on PostgreSQL', () => {
  it('the statement and COMMIT leave as one message: no statement runs in between', async () => {
    // with the COMMIT sent only after the answer, a second connection could see the transaction
    // still open after the last statement; here the rows are visible as soon as the call returns
    const seen = await database.db.transaction(async (tx) => {
      await lastStatementAndCommit(tx, sql`insert into wire_probe (id, note) values (40, 'x')`);
      return namedQuery<{ n: number }>(
        database.db,
        'wire_probe_visible',
        'select count(*)::int as n from wire_probe where id = 40',
        [],
      );
    });
    expect(seen).toEqual([{ n: 1 }]);
  });
});
