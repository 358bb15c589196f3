import { eq, sql } from 'drizzle-orm';
import type { Lang } from '@toll/domain/languages';
import { addDays, daysBetween, formatPlainDate, parsePlainDate } from '@toll/domain/plain-date';
import { ACCOUNTANT_REPORT_TYPE, type ReportPeriod } from '@toll/domain/report-rules';
import { sofiaDate } from '@toll/domain/sofia-time';
import { users } from '../../db/schema/identity';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs';
import { planDelivery } from './delivery-plan';

/**
 * The reports sent on request (spec §7): `GET /send/reports/accountant` (the accountants' summary
 * of a period, by e-mail) and `POST /send/reports/msts/customers` (each haulier's international
 * toll of a period, to its MSTS contract's notification address). Both plan delivery rows like
 * the scheduled run — unique per period and recipient, queued in the same transaction — so a
 * second request for the same period answers "already sent" and mails nothing twice.
 */
const MAX_DAYS = 366;

function periodOf(
  from: string | undefined,
  to: string | undefined,
  fallback: ReportPeriod,
): ReportPeriod {
  if (!from && !to) return fallback;
  const period = { from: (from ?? to)!, to: (to ?? from)! };
  const a = parsePlainDate(period.from)!;
  const b = parsePlainDate(period.to)!;
  if (daysBetween(a, b) < 0)
    throw new AppError(400, { code: 'report.periodOrder', field: 'to_date' });
  if (daysBetween(a, b) >= MAX_DAYS)
    throw new AppError(400, { code: 'report.periodTooLong', field: 'to_date' });
  return period;
}

export function createOnDemandReports(deps: { db: Db; clock: Clock; jobs: Jobs }) {
  const { db, clock, jobs } = deps;
  const today = () => sofiaDate(clock.now());

  return {
    async sendAccountant(
      actor: Actor,
      query: { from_date?: string; to_date?: string; email?: string; format: 'csv' | 'xlsx' },
      lang: Lang,
    ) {
      const yesterday = formatPlainDate(addDays(today(), -1));
      const period = periodOf(query.from_date, query.to_date, { from: yesterday, to: yesterday });
      let email = query.email;
      if (!email) {
        const [me] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, actor.userId!));
        email = me?.email ?? undefined;
      }
      if (!email) throw new AppError(400, { code: 'validation.required', field: 'email' });
      const recipient = email;
      const result = await db.transaction(async (tx) => {
        const planned = await planDelivery(tx, jobs, {
          partnerId: null,
          reportType: ACCOUNTANT_REPORT_TYPE,
          format: query.format,
          period,
          channels: [{ channel: 'EMAIL', recipient }],
          lang,
        });
        await audit(tx, actor, {
          action: 'report.accountant.send',
          entity: 'report',
          entityId: null,
          after: { ...period, email: recipient, format: query.format },
        });
        return planned;
      });
      return { deliveries: result.created, queued: result.created, alreadySent: result.existing };
    },

    async sendMstsCustomers(
      actor: Actor,
      body: {
        from_date?: string;
        to_date?: string;
        customerIds?: string[];
        format: 'csv' | 'xlsx';
      },
    ) {
      const t = today();
      const lastMonth = {
        year: t.month === 1 ? t.year - 1 : t.year,
        month: t.month === 1 ? 12 : t.month - 1,
        day: 1,
      };
      const fallback = {
        from: formatPlainDate(lastMonth),
        to: formatPlainDate(addDays({ ...t, day: 1 }, -1)),
      };
      const period = periodOf(body.from_date, body.to_date, fallback);
      const only = body.customerIds?.length ? JSON.stringify(body.customerIds) : null;
      // each haulier with MSTS transactions in the period, and the address of its first MSTS
      // contract that has one (the contract's notification address, else its primary contact's)
      const customers = await queryRows<{ partner_id: number; email: string | null }>(
        db,
        sql`select p.id as partner_id, (
              select coalesce(a2.notification_email, (
                select e->>'emailAddress' from account_contacts c, jsonb_array_elements(c.contact_emails) e
                where c.account_id = a2.id order by c.is_primary desc, c.id,
                  (e->>'isPreferredContactMean')::boolean desc nulls last limit 1))
              from accounts a2 where a2.client_id = p.id and a2.has_msts_toll
              order by (a2.notification_email is null), a2.id limit 1) as email
            from partners p
            where p.partner_type = 'TOLL_CUSTOMER'
              and (${only}::jsonb is null or p.customer_id in (select jsonb_array_elements_text(${only}::jsonb)))
              and exists (select 1 from msts_transactions t join accounts a on a.id = t.account_id
                where a.client_id = p.id
                  and t.exit_at >= (${period.from}::date)::timestamp at time zone 'Europe/Sofia'
                  and t.exit_at < (${period.to}::date + 1)::timestamp at time zone 'Europe/Sofia')
            order by p.id`,
      );
      let deliveries = 0;
      let alreadySent = 0;
      let withoutAddress = 0;
      await db.transaction(async (tx) => {
        for (const c of customers) {
          if (!c.email) {
            withoutAddress += 1;
            continue;
          }
          const planned = await planDelivery(tx, jobs, {
            partnerId: Number(c.partner_id),
            reportType: 'MSTS_TRANSACTIONS',
            format: body.format,
            period,
            channels: [{ channel: 'EMAIL', recipient: c.email }],
          });
          deliveries += planned.created;
          alreadySent += planned.existing;
        }
        await audit(tx, actor, {
          action: 'report.msts.send',
          entity: 'report',
          entityId: null,
          after: { ...period, deliveries, alreadySent, withoutAddress },
        });
      });
      return { deliveries, queued: deliveries, alreadySent, withoutAddress };
    },
  };
}

export type OnDemandReports = ReturnType<typeof createOnDemandReports>;
