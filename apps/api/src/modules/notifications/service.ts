import type { ListPage } from '@toll/contract/list-query';
import type {
  NotificationDetail,
  NotificationExportQuery,
  NotificationListQuery,
  NotificationRecord,
} from '@toll/contract/notifications';
import type { Lang } from '@toll/domain/languages';
import { isResendable, type NotificationStatus } from '@toll/domain/notifications';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { keysetChunks, listExport } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { Jobs, QueueName } from '../../platform/jobs';
import { notificationExportColumns } from './export-columns';
import * as repo from './repo';

/** The audit_log entity of notices sent again. */
export const NOTIFICATION_ENTITY = 'notification';

export function toRecord(row: repo.NotificationRow): NotificationRecord {
  // The table's CHECK constraints hold these columns to the enumerations.
  const status = row.status as NotificationStatus;
  return {
    id: row.id,
    messageType: row.messageType as NotificationRecord['messageType'],
    channel: row.channel as NotificationRecord['channel'],
    receiver: row.receiver,
    kind: row.kind,
    subject: row.subject,
    status,
    errorText: row.errorText,
    interfaceType: row.interfaceType,
    delictDocumentNumber: row.delictDocumentNumber,
    barcode: row.barcode,
    contractId: row.contractId,
    attempts: row.attempts,
    resendable: isResendable(status) && row.resendQueue !== null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The notification log for the back office: list, one notice, a contract's notices, export, resend. */
export function createNotificationService(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, 'send'>;
}) {
  const { db, clock } = deps;

  async function list(query: NotificationListQuery): Promise<ListPage<NotificationRecord>> {
    const { rows, total } = await repo.listNotificationPage(db, query);
    return { items: rows.map(toRecord), total, page: query.page, pageSize: query.pageSize };
  }

  async function get(id: number): Promise<NotificationDetail> {
    const row = await repo.findNotification(db, id);
    if (!row) throw new AppError(404, { code: 'notification.notFound' });
    return { ...toRecord(row), body: row.body, lang: row.lang };
  }

  /**
   * Sends a FAILED or UNDELIVERED notice again through the job its sender recorded: the row goes
   * back to QUEUED and the same job updates it (409 for a notice that arrived or cannot be resent).
   */
  async function resend(id: number, actor: Actor): Promise<NotificationRecord> {
    return db.transaction(async (tx) => {
      const before = await repo.findNotification(tx, id);
      if (!before) throw new AppError(404, { code: 'notification.notFound' });
      const row = await repo.requeueNotification(tx, id, clock.now());
      if (!row) throw new AppError(409, { code: 'notification.notResendable' });
      const data = {
        ...((row.resendData as object | null) ?? {}),
        ...(row.resendQueue === 'sms.send' ? { notificationId: row.id } : {}),
      };
      await deps.jobs.send(tx, row.resendQueue as QueueName, data);
      await audit(tx, actor, {
        action: 'notification.resend',
        entity: NOTIFICATION_ENTITY,
        entityId: id,
        before: { status: before.status, errorText: before.errorText },
        after: { status: row.status },
      });
      return toRecord(row);
    });
  }

  function exportList(query: NotificationExportQuery, lang: Lang) {
    return listExport({
      format: query.format,
      baseName: 'notifications',
      sheetName: translator(lang, 'exports')('notifications.sheet'),
      rows: keysetChunks<repo.NotificationRow>((after, limit) =>
        repo.exportChunk(db, query, after, limit),
      ),
      columns: notificationExportColumns(lang),
    });
  }

  return { list, get, resend, export: exportList };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
