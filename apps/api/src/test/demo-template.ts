import { existsSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { DEMO_STEPS } from '../seed/demo-steps';
import { runSeeds } from '../seed/run-seeds';
import { createPglite, openDatabase } from '../platform/db/database';

/**
 * The demo data of `npm start` as a template, made once per test run by the first test file that
 * asks for it (`openTestDatabase({ demo: true })`) and copied by every other: seeding the whole
 * demo took 15-50 s per file, a dozen files did it (README "How CI splits it"). The files that
 * wait for it to be made wait in their own beforeAll.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The embedded database's demo template: a dump file next to the migrated one. */
export async function pgliteDemoTemplate(migrated: string, target: string): Promise<string> {
  const lock = `${target}.lock`;
  for (;;) {
    if (existsSync(target)) return target;
    let handle;
    try {
      handle = await open(lock, 'wx');
    } catch {
      // another test file is making it: wait, or take over if that process is gone
      const owner = Number(await readFile(lock, 'utf8').catch(() => '0'));
      if (owner > 0 && !alive(owner)) await rm(lock, { force: true });
      await sleep(200);
      continue;
    }
    try {
      await handle.writeFile(String(process.pid));
      await handle.close();
      if (existsSync(target)) return target;
      const pglite = await createPglite({ loadDataDir: new Blob([await readFile(migrated)]) });
      const database = await openDatabase({ kind: 'pglite', dataDir: null, pglite });
      await runSeeds(database.db, DEMO_STEPS);
      const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
      await database.close();
      await writeFile(`${target}.part`, dump);
      await rename(`${target}.part`, target);
      return target;
    } finally {
      await rm(lock, { force: true });
    }
  }
}

/**
 * The PostgreSQL demo template: a database made from the migrated template and seeded, under an
 * advisory lock (released if its holder dies), then renamed into place so no copy sees it half-made.
 */
export async function pgDemoTemplate(url: string, migrated: string, target: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [target]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [target]);
    if (exists.rowCount === 0) {
      const building = `${target}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building} template ${migrated}`);
      const at = new URL(url);
      at.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: at.toString(), poolMax: 2 });
      try {
        await runSeeds(database.db, DEMO_STEPS);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${target}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [target]).catch(() => undefined);
    await admin.end();
  }
  return target;
}
