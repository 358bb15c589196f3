import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/identity';
import type { Executor } from './db/database';
import { storableJson } from './storable';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

const rowOf = (request: FastifyRequest, entry: AuditEntry) => ({
  actorUserId: request.principal?.id ?? null,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId === null ? null : String(entry.entityId),
  before: storableJson(entry.before ?? null),
  after: storableJson(entry.after ?? null),
  ip: request.ip,
  requestId: String(request.id),
});

/** Records a staff action in the same transaction as the change it describes. */
export async function audit(
  db: Executor,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values(rowOf(request, entry));
}

/** Records many entries of one action (a fleet added at once) in one statement per 1,000. */
export async function auditMany(
  db: Executor,
  request: FastifyRequest,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 1_000)
    await db.insert(auditLog).values(entries.slice(i, i + 1_000).map((e) => rowOf(request, e)));
}

/**
 * Records a refused attempt on the caller's own record (entity `user`): who, what they tried
 * (the call, the refusal's codes and what they sent) and from where; shown in their history.
 */
export async function auditRefusal(
  db: Executor,
  request: FastifyRequest,
  refusal: unknown,
): Promise<void> {
  await db.insert(auditLog).values(
    rowOf(request, {
      action: 'security.refused',
      entity: 'user',
      entityId: request.principal?.id ?? null,
      after: refusal,
    }),
  );
}
