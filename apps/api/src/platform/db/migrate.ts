import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../paths';
import type { Database } from './database';

/** An arbitrary constant: the advisory lock that serialises migrations between starting processes. */
const MIGRATION_LOCK = 7_340_221;

/**
 * Applies the committed SQL migrations (apps/api/drizzle) that the database has not seen yet.
 * On PostgreSQL several API processes may start at once: an advisory lock lets one migrate while
 * the others wait, then find nothing left to do.
 */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withSession(async (exec) => {
    await exec(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await exec(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
