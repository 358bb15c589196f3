import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor, Tx } from './database';

// node-postgres's own conversion of a parameter to its text (dates, arrays, JSON), as it does for
// the extended protocol's parameters.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

const dialect = new PgDialect();

/**
 * The statement's text with its parameters written in as literals (node-postgres's escaping). The
 * placeholders are found by `$n` in the text: for statements whose own text has no `$n` inside a
 * string or a dollar-quoted body (the query builder's and ours).
 */
export function inlineStatement(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = prepareValue(params[Number(n) - 1]);
    if (value === null) return 'NULL';
    if (Buffer.isBuffer(value)) throw new Error('a binary parameter cannot be written in');
    return pg.escapeLiteral(value);
  });
}

type Session = { client: unknown };

/** The driver's client under a drizzle database or transaction (node-postgres's pool or client, or PGlite). */
const clientOf = (exec: Executor) => (exec as unknown as { session?: Session }).session?.client;

/**
 * A hot statement as a named prepared statement: parsed and planned once per connection on
 * PostgreSQL (the plan cached after five runs when no better one depends on the values), where
 * building it with the query builder and planning it each time cost more than running it. In the
 * transaction when `exec` is one. Rows come with the driver's own types (timestamps as Date), on
 * PGlite too. The text must not change between calls with one name.
 */
export async function namedQuery<T>(
  exec: Executor,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = clientOf(exec);
  if (client instanceof pg.Pool || client instanceof pg.Client)
    return (await client.query({ name, text, values })).rows as T[];
  // PGlite, or a PGlite transaction
  return (await (client as Pick<PGlite, 'query'>).query<T>(text, values)).rows;
}

/**
 * The LAST statement of a transaction and its COMMIT in one message to PostgreSQL, returning the
 * statement's rows. A row every transaction of its kind updates (a revenue account's kept balance)
 * stays locked from that statement to the end of COMMIT; sent one after the other, the COMMIT
 * leaves only when the platform has read the statement's answer, which under load waits its turn
 * in the event loop for milliseconds (the reseller bench: most of the time such a row was held).
 * Sent together (a simple-protocol query of two statements, the parameters written in as
 * literals), PostgreSQL commits as soon as the statement is done.
 *
 * Drizzle's transaction still ends with its own COMMIT: the message opens the next transaction
 * (`BEGIN`) for it, which commits empty. Nothing may run in `tx` after this call (it would not be
 * part of the committed transaction). When the statement or the COMMIT fails, the error is thrown
 * here and the transaction is rolled back as any failed transaction. On PGlite (one connection, no
 * one waits on a row), and in a nested transaction (a savepoint), the statement simply runs and
 * the transaction commits when it ends.
 */
export async function lastStatementAndCommit<T>(tx: Tx, statement: SQL): Promise<T[]> {
  const client = clientOf(tx);
  // a savepoint inside a bigger transaction is not the end of it: there the statement just runs
  const nested = ((tx as unknown as { nestedIndex?: number }).nestedIndex ?? 0) > 0;
  if (!(client instanceof pg.Client) || nested) {
    const result = (await tx.execute(statement)) as unknown as { rows: T[] };
    return result.rows;
  }
  const results = (await client.query(
    `${inlineStatement(statement)};\ncommit;\nbegin`,
  )) as unknown as pg.QueryResult[];
  return (results[0]?.rows ?? []) as T[];
}
