import { sql } from 'drizzle-orm';
import { seedHistory } from '../db/schema/platform';
import type { Db, Tx } from '../platform/db/database';

/** A named step of demo data. Each runs once per database, in its own transaction. */
export type SeedStep = { name: string; run(tx: Tx): Promise<void> };

/**
 * Applies the demo steps not yet recorded in seed_history. The record is written in the same
 * transaction as the data, so a crash half-way leaves nothing behind and the step runs again.
 * Concurrent starters on PostgreSQL serialise on a transaction-scoped advisory lock.
 */
export async function runSeeds(db: Db, steps: readonly SeedStep[]): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7340222)`);
      const seen = await tx
        .select()
        .from(seedHistory)
        .where(sql`${seedHistory.name} = ${step.name}`);
      if (seen.length > 0) return false;
      await step.run(tx);
      await tx.insert(seedHistory).values({ name: step.name });
      return true;
    });
    if (done) applied.push(step.name);
  }
  return applied;
}
