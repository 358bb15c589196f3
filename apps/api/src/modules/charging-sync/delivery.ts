import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChargingSyncEvent as WireEvent } from '@toll/contract/charging-sync';
import { chargingSyncOutbox } from '../../db/schema/charging-sync';
import type { Clock } from '../../platform/clock';
import { queryRows, type Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { storableText } from '../../platform/storable';
import type { ChargingSystem } from './charging-system';

export type DeliveryDeps = { db: Db; clock: Clock; system: ChargingSystem };

/** After this many failed attempts an event counts as stuck (shown to staff). */
export const STUCK_AFTER_ATTEMPTS = 5;
const FIRST_RETRY_S = 30;
const MAX_RETRY_S = 3_600;

/** The wait before attempt n+1 after n failures: 30 s, 60 s, 120 s, … at most an hour. */
export function retryDelaySeconds(failures: number): number {
  return Math.min(FIRST_RETRY_S * 2 ** Math.max(0, failures - 1), MAX_RETRY_S);
}

type Row = typeof chargingSyncOutbox.$inferSelect;

export function toWireEvent(row: Row): WireEvent {
  return {
    id: row.id,
    entity: row.entity as WireEvent['entity'],
    entityId: row.entityId,
    op: row.op,
    payload: row.payload,
    status: row.status as WireEvent['status'],
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    stuck: row.status === 'PENDING' && row.attempts >= STUCK_AFTER_ATTEMPTS,
  };
}

/** The oldest pending event of each entity, if never tried or its retry is due: only a head may go. */
function dueHeads(now: Date, limit: number): SQL {
  return sql`select id from (
      select distinct on (entity, entity_id) id, attempts, next_attempt_at
      from charging_sync_outbox where status = 'PENDING'
      order by entity, entity_id, id
    ) heads where attempts = 0 or next_attempt_at <= ${now.toISOString()}::timestamptz
    order by id limit ${limit}`;
}

/**
 * Delivers what is due, in id order per entity: an entity's next event goes only after the one
 * before it landed, so a failure holds back that entity alone (retried with backoff) and the
 * others go on. Each attempt runs in its own transaction with the row locked (SKIP LOCKED), so
 * several workers never send one event twice at once; the receiver drops repeats by event id.
 */
export async function deliverDue(
  deps: DeliveryDeps,
  limit = 500,
): Promise<{ delivered: number; failed: number }> {
  const { db, clock, system } = deps;
  let delivered = 0;
  let failed = 0;
  const blocked = new Set<string>();
  for (;;) {
    const now = clock.now();
    const heads = await queryRows<{ id: string | number }>(db, dueHeads(now, limit));
    let progress = false;
    for (const head of heads) {
      if (delivered + failed >= limit) return { delivered, failed };
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(chargingSyncOutbox)
          .where(
            and(
              eq(chargingSyncOutbox.id, Number(head.id)),
              eq(chargingSyncOutbox.status, 'PENDING'),
            ),
          ) // prettier-ignore
          .for('update', { skipLocked: true });
        if (!row || blocked.has(`${row.entity}:${row.entityId}`)) return 'skipped' as const;
        try {
          await system.deliver({
            eventId: row.id,
            entity: row.entity,
            entityId: row.entityId,
            op: row.op,
            payload: row.payload,
            createdAt: row.createdAt.toISOString(),
          });
        } catch (error) {
          const attempts = row.attempts + 1;
          await tx
            .update(chargingSyncOutbox)
            .set({
              attempts,
              lastError: storableText(String((error as Error).message ?? error)).slice(0, 1000),
              nextAttemptAt: new Date(clock.now().getTime() + retryDelaySeconds(attempts) * 1000),
            })
            .where(eq(chargingSyncOutbox.id, row.id));
          blocked.add(`${row.entity}:${row.entityId}`);
          return 'failed' as const;
        }
        await tx
          .update(chargingSyncOutbox)
          .set({ status: 'DELIVERED', deliveredAt: clock.now(), attempts: row.attempts + 1 })
          .where(eq(chargingSyncOutbox.id, row.id));
        return 'delivered' as const;
      });
      if (outcome === 'delivered') {
        delivered++;
        progress = true;
      } else if (outcome === 'failed') failed++;
    }
    // a delivered head may have uncovered the entity's next event: look again
    if (!progress) return { delivered, failed };
  }
}

