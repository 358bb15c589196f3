import type { ReportFileType, ReportPeriod } from '@toll/domain/report-rules';
import { reportDeliveries } from '../../db/schema/reports';
import type { Executor } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { reportFileName } from './scheduled-files';

export type DeliveryJob = { deliveryId: number };
export type DeliveryChannel = { channel: 'EMAIL' | 'SFTP'; recipient: string | null };
export type PlanResult = { created: number; existing: number };

/**
 * Makes the delivery rows of one report and period, one per channel, and queues a
 * `report.deliver` job for each new row in the caller's transaction. A row made before (the
 * unique indexes of migrations 0023 and 0032) is counted, not queued again: a repeated or resumed
 * run sends nothing twice.
 */
export async function planDelivery(
  tx: Executor,
  jobs: Pick<Jobs, 'send'>,
  item: {
    partnerId: number | null;
    reportType: ReportFileType;
    format: string;
    period: ReportPeriod;
    channels: DeliveryChannel[];
    lang?: string | null;
  },
): Promise<PlanResult> {
  let created = 0;
  let existing = 0;
  for (const { channel, recipient } of item.channels) {
    const [row] = await tx
      .insert(reportDeliveries)
      .values({
        partnerId: item.partnerId,
        reportType: item.reportType,
        periodFrom: item.period.from,
        periodTo: item.period.to,
        channel,
        format: item.format,
        recipient,
        lang: item.lang ?? null,
        fileName: reportFileName({
          partnerId: item.partnerId,
          type: item.reportType,
          from: item.period.from,
          to: item.period.to,
          format: item.format as 'csv' | 'xlsx',
        }),
      })
      .onConflictDoNothing()
      .returning({ id: reportDeliveries.id });
    if (!row) {
      existing += 1;
      continue;
    }
    created += 1;
    await jobs.send<DeliveryJob>(tx, 'report.deliver', { deliveryId: row.id });
  }
  return { created, existing };
}
