import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_STEPS } from '../../seed/demo-steps';
import { runSeeds } from '../../seed/run-seeds';
import { createTestApp } from '../../test/test-app';
import { testDatabasePrefix } from '../../test/test-database-name';
import { openTestDatabase, ranInPglitePass, testDatabaseKind } from '../../test/test-database';
import { createPglite, openDatabase, pgliteDir, type Database } from './database';
import { applyMigrations } from './migrate';
import { backupPglite, restorePglite } from './pglite-backup';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'toll-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every table's row count and every sequence's position: equal on both sides of a round trip. */
async function contents(database: Database) {
  const { rows: tables } = await database.rawQuery(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
    [],
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await database.rawQuery(`select count(*)::int as n from ${name}`, []);
    counts[name] = (rows[0] as { n: number }).n;
  }
  const { rows: sequences } = await database.rawQuery(
    `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences
     where schemaname = 'public' order by 1`,
    [],
  );
  return { counts, sequences };
}

/** What the platform answers on a database: checks of demo vehicles and the product list. */
async function answers(database: Database) {
  const t = await createTestApp({ database });
  try {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();
    return {
      vignette: await get('/check/vignette/plate/BG/CA1234BX'),
      exempt: await get('/check/vignette/plate/BG/CB2468TK'),
      products: await get('/api/products?browser-language=en'),
    };
  } finally {
    await t.close();
  }
}

async function seed(database: Database) {
  await applyMigrations(database);
  await runSeeds(database.db, DEMO_STEPS);
}

// the embedded database's own backup: in CI it runs in the PGlite pass (ranInPglitePass)
describe.skipIf(ranInPglitePass)(
  'backup of the embedded database (npm run backup / npm run restore)',
  () => {
    it('writes a dump that restores into a database answering the same', async () => {
      const source = join(work, 'source');
      // A migrated database in a folder: the tests' migrated template, loaded there.
      const template = inject('pgliteTemplate');
      mkdirSync(pgliteDir(source), { recursive: true });
      const pglite = await createPglite({
        dataDir: pgliteDir(source),
        ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
      });
      const before = await openDatabase({ kind: 'pglite', dataDir: null, pglite });
      await seed(before);
      const expected = await contents(before);
      expect(expected.counts['public.vignettes']).toBeGreaterThan(0);
      await before.close();

      const file = join(work, 'toll.tar.gz');
      const { bytes } = await backupPglite(source, file);
      expect(bytes).toBe(statSync(file).size);
      // The backup released the data folder's lock.
      expect(readdirSync(source)).not.toContain('platform.lock');

      const target = join(work, 'target');
      await restorePglite(target, file);
      const restored = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(target) });
      expect(await contents(restored)).toEqual(expected);
      await restored.close();
      const original = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(source) });
      const copy = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(target) });
      const [a, b] = [await answers(original), await answers(copy)];
      expect(b).toEqual(a);
      expect(a.vignette).toMatchObject({ ok: true });

      // Restoring over a database keeps the old one aside instead of overwriting it.
      const again = await restorePglite(target, file, new Date('2026-11-25T01:00:00Z'));
      expect(again.keptAside).toMatch(/pglite\.before-restore-2026-11-25T01-00-00-000Z$/);
    }, 180_000);

    it('refuses while a running platform holds the data folder', async () => {
      const dir = join(work, 'busy');
      mkdirSync(pgliteDir(dir), { recursive: true });
      writeFileSync(join(pgliteDir(dir), 'PG_VERSION'), '17');
      const other = spawn('sleep', ['30']);
      try {
        writeFileSync(join(dir, 'platform.lock'), String(other.pid));
        await expect(backupPglite(dir, join(work, 'busy.tar.gz'))).rejects.toThrow(
          /in use by process/,
        );
        await expect(restorePglite(dir, join(work, 'toll.tar.gz'))).rejects.toThrow(/in use/);
      } finally {
        other.kill();
      }
    });
  },
);

describe.skipIf(testDatabaseKind !== 'postgres')(
  'backup of PostgreSQL (pg_dump, pg_restore)',
  () => {
    it('restores a dump into a fresh database that answers the same', async () => {
      const source = await openTestDatabase();
      const name = `${testDatabasePrefix()}_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await seed(source);
        const file = join(work, 'toll.dump');
        await run('pg_dump', ['--format=custom', `--file=${file}`, source.url!]);
        await admin.query(`create database ${name}`);
        const url = new URL(source.url!);
        url.pathname = `/${name}`;
        await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
        const copy = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
        expect(await contents(copy)).toEqual(await contents(source));
        const a = await answers({ ...source, close: async () => undefined });
        const b = await answers(copy);
        expect(b).toEqual(a);
        expect(a.vignette).toMatchObject({ ok: true });
      } finally {
        await source.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 180_000);
  },
);
