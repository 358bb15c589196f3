import { sql } from 'drizzle-orm';
import type { DueDayCounter, ObligationPeriod } from '@toll/domain/accounts';
import { queryRows, type Executor } from '../../platform/db/database';

/** What a toll batch needs of a contract: its type, credit limits, low-balance and due-date terms. */
export type Contract = {
  id: number;
  accountType: number;
  creditLimitBgn: number;
  creditLimitEur: number;
  lowBalancePercent: number | null;
  initialPaymentMinor: number;
  obligationPeriod: ObligationPeriod | null;
  duePaymentDays: number | null;
  dueDaysCounter: DueDayCounter | null;
  postponeDays: number;
};

/** The contracts of these ids, in one statement. */
export async function contractsOf(tx: Executor, ids: number[]): Promise<Map<number, Contract>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select a.id, a.account_type, a.credit_limit_bg_toll_bgn_minor, a.credit_limit_bg_toll_eur_minor,
          a.low_balance_percent, a.initial_payment_minor, a.obligation_period, a.due_payment_days,
          a.due_days_counter, a.postpone_days
        from accounts a
        where a.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        accountType: Number(r.account_type),
        creditLimitBgn: Number(r.credit_limit_bg_toll_bgn_minor),
        creditLimitEur: Number(r.credit_limit_bg_toll_eur_minor),
        lowBalancePercent: r.low_balance_percent == null ? null : Number(r.low_balance_percent),
        initialPaymentMinor: Number(r.initial_payment_minor),
        obligationPeriod: (r.obligation_period as ObligationPeriod | null) ?? null,
        duePaymentDays: r.due_payment_days == null ? null : Number(r.due_payment_days),
        dueDaysCounter: (r.due_days_counter as DueDayCounter | null) ?? null,
        postponeDays: Number(r.postpone_days ?? 0),
      },
    ]),
  );
}
