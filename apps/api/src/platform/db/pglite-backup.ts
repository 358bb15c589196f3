import { existsSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createPglite, pgliteDir } from './database';
import { lockDataDir } from './pglite-lock';

/**
 * Backup and restore of the embedded database (`npm run backup`, `npm run restore`): the whole data
 * directory as PGlite dumps it (a gzipped tar, `dumpDataDir`), taken with the database closed to
 * everyone else. Both hold DATA_DIR's lock for their whole run, so they refuse while the platform
 * runs on that folder (and the platform refuses to start while they run): the file is a consistent
 * copy, never one taken under a writer.
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir) || readdirSync(dir).length === 0)
    throw new Error(`There is no embedded database in ${resolve(dir)} to back up.`);
  const release = lockDataDir(dataDir);
  try {
    const pglite = await createPglite({ dataDir: resolve(dir) });
    try {
      const dump = await pglite.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await writeFile(file, bytes);
      return { bytes: bytes.length };
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup into DATA_DIR. An existing database there is kept aside, renamed to
 * `pglite.before-restore-<time>`, never overwritten; the restored one is opened once to check it.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  now: Date = new Date(),
): Promise<{ keptAside: string | null }> {
  const release = lockDataDir(dataDir);
  try {
    const blob = new Blob([await readFile(file)]);
    const dir = resolve(pgliteDir(dataDir));
    let keptAside: string | null = null;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      keptAside = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAside);
    }
    const pglite = await createPglite({ dataDir: dir, loadDataDir: blob });
    try {
      await pglite.query('select 1');
    } finally {
      await pglite.close();
    }
    return { keptAside };
  } finally {
    release();
  }
}
