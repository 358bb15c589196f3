import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../db/schema/all';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Db | Tx;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The PostgreSQL connection string (the job queue opens its own pool), null for PGlite. */
  url: string | null;
  /** Where the data lives, for the start-up line: a folder or a URL without its password. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * One hot statement by name: prepared once per connection on PostgreSQL (parsed and planned
   * once), rows with the driver's own types (timestamps as Date), no query builder in between.
   */
  preparedQuery<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** Plain SQL with $n parameters, or several statements without (for the job queue). */
  rawQuery(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs statements that must not share a transaction (migrations, locks), in one session. */
  withSession<T>(fn: (exec: (text: string) => Promise<unknown>) => Promise<T>): Promise<T>;
  /** Connections now (for /metrics): PostgreSQL's pool counts; PGlite is one connection. */
  poolStats(): PoolStats;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax: number }
  | { kind: 'pglite'; dataDir: string | null; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolMax)
    : openPglite(options);
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 10_000,
  });
  // A client that loses its server must not crash the process; the query in flight, or the next
  // one, reports it. The pool listens on its idle clients only: a client checked out (inside a
  // transaction, between two statements) emitted its 'error' with no listener and ended the
  // process when the primary went away (seen in scripts/pg-drill.mjs failover).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    url,
    location: redactUrl(url),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
    preparedQuery: async <T>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as T[],
    rawQuery: async (text, values) => pool.query(text, values as unknown[] | undefined),
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn((text) => client.query(text));
      } finally {
        client.release();
      }
    },
  };
}

async function openPglite(options: { dataDir: string | null; pglite?: PGlite }): Promise<Database> {
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ? resolve(options.dataDir) : null;
    if (dir) mkdirSync(dir, { recursive: true });
    client = await createPglite({ dataDir: dir ?? undefined });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    url: null,
    location: options.dataDir ? resolve(options.dataDir) : 'memory',
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
    poolStats: () => ({ total: pglite.closed ? 0 : 1, idle: 0, waiting: 0, max: 1 }),
    preparedQuery: async <T>(_name: string, text: string, values: unknown[]) =>
      (await pglite.query<T>(text, values)).rows,
    rawQuery: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    withSession: (fn) => fn((text) => pglite.exec(text)),
  };
}

/**
 * An embedded PostgreSQL with the extensions the schema needs: in a folder, in memory, or in memory
 * from a dump of another one's data directory (`loadDataDir`, what the API tests start from).
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  return PGlite.create({ ...options, extensions: { btree_gist, pg_trgm } });
}

/** The embedded database's folder inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable)';
  }
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
