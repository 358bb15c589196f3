import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { reportSubscriptionBodySchema } from '@toll/contract/reports';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import {
  duePeriod,
  MSTS_REPORT_TYPES,
  reportFitsPartner,
  type ReportSchedule,
  type ScheduledReportType,
} from '@toll/domain/report-rules';
import { partners } from '../../db/schema/partners';
import { reportDeliveries, reportSubscriptions } from '../../db/schema/reports';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs';
import { planDelivery, type DeliveryChannel } from './delivery-plan';

/**
 * Scheduled reports (spec §7 "Reports"): partners' subscriptions, and runs that make one
 * delivery row per partner, report, period and channel (unique, migration 0023) and queue a
 * `report.deliver` job for each new row in the same transaction. A run repeated, or resumed after
 * dying half-way, finds the rows made and queues nothing twice; the delivery worker sends each
 * row once (delivery-worker.ts).
 */
type SubscriptionBody = z.infer<typeof reportSubscriptionBodySchema>;

export type { DeliveryJob } from './delivery-plan';

/** A partner's calendar day now (its time zone: Europe/Sofia or UTC). */
export function partnerToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const deliveryView = (d: typeof reportDeliveries.$inferSelect) => ({
  id: d.id,
  partnerId: d.partnerId,
  reportType: d.reportType,
  periodFrom: d.periodFrom,
  periodTo: d.periodTo,
  channel: d.channel as 'EMAIL' | 'SFTP',
  status: d.status as 'PENDING' | 'SENT' | 'FAILED',
  attempts: d.attempts,
  fileName: d.fileName,
  lastError: d.lastError,
  sentAt: d.sentAt?.toISOString() ?? null,
});

export type ScheduledReportDeps = { db: Db; clock: Clock; jobs: Jobs; flags: FeatureFlags };

