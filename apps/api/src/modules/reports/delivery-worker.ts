import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isLang, type Lang } from '@toll/domain/languages';
import type { ReportFileType } from '@toll/domain/report-rules';
import { partners } from '../../db/schema/partners';
import { reportDeliveries } from '../../db/schema/reports';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { htmlDocument, escapeHtml } from '../../platform/mail/compose';
import type { OutgoingMail } from '../../platform/mail/mailer';
import { translator } from '../../platform/i18n';
import {
  recordNotification,
  type NotificationEntry,
} from '../../platform/notifications/notification-log';
import { storableText } from '../../platform/storable';
import type { SftpTarget } from '../../platform/sftp/sftp-upload';
import { uploadFile } from '../../platform/sftp/sftp-upload';
import { buildReportFile } from './scheduled-files';
import type { DeliveryJob } from './delivery-plan';

/**
 * Sends one delivery row: builds the file in the partner's language, mails it or writes it to
 * SFTP (the partner's own server with its key, else the platform's storage under the partner's
 * directory), then marks the row SENT. A row already SENT is skipped, so a job run twice sends
 * once. A failure marks the row FAILED with the error and its attempt count and throws, and the
 * job queue retries with backoff (pg-boss: 8 retries, 30 s doubling). Narrow window: a crash
 * between the SMTP hand-over and the SENT mark sends that mail again on retry; an SFTP file is
 * written again under the same name, which replaces it.
 */
export type DeliveryRuntime = {
  db: Db;
  send: ((mail: OutgoingMail) => Promise<void>) | null;
  /** The platform's SFTP storage (REPORTS_SFTP_URL or the local server), without a directory. */
  storage: Omit<SftpTarget, 'directory'> | null;
  keysDir: string;
  logger?: Logger;
};

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export async function deliverReport(
  rt: DeliveryRuntime,
  deliveryId: number,
): Promise<'SENT' | 'SKIPPED'> {
  const [row] = await rt.db
    .select({ d: reportDeliveries, p: partners })
    .from(reportDeliveries)
    .leftJoin(partners, eq(partners.id, reportDeliveries.partnerId))
    .where(eq(reportDeliveries.id, deliveryId));
  if (!row || row.d.status === 'SENT') return 'SKIPPED';
  const { d, p } = row;
  const wanted = d.lang ?? p?.lang;
  const lang: Lang = isLang(wanted) ? wanted : 'bg';
  const format = d.format as 'csv' | 'xlsx';
  const report = translator(lang, 'exports')(`reports.types.${d.reportType}`);
  let logged: NotificationEntry | null = null;
  try {
    const content = await buildReportFile(rt.db, {
      partnerId: p?.id ?? null,
      commissionBp: p?.commissionBp ?? 0,
      type: d.reportType as ReportFileType,
      from: d.periodFrom,
      to: d.periodTo,
      format,
      lang,
      timeZone: p?.timeZone ?? 'Europe/Sofia',
    });
    if (d.channel === 'EMAIL') {
      if (!rt.send) throw new Error('no mail transport');
      const t = translator(lang, 'mail');
      const vars = { report, from: d.periodFrom, to: d.periodTo };
      const text = t(p ? 'scheduledReport.text' : 'scheduledReport.textAccountant', vars);
      const subject = t('scheduledReport.subject', vars);
      logged = {
        sourceKey: `report-delivery:${d.id}`,
        kind: 'scheduledReport',
        channel: 'EMAIL',
        receiver: d.recipient!,
        subject,
        body: text,
        lang,
        resend: { queue: 'report.deliver', data: { deliveryId: d.id } },
      };
      await rt.send({
        to: d.recipient!,
        subject,
        text,
        html: htmlDocument(lang, `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`),
        attachments: [{ filename: d.fileName, content, contentType: CONTENT_TYPES[format] }],
        eventKey: `report-delivery:${d.id}`,
      });
    } else {
      if (!p) throw new Error('an SFTP delivery needs a partner');
      const own = p.sftpHost && p.sftpUser;
      const target: SftpTarget | null = own
        ? {
            host: p.sftpHost!,
            port: p.sftpPort ?? 22,
            username: p.sftpUser!,
            privateKey: p.sftpKeyName
              ? await readFile(path.join(rt.keysDir, path.basename(p.sftpKeyName)))
              : undefined,
            directory: p.sftpPath ?? '/',
          }
        : rt.storage && { ...rt.storage, directory: p.sftpPath ?? `/partner-${p.id}` };
      if (!target) throw new Error('no SFTP storage configured');
      await uploadFile(target, d.fileName, content);
    }
    const entry = logged;
    await rt.db.transaction(async (tx) => {
      await tx
        .update(reportDeliveries)
        .set({
          status: 'SENT',
          sentAt: new Date(),
          attempts: sql`${reportDeliveries.attempts} + 1`,
          lastError: null,
        })
        .where(and(eq(reportDeliveries.id, d.id), ne(reportDeliveries.status, 'SENT')));
      // a mailed report is a notice like any other: the log shows it, and resends a failed one
      if (entry) await recordNotification(tx, entry, { status: 'SENT', at: new Date() });
    });
    rt.logger?.info(
      { delivery: d.id, partner: p?.id ?? null, channel: d.channel, file: d.fileName },
      'report delivered',
    );
    return 'SENT';
  } catch (error) {
    const message = storableText(error instanceof Error ? error.message : String(error)).slice(
      0,
      500,
    );
    await rt.db
      .update(reportDeliveries)
      .set({
        status: 'FAILED',
        attempts: sql`${reportDeliveries.attempts} + 1`,
        lastError: message,
      })
      .where(and(eq(reportDeliveries.id, d.id), ne(reportDeliveries.status, 'SENT')));
    if (logged)
      await recordNotification(rt.db, logged, { status: 'FAILED', at: new Date(), error: message });
    rt.logger?.warn(
      { delivery: d.id, partner: p?.id ?? null, channel: d.channel, err: message },
      'report delivery failed; the queue retries it',
    );
    throw error;
  }
}

/**
 * The `report.deliver` workers (the job queue retries a failed delivery): `senders` pollers on
 * the queue, so a run for hundreds of partners sends several files at once (pg-boss hands each
 * job to one of them).
 */
export async function startReportDeliveryWorker(
  jobs: Jobs,
  rt: DeliveryRuntime,
  senders = 6,
): Promise<void> {
  for (let i = 0; i < senders; i++)
    await jobs.work<DeliveryJob>('report.deliver', async (data) => {
      await deliverReport(rt, data.deliveryId);
    });
}
