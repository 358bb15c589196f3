import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/identity';
import { pointsOfSale } from '../../db/schema/partners';
import type { Executor } from '../../platform/db/database';

/** The audit rows of one record, newest first, with the actor's username and name. */
export async function auditOf(db: Executor, entity: string, entityId: string, limit = 500) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      actorId: users.id,
      username: users.username,
      name: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** The partner a user or a point of sale belongs to (null: the agency's, or none such). */
export async function partnerOfRecord(
  db: Executor,
  entity: 'user' | 'pos',
  id: string,
): Promise<number | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const table = entity === 'user' ? users : pointsOfSale;
  const rows = await db
    .select({ partnerId: table.partnerId })
    .from(table)
    .where(eq(table.id, Number(id)));
  return rows[0]?.partnerId ?? null;
}