export function createScheduledReports(deps: ScheduledReportDeps) {
  const { db, clock, jobs } = deps;
  /** The MSTS reports go out only while international toll is on. */
  const offered = (type: string) =>
    deps.flags.MSTS || !MSTS_REPORT_TYPES.includes(type as ScheduledReportType);
  const plan = (tx: Executor, item: Parameters<typeof planDelivery>[2]) =>
    planDelivery(tx, jobs, item);

  /**
   * Every report due on `date` (default: today in each partner's time zone) for the partners
   * that receive reports, or only those listed; `only` limits the channels (the SFTP run).
   */
  async function run(options: { date?: string; partnerIds?: number[]; only?: 'SFTP' } = {}) {
    const rows = await db
      .select({ s: reportSubscriptions, p: partners })
      .from(reportSubscriptions)
      .innerJoin(partners, eq(partners.id, reportSubscriptions.partnerId))
      .where(
        and(
          eq(partners.receivesReports, true),
          options.partnerIds?.length ? inArray(partners.id, options.partnerIds) : undefined,
        ),
      )
      .orderBy(asc(reportSubscriptions.id));
    const now = clock.now();
    let deliveries = 0;
    let alreadySent = 0;
    // One transaction per partner: a run that dies keeps what it planned, and resumes after it.
    const byPartner = new Map<number, typeof rows>();
    for (const row of rows) byPartner.set(row.p.id, [...(byPartner.get(row.p.id) ?? []), row]);
    for (const group of byPartner.values()) {
      await db.transaction(async (tx) => {
        for (const { s, p } of group) {
          if (!offered(s.reportType)) continue;
          const period = duePeriod(
            s.schedule as ReportSchedule,
            options.date ?? partnerToday(now, p.timeZone),
          );
          if (!period) continue;
          const channels: DeliveryChannel[] = [];
          if (s.byEmail && s.email && options.only !== 'SFTP')
            channels.push({ channel: 'EMAIL', recipient: s.email });
          if (s.bySftp && p.sftpAllowed) channels.push({ channel: 'SFTP', recipient: null });
          const result = await plan(tx, {
            partnerId: p.id,
            reportType: s.reportType as ScheduledReportType,
            format: s.format,
            period,
            channels,
          });
          deliveries += result.created;
          alreadySent += result.existing;
        }
      });
    }
    return { deliveries, queued: deliveries, alreadySent };
  }

  return {
    run,

    /** GET /send/reports/partners: the partner's reports from `fromDate` to yesterday, now. */
    async sendPartner(partnerId: number, fromDate: string | undefined, email: string | undefined) {
      const [partner] = await db.select().from(partners).where(eq(partners.id, partnerId));
      if (!partner) throw notFound('report.partnerNotFound');
      const today = partnerToday(clock.now(), partner.timeZone);
      const yesterday = duePeriod('DAILY', today)!.to;
      const from = fromDate ?? yesterday;
      const period = { from, to: from > yesterday ? from : yesterday };
      const subs = await db
        .select()
        .from(reportSubscriptions)
        .where(eq(reportSubscriptions.partnerId, partnerId));
      // with no subscription: the partner's everyday report (toll transactions for a haulier)
      const types = subs.length
        ? subs.filter((s) => offered(s.reportType))
        : [
            {
              reportType:
                partner.partnerType === 'TOLL_CUSTOMER'
                  ? 'TOLL_TRANSACTIONS'
                  : 'SALES_BY_POS_PRODUCT',
              format: 'xlsx',
              email: null,
              byEmail: true,
              bySftp: false,
            },
          ];
      let deliveries = 0;
      let alreadySent = 0;
      await db.transaction(async (tx) => {
        for (const s of types) {
          const recipient = email ?? s.email;
          const channels: DeliveryChannel[] = [];
          if (recipient) channels.push({ channel: 'EMAIL', recipient });
          if (!email && s.bySftp && partner.sftpAllowed)
            channels.push({ channel: 'SFTP', recipient: null });
          if (channels.length === 0) throw new AppError(422, { code: 'report.noDeliveryChannel' });
          const result = await plan(tx, {
            partnerId,
            reportType: s.reportType as ScheduledReportType,
            format: s.format,
            period,
            channels,
          });
          deliveries += result.created;
          alreadySent += result.existing;
        }
      });
      return { deliveries, queued: deliveries, alreadySent };
    },

    async subscriptions(partnerId?: number) {
      const rows = await db
        .select({ s: reportSubscriptions, partnerName: partners.name })
        .from(reportSubscriptions)
        .innerJoin(partners, eq(partners.id, reportSubscriptions.partnerId))
        .where(partnerId ? eq(reportSubscriptions.partnerId, partnerId) : undefined)
        .orderBy(asc(partners.name), asc(reportSubscriptions.id));
      return {
        items: rows.map(({ s, partnerName }) => ({
          id: s.id,
          partnerId: s.partnerId,
          partnerName,
          reportType: s.reportType as ScheduledReportType,
          schedule: s.schedule as ReportSchedule,
          format: s.format as 'csv' | 'xlsx',
          byEmail: s.byEmail,
          bySftp: s.bySftp,
          email: s.email,
        })),
      };
    },

    async subscribe(body: SubscriptionBody, actor: Actor) {
      if (!body.byEmail && !body.bySftp)
        throw new AppError(400, { code: 'report.noDeliveryChannel' });
      if (body.byEmail && !body.email)
        throw new AppError(400, { code: 'validation.required', field: 'email' });
      return db.transaction(async (tx) => {
        const [partner] = await tx
          .select({ id: partners.id, name: partners.name, partnerType: partners.partnerType })
          .from(partners)
          .where(eq(partners.id, body.partnerId));
        if (!partner) throw notFound('report.partnerNotFound');
        if (!reportFitsPartner(body.reportType, partner.partnerType))
          throw new AppError(422, { code: 'report.typeNotForPartner', field: 'reportType' });
        if (!offered(body.reportType))
          throw new AppError(422, { code: 'report.msts', field: 'reportType' });
        const [row] = await tx
          .insert(reportSubscriptions)
          .values({ ...body, email: body.byEmail ? body.email : null })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict('report.subscriptionExists');
        // Subscribing turns "receives reports" on (spec §3 Partner).
        await tx.update(partners).set({ receivesReports: true }).where(eq(partners.id, partner.id));
        await audit(tx, actor, {
          action: 'create',
          entity: 'report_subscription',
          entityId: row.id,
          after: row,
        });
        return { ...body, id: row.id, partnerName: partner.name };
      });
    },

    async unsubscribe(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(reportSubscriptions)
          .where(eq(reportSubscriptions.id, id))
          .returning();
        if (!row) throw notFound();
        await audit(tx, actor, {
          action: 'delete',
          entity: 'report_subscription',
          entityId: id,
          before: row,
        });
      });
    },

    async deliveries(partnerId?: number) {
      const rows = await db
        .select()
        .from(reportDeliveries)
        .where(partnerId ? eq(reportDeliveries.partnerId, partnerId) : undefined)
        .orderBy(desc(reportDeliveries.id))
        .limit(200);
      return { items: rows.map(deliveryView) };
    },
  };
}
export type ScheduledReports = ReturnType<typeof createScheduledReports>;