/**
 * Events for the monitoring screen: pending (or only stuck ones) oldest first, or all newest
 * first; one page of them (`pageSize`, else `limit`) with the total.
 */
export async function listEvents(
  db: Db,
  query: {
    state: 'stuck' | 'pending' | 'all';
    entity?: string;
    entityId?: number;
    limit: number;
    page?: number;
    pageSize?: number;
  },
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? query.limit;
  const where = and(
    query.state === 'all' ? undefined : eq(chargingSyncOutbox.status, 'PENDING'),
    query.state === 'stuck'
      ? sql`${chargingSyncOutbox.attempts} >= ${STUCK_AFTER_ATTEMPTS}`
      : undefined,
    query.entity ? eq(chargingSyncOutbox.entity, query.entity) : undefined,
    query.entityId ? eq(chargingSyncOutbox.entityId, query.entityId) : undefined,
  );
  const rows = await db
    .select()
    .from(chargingSyncOutbox)
    .where(where)
    .orderBy(query.state === 'all' ? desc(chargingSyncOutbox.id) : asc(chargingSyncOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [matched] = await db.select({ total: count() }).from(chargingSyncOutbox).where(where);
  const [counts] = await queryRows<{ pending: number; stuck: number }>(
    db,
    sql`select count(*)::int as pending,
          count(*) filter (where attempts >= ${STUCK_AFTER_ATTEMPTS})::int as stuck
        from charging_sync_outbox where status = 'PENDING'`,
  );
  return {
    items: rows.map(toWireEvent),
    total: matched?.total ?? 0,
    page,
    pageSize,
    pending: counts?.pending ?? 0,
    stuck: counts?.stuck ?? 0,
  };
}

/** An entity's sync state: its newest event decides (none, pending, stuck, synced). */
export async function syncState(db: Db, entity: string, entityId: number) {
  const [pending] = await db
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
  const [last] = pending
    ? [pending]
    : await db
        .select()
        .from(chargingSyncOutbox)
        .where(
          and(eq(chargingSyncOutbox.entity, entity), eq(chargingSyncOutbox.entityId, entityId)),
        ) // prettier-ignore
        .orderBy(desc(chargingSyncOutbox.id))
        .limit(1);
  if (!last) return { state: 'NONE' as const, lastEvent: null };
  const event = toWireEvent(last);
  return {
    state: event.stuck ? ('STUCK' as const) : pending ? ('PENDING' as const) : ('SYNCED' as const),
    lastEvent: event,
  };
}

/** A waiting event tried again now (its backoff dropped); false when it is not pending. */
export async function retryNow(db: Db, clock: Clock, id: number): Promise<boolean> {
  const rows = await db
    .update(chargingSyncOutbox)
    .set({ nextAttemptAt: clock.now() })
    .where(and(eq(chargingSyncOutbox.id, id), eq(chargingSyncOutbox.status, 'PENDING')))
    .returning({ id: chargingSyncOutbox.id });
  return rows.length > 0;
}

/** Every minute (pg-boss cron) the due events go; the sync calls also deliver at once. */
export const CHARGING_SYNC_SCHEDULE = '* * * * *';

export async function startChargingSyncWorker(jobs: Jobs, deps: DeliveryDeps, logger: Logger) {
  await jobs.schedule('charging.sync', CHARGING_SYNC_SCHEDULE);
  await jobs.work('charging.sync', async () => {
    const result = await deliverDue(deps);
    if (result.delivered + result.failed > 0) logger.info(result, 'charging-system sync');
  });
}
