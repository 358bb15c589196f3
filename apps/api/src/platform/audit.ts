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

/** Records a staff action in the same transaction as the change it describes. */
export async function audit(
  db: Executor,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: request.principal?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: storableJson(entry.before ?? null),
    after: storableJson(entry.after ?? null),
    ip: request.ip,
    requestId: String(request.id),
  });
}
