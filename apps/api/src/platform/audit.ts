import { auditLog } from '../db/schema/identity';
import type { Actor } from './actor';
import type { Executor } from './db/database';
import { storableJson } from './storable';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Who the entry is by: the actor, or something that carries one (an HTTP request, whose
 * `actor` platform/http/actor.ts builds).
 */
export type AuditBy = Actor | { readonly actor: Actor };

const actorIn = (by: AuditBy): Actor => ('actor' in by ? by.actor : by);

const rowOf = (by: AuditBy, entry: AuditEntry) => {
  const actor = actorIn(by);
  return {
    actorUserId: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: storableJson(entry.before ?? null),
    after: storableJson(entry.after ?? null),
    ip: actor.ip,
    requestId: actor.requestId,
  };
};

/** Records a staff action in the same transaction as the change it describes. */
export async function audit(db: Executor, by: AuditBy, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(by, entry));
}

/** Records many entries of one action (a fleet added at once) in one statement per 1,000. */
export async function auditMany(
  db: Executor,
  by: AuditBy,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 1_000)
    await db.insert(auditLog).values(entries.slice(i, i + 1_000).map((e) => rowOf(by, e)));
}

/**
 * Records a refused attempt on the caller's own record (entity `user`): who, what they tried
 * (the call, the refusal's codes and what they sent) and from where; shown in their history.
 */
export async function auditRefusal(db: Executor, by: AuditBy, refusal: unknown): Promise<void> {
  const actor = actorIn(by);
  await db.insert(auditLog).values(
    rowOf(actor, {
      action: 'security.refused',
      entity: 'user',
      entityId: actor.userId,
      after: refusal,
    }),
  );
}
