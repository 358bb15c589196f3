import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createPglite, openDatabase } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrate';
import { testDatabasePrefix } from './test-database-name';

declare module 'vitest' {
  // Vitest's context typing is an interface to augment.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgTemplate: string | null;
    pgliteTemplate: string | null;
    /** Where the demo-data template goes (made by the first test file that asks for it). */
    pgDemoTemplate: string | null;
    pgliteDemoTemplate: string | null;
  }
}

/**
 * One migrated template database, which every test file copies into a fresh database of its own.
 * With DATABASE_URL set, the API tests run on that PostgreSQL server and the template is a database
 * there; otherwise it is a dump of a migrated PGlite's data directory in a temporary file (loading
 * it takes ~1 s, where creating an embedded database and migrating it took 5-9 s per file).
 * The demo-data template (`openTestDatabase({ demo: true })`) is only named here: the first test
 * file that needs it makes it (test/demo-template.ts), and it is removed with the other.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    project.provide('pgDemoTemplate', null);
    const file = join(tmpdir(), `toll-pglite-template-${process.pid}.tar`);
    const demo = join(tmpdir(), `toll-pglite-demo-${process.pid}.tar`);
    const pglite = await createPglite();
    await applyMigrations(await openDatabase({ kind: 'pglite', dataDir: null, pglite }));
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
    project.provide('pgliteTemplate', file);
    project.provide('pgliteDemoTemplate', demo);
    return async () => {
      await rm(file, { force: true });
      await rm(demo, { force: true });
    };
  }
  project.provide('pgliteTemplate', null);
  project.provide('pgliteDemoTemplate', null);
  const template = `${testDatabasePrefix()}_tpl_${process.pid}`;
  const demo = `${testDatabasePrefix()}_tpl_demo_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const target = new URL(url);
  target.pathname = `/${template}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolMax: 2 });
  await applyMigrations(database);
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgDemoTemplate', demo);
  return async () => {
    await admin.query(`drop database if exists ${demo} with (force)`);
    await admin.query(`drop database if exists ${demo}_building with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
