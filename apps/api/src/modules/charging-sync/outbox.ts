import type { Executor } from '../../platform/db/database';
import { chargingSyncOutbox } from '../../db/schema/charging-sync';
import { storableJson } from '../../platform/storable';

/** What the charging system must learn about: a contract, a vehicle, an on-board device. */
export type ChargingSyncEntity = 'account' | 'accountUnit' | 'device';

export type ChargingSyncEvent = {
  entity: ChargingSyncEntity;
  entityId: number;
  /** What happened: `create`, `update`, `status`, `close`, `sync` (a full resend), … */
  op: string;
  /** The entity's state as the charging system needs it (sent as is). */
  payload: Record<string, unknown>;
};

/**
 * Writes an event to the charging-system outbox through `exec`: pass the transaction of the
 * change, so the event exists exactly when the change commits (a rolled-back change leaves none).
 * The delivery job (delivery.ts) sends it later, in order per entity, retried until it lands.
 */
export async function enqueueChargingSync(
  exec: Executor,
  event: ChargingSyncEvent,
): Promise<number> {
  const [row] = await exec
    .insert(chargingSyncOutbox)
    .values({
      entity: event.entity,
      entityId: event.entityId,
      op: event.op,
      payload: storableJson(event.payload),
    })
    .returning({ id: chargingSyncOutbox.id });
  return row!.id;
}

/** Many events in one statement per 1,000 (a fleet added at once), in the caller's transaction. */
export async function enqueueChargingSyncMany(
  exec: Executor,
  events: readonly ChargingSyncEvent[],
): Promise<void> {
  for (let i = 0; i < events.length; i += 1_000)
    await exec.insert(chargingSyncOutbox).values(
      events.slice(i, i + 1_000).map((event) => ({
        entity: event.entity,
        entityId: event.entityId,
        op: event.op,
        payload: storableJson(event.payload),
      })),
    );
}
