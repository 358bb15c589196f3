import { sql } from 'drizzle-orm';
import type { PartnerObligationPeriod } from '@toll/domain/partner-obligations';
import { queryRows, type Executor } from '../../platform/db/database';

/** Partner obligations' reads from the ledger (service.ts holds the periods and the settling). */

/** The partners asked for: sale partners and commissioners, one of them, or those matching. */
export type PartnerChoice = { partnerId?: number; pattern: string | null };

export type DayRow = {
  partner_id: number;
  name: string;
  eik: string | null;
  period: PartnerObligationPeriod;
  due_days: number;
  delay_days: number;
  currency: 'BGN' | 'EUR';
  day: string;
  sales: string | null;
  commission: string | null;
  settled: string | null;
};

const chosen = (
  choice: PartnerChoice,
) => sql`p.partner_type in ('SALE_PARTNER', 'COMMISSIONER', 'SALE_PARTNER_AND_COMMISSIONER')
  ${choice.partnerId ? sql`and p.id = ${choice.partnerId}` : sql``}
  ${choice.pattern ? sql`and (p.name ilike ${choice.pattern} or p.eik ilike ${choice.pattern})` : sql``}`;

/** The accounts the chosen partners' money moves on: their points of sale's tills and their obligation. */
const partnerAccounts = sql`acc as (
  select la.id, o.id as partner_id, la.currency from ledger_accounts la
  join points_of_sale s on la.kind = 'POS_CASH' and s.id = la.owner_id
  join owner o on o.id = s.partner_id
  union all
  select la.id, o.id, la.currency from ledger_accounts la
  join owner o on la.kind = 'PARTNER_OBLIGATION' and la.owner_id = o.id)`;

/** The chosen partners' sales, commission and settlements per Sofia day in [windowStart, windowEnd). */
export function partnerDays(
  db: Executor,
  choice: PartnerChoice,
  windowStart: Date,
  windowEnd: Date,
) {
  return queryRows<DayRow>(
    db,
    sql`with owner as (
          select p.id, p.name, p.eik, p.obligations_period, p.due_payment_days, p.delay_days
          from partners p
          where ${chosen(choice)}),
        ${partnerAccounts},
        e as (
          select a.partner_id, a.currency,
                 (e.occurred_at at time zone 'Europe/Sofia')::date as day, e.amount_minor,
                 case when t.type = 'REVERSAL' then t.refs->>'reversedType' else t.type end as eff
          from acc a
          join ledger_entries e on e.account_id = a.id
            and e.occurred_at >= ${windowStart.toISOString()}
            and e.occurred_at < ${windowEnd.toISOString()}
          join ledger_transactions t on t.id = e.transaction_id)
        select o.id as partner_id, o.name, o.eik, o.obligations_period as period,
               o.due_payment_days as due_days, o.delay_days, e.currency, e.day::text as day,
               sum(e.amount_minor) filter (where eff not in ('PARTNER_COMMISSION', 'PARTNER_SETTLEMENT')) as sales,
               -sum(e.amount_minor) filter (where eff = 'PARTNER_COMMISSION') as commission,
               -sum(e.amount_minor) filter (where eff = 'PARTNER_SETTLEMENT') as settled
        from e join owner o on o.id = e.partner_id
        group by o.id, o.name, o.eik, o.obligations_period, o.due_payment_days, o.delay_days,
                 e.currency, e.day`,
  );
}

/** What the chosen partners owed before the window and paid (all of it, whenever), per currency. */
export function partnerCarried(db: Executor, choice: PartnerChoice, windowStart: Date) {
  return queryRows<{
    partner_id: number;
    currency: 'BGN' | 'EUR';
    owed_before: string | null;
    paid: string | null;
  }>(
    db,
    sql`with owner as (
          select p.id from partners p
          where ${chosen(choice)}),
        ${partnerAccounts},
        e as (
          select a.partner_id, a.currency, e.occurred_at, e.amount_minor,
                 case when t.type = 'REVERSAL' then t.refs->>'reversedType' else t.type end as eff
          from acc a
          join ledger_entries e on e.account_id = a.id
          join ledger_transactions t on t.id = e.transaction_id
          where e.occurred_at < ${windowStart.toISOString()}
             or t.type = 'PARTNER_SETTLEMENT' or t.refs->>'reversedType' = 'PARTNER_SETTLEMENT')
        select partner_id, currency,
               sum(amount_minor) filter (where eff <> 'PARTNER_SETTLEMENT'
                 and occurred_at < ${windowStart.toISOString()}) as owed_before,
               -sum(amount_minor) filter (where eff = 'PARTNER_SETTLEMENT') as paid
        from e group by partner_id, currency`,
  );
}
