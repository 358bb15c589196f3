import { and, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationExportQuery, NotificationListQuery } from '@toll/contract/notifications';
import { notifications } from '../../db/schema/notifications';
import type { Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

export type NotificationRow = typeof notifications.$inferSelect;

const SORTS = {
  createdAt: notifications.createdAt,
  id: notifications.id,
  status: notifications.status,
  receiver: notifications.receiver,
  messageType: notifications.messageType,
  channel: notifications.channel,
  kind: notifications.kind,
} as const;

const DAY_MS = 86_400_000;

function filterWhere(query: Omit<NotificationExportQuery, 'format'>): SQL | undefined {
  const where: SQL[] = [];
  if (query.f_status) where.push(eq(notifications.status, query.f_status));
  if (query.f_channel) where.push(eq(notifications.channel, query.f_channel));
  if (query.f_messageType) where.push(eq(notifications.messageType, query.f_messageType));
  if (query.f_kind) where.push(eq(notifications.kind, query.f_kind));
  if (query.f_receiver)
    where.push(ilike(notifications.receiver, containsPattern(query.f_receiver)));
  if (query.f_delictDocumentNumber)
    where.push(eq(notifications.delictDocumentNumber, query.f_delictDocumentNumber));
  if (query.f_barcode) where.push(eq(notifications.barcode, query.f_barcode));
  if (query.f_contractId) where.push(eq(notifications.contractId, query.f_contractId));
  if (query.f_from) where.push(gte(notifications.createdAt, new Date(`${query.f_from}T00:00:00Z`)));
  if (query.f_to)
    where.push(
      lt(notifications.createdAt, new Date(Date.parse(`${query.f_to}T00:00:00Z`) + DAY_MS)),
    );
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        ilike(notifications.receiver, pattern),
        ilike(notifications.subject, pattern),
        ilike(notifications.delictDocumentNumber, pattern),
        ilike(notifications.barcode, pattern),
      )!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

export async function listNotificationPage(
  db: Executor,
  query: NotificationListQuery,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = filterWhere(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...listOrder(SORTS[query.sort], notifications.id, query.order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The export's rows after `after` in (created, id) order, `limit` at a time. */
export async function exportChunk(
  db: Executor,
  query: NotificationExportQuery,
  after: NotificationRow | null,
  limit: number,
): Promise<NotificationRow[]> {
  const desc = query.order === 'desc';
  const keyset = after
    ? desc
      ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
      : sql`(${notifications.createdAt}, ${notifications.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
    : undefined;
  const filters = filterWhere(query);
  return db
    .select()
    .from(notifications)
    .where(and(...[filters, keyset].filter((w): w is SQL => w !== undefined)))
    .orderBy(...listOrder(notifications.createdAt, notifications.id, query.order))
    .limit(limit);
}

export async function findNotification(
  db: Executor,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Puts a notice back to QUEUED for a resend, if it is still in a resendable state. */
export async function requeueNotification(
  db: Executor,
  id: number,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ status: 'QUEUED', errorText: null, updatedAt: now })
    .where(
      and(
        eq(notifications.id, id),
        sql`${notifications.status} IN ('FAILED', 'UNDELIVERED')`,
        sql`${notifications.resendQueue} IS NOT NULL`,
      ),
    )
    .returning();
  return row;
}
