import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_MS, type FleetEvent } from '@toll/domain/fleet';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The webhook outbox (issue #36): an event is written in the transaction of the change that
 * caused it, with one delivery for each of the client's enabled endpoints that chose its type;
 * the delivery worker sends them after the commit. A change that rolls back leaves no event; a
 * receiver that is slow or down never holds up the change. The event's id is the `webhook-id`
 * of every attempt, so receivers drop repeats.
 */
export type FleetEventInput = {
  type: FleetEvent | 'webhook.test';
  data: Record<string, unknown>;
  now: Date;
  /** A stable id for an event that must be made once (a day's summary); else a fresh one. */
  id?: string;
  /** Only this endpoint (the "send test event" button). */
  endpointId?: number;
};

export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** The event of a client; its id, or null when an event of that stable id was made before. */
export async function emitClientEvent(
  tx: Executor,
  clientId: number,
  event: FleetEventInput,
): Promise<string | null> {
  const id = event.id ?? newEventId();
  const now = event.now.toISOString();
  const made = await queryRows<{ id: string }>(
    tx,
    sql`insert into webhook_events (id, client_id, type, data, created_at)
        values (${id}, ${clientId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${now})
        on conflict (id) do nothing returning id`,
  );
  if (made.length === 0) return null;
  const giveUp = new Date(event.now.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString();
  await tx.execute(
    sql`insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at, give_up_at, created_at)
        select ${id}, e.id, ${now}::timestamptz, ${giveUp}::timestamptz, ${now}::timestamptz
        from webhook_endpoints e
        where e.client_id = ${clientId} and e.deleted_at is null
          and ${
            event.endpointId === undefined
              ? sql`e.enabled and ${event.type} = any(e.events)`
              : sql`e.id = ${event.endpointId}`
          }`,
  );
  return id;
}

/** The event of a contract's client (the client found by the contract). */
export async function emitContractEvent(
  tx: Executor,
  accountId: number,
  event: FleetEventInput,
): Promise<string | null> {
  const rows = await queryRows<{ client_id: number; number: string }>(
    tx,
    sql`select client_id, number from accounts where id = ${accountId}`,
  );
  const row = rows[0];
  if (!row) return null;
  // no endpoint of the client wants it: no event row at all (most contracts have none)
  const wanted = await queryRows(
    tx,
    sql`select 1 from webhook_endpoints where client_id = ${row.client_id}
        and deleted_at is null and enabled and ${event.type} = any(events) limit 1`,
  );
  if (wanted.length === 0) return null;
  return emitClientEvent(tx, Number(row.client_id), {
    ...event,
    data: { contractId: accountId, contractNumber: row.number, ...event.data },
  });
}
