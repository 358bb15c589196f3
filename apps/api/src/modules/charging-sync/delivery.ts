import type { Logger } from 'pino';
import type { ChargingSyncEvent as WireEvent } from '@toll/contract/charging-sync';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { storableText } from '../../platform/storable';
import type { ChargingSystem } from './charging-system';
import * as repo from './repo';

export type DeliveryDeps = { db: Db; clock: Clock; system: ChargingSystem };

/** After this many failed attempts an event counts as stuck (shown to staff). */
export const STUCK_AFTER_ATTEMPTS = 5;
const FIRST_RETRY_S = 30;
const MAX_RETRY_S = 3_600;

/** The wait before attempt n+1 after n failures: 30 s, 60 s, 120 s, … at most an hour. */
export function retryDelaySeconds(failures: number): number {
  return Math.min(FIRST_RETRY_S * 2 ** Math.max(0, failures - 1), MAX_RETRY_S);
}

export function toWireEvent(row: repo.OutboxRow): WireEvent {
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
    const heads = await repo.dueHeadIds(db, now, limit);
    let progress = false;
    for (const headId of heads) {
      if (delivered + failed >= limit) return { delivered, failed };
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.lockPendingEvent(tx, headId);
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
          await repo.recordFailedAttempt(tx, row.id, {
            attempts,
            lastError: storableText(String((error as Error).message ?? error)).slice(0, 1000),
            nextAttemptAt: new Date(clock.now().getTime() + retryDelaySeconds(attempts) * 1000),
          });
          blocked.add(`${row.entity}:${row.entityId}`);
          return 'failed' as const;
        }
        await repo.markDelivered(tx, row.id, clock.now(), row.attempts + 1);
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
  const { rows, total } = await repo.eventPage(
    db,
    {
      all: query.state === 'all',
      stuckAfter: query.state === 'stuck' ? STUCK_AFTER_ATTEMPTS : undefined,
      entity: query.entity,
      entityId: query.entityId,
    },
    pageSize,
    (page - 1) * pageSize,
  );
  const counts = await repo.pendingCounts(db, STUCK_AFTER_ATTEMPTS);
  return { items: rows.map(toWireEvent), total, page, pageSize, ...counts };
}

/** An entity's sync state: its newest event decides (none, pending, stuck, synced). */
export async function syncState(db: Db, entity: string, entityId: number) {
  const pending = await repo.oldestPendingEvent(db, entity, entityId);
  const last = pending ?? (await repo.newestEvent(db, entity, entityId));
  if (!last) return { state: 'NONE' as const, lastEvent: null };
  const event = toWireEvent(last);
  return {
    state: event.stuck ? ('STUCK' as const) : pending ? ('PENDING' as const) : ('SYNCED' as const),
    lastEvent: event,
  };
}

/** A waiting event tried again now (its backoff dropped); false when it is not pending. */
export async function retryNow(db: Db, clock: Clock, id: number): Promise<boolean> {
  return repo.makeDueNow(db, id, clock.now());
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
