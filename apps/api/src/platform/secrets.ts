import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema/identity';
import type { Db } from './db/database';

/**
 * A secret the platform makes for itself once per database: the first process to start writes
 * it, every later one (and every other process on the same PostgreSQL) reads the same value. A
 * configured value (e.g. AUTH_SECRET) takes precedence.
 */
export async function obtainSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
