import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { chargingSyncOutbox } from '../../db/schema/charging-sync';
import { queryRows, type Executor } from '../../platform/db/database';

/** The charging-system outbox's reads and writes (delivery.ts holds the order and the retries). */

export type OutboxRow = typeof chargingSyncOutbox.$inferSelect;

/** The oldest pending event of each entity, if never tried or its retry is due: only a head may go. */
export async function dueHeadIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select id from (
        select distinct on (entity, entity_id) id, attempts, next_attempt_at
        from charging_sync_outbox where status = 'PENDING'
        order by entity, entity_id, id
      ) heads where attempts = 0 or next_attempt_at <= ${now.toISOString()}::timestamptz
      order by id limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** The event if still pending, locked for the transaction; undefined if taken by another worker. */
export async function lockPendingEvent(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(chargingSyncOutbox)
    .where(and(eq(chargingSyncOutbox.id, id), eq(chargingSyncOutbox.status, 'PENDING')))
    .for('update', { skipLocked: true });
  return row;
}

export async function recordFailedAttempt(
  tx: Executor,
  id: number,
  values: { attempts: number; lastError: string; nextAttemptAt: Date },
) {
  await tx.update(chargingSyncOutbox).set(values).where(eq(chargingSyncOutbox.id, id));
}

export async function markDelivered(tx: Executor, id: number, at: Date, attempts: number) {
  await tx
    .update(chargingSyncOutbox)
    .set({ status: 'DELIVERED', deliveredAt: at, attempts })
    .where(eq(chargingSyncOutbox.id, id));
}

/** One page of events (pending ones oldest first, or all newest first) with the total matched. */
export async function eventPage(
  db: Executor,
  filter: {
    all: boolean;
    stuckAfter?: number;
    entity?: string;
    entityId?: number;
  },
  pageSize: number,
  offset: number,
) {
  const where = and(
    filter.all ? undefined : eq(chargingSyncOutbox.status, 'PENDING'),
    filter.stuckAfter === undefined
      ? undefined
      : sql`${chargingSyncOutbox.attempts} >= ${filter.stuckAfter}`,
    filter.entity ? eq(chargingSyncOutbox.entity, filter.entity) : undefined,
    filter.entityId ? eq(chargingSyncOutbox.entityId, filter.entityId) : undefined,
  );
  const rows = await db
    .select()
    .from(chargingSyncOutbox)
    .where(where)
    .orderBy(filter.all ? desc(chargingSyncOutbox.id) : asc(chargingSyncOutbox.id))
    .limit(pageSize)
    .offset(offset);
  const [matched] = await db.select({ total: count() }).from(chargingSyncOutbox).where(where);
  return { rows, total: matched?.total ?? 0 };
}

/** How many events are pending, and how many of them after `stuckAfter` attempts or more. */
export async function pendingCounts(db: Executor, stuckAfter: number) {
  const [counts] = await queryRows<{ pending: number; stuck: number }>(
    db,
    sql`select count(*)::int as pending,
          count(*) filter (where attempts >= ${stuckAfter})::int as stuck
        from charging_sync_outbox where status = 'PENDING'`,
  );
  return { pending: counts?.pending ?? 0, stuck: counts?.stuck ?? 0 };
}

/** An entity's oldest pending event, or undefined. */
export async function oldestPendingEvent(db: Executor, entity: string, entityId: number) {
  const [row] = await db
    .select()
    .from(chargingSyncOutbox)
    .where(
      and(
        eq(chargingSyncOutbox.entity, entity),
        eq(chargingSyncOutbox.entityId, entityId),
        eq(chargingSyncOutbox.status, 'PENDING'),
      ),
    )
    .orderBy(asc(chargingSyncOutbox.id))
    .limit(1);
  return row;
}

/** An entity's newest event, or undefined. */
export async function newestEvent(db: Executor, entity: string, entityId: number) {
  const [row] = await db
    .select()
    .from(chargingSyncOutbox)
    .where(and(eq(chargingSyncOutbox.entity, entity), eq(chargingSyncOutbox.entityId, entityId)))
    .orderBy(desc(chargingSyncOutbox.id))
    .limit(1);
  return row;
}

/** Drops a pending event's backoff (due now); false when it is not pending. */
export async function makeDueNow(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(chargingSyncOutbox)
    .set({ nextAttemptAt: now })
    .where(and(eq(chargingSyncOutbox.id, id), eq(chargingSyncOutbox.status, 'PENDING')))
    .returning({ id: chargingSyncOutbox.id });
  return rows.length > 0;
}
