import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type Database } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrate';
import { DEMO_STEPS } from '../seed/demo-steps';
import { runSeeds } from '../seed/run-seeds';
import { pgDemoTemplate, pgliteDemoTemplate } from './demo-template';
import { testDatabasePrefix } from './test-database-name';

/** The database the current API test runs on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const testDatabaseKind: Database['kind'] = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * CI's PostgreSQL pass (TEST_DATABASE_INDEPENDENT=skip, .ci/run): tests that run the embedded
 * database whatever DATABASE_URL says ran in the PGlite pass already and are skipped here
 * (README "How CI splits it"). By hand, with DATABASE_URL alone, they still run.
 */
export const ranInPglitePass =
  testDatabaseKind === 'postgres' && process.env.TEST_DATABASE_INDEPENDENT === 'skip';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the migrated
 * template's dump, or a copy of the migrated template on the PostgreSQL server (dropped again on
 * close). Without a template (a test run outside the project's Vitest setup) it migrates its own.
 * With `demo`, the database holds the demo data of `npm start` too (a copy of the demo template,
 * made once per run: test/demo-template.ts).
 */
export async function openTestDatabase(options: { demo?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  let template = inject('pgTemplate');
  if (!url || !template) {
    let dump = inject('pgliteTemplate');
    const demo = inject('pgliteDemoTemplate');
    if (options.demo && dump && demo) dump = await pgliteDemoTemplate(dump, demo);
    const pglite = dump
      ? await createPglite({ loadDataDir: new Blob([await readFile(dump)]) })
      : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: null, pglite });
    await applyMigrations(database);
    if (options.demo && !(dump && demo)) await runSeeds(database.db, DEMO_STEPS);
    return database;
  }
  const demo = inject('pgDemoTemplate');
  if (options.demo && demo) template = await pgDemoTemplate(url, template, demo);
  const name = `${testDatabasePrefix()}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => createFromTemplate(admin, name, template));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolMax: 10 });
  if (options.demo && !demo) await runSeeds(database.db, DEMO_STEPS);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Copies the template; concurrent copies of one template can collide (55006), so retry briefly. */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
