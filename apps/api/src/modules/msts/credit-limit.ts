import { sql } from 'drizzle-orm';
import type { MstsCredit } from '@toll/domain/msts';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The contracts' Euro-toll credit: per contract and currency, what it owes unbilled (the
 * transactions this batch marks billed no longer count) and its limit. The contracts' rows are
 * locked (as the database's own check does), so the figures hold until the batch commits.
 */
export async function euTollCredit(
  tx: Executor,
  accountIds: number[],
  billedNow: string[],
): Promise<(accountId: number, currency: string) => MstsCredit> {
  const ids = JSON.stringify(accountIds);
  const limits = await queryRows<{ id: number; eur: string | number; bgn: string | number }>(
    tx,
    sql`select a.id, a.credit_limit_eu_toll_eur_minor as eur, a.credit_limit_eu_toll_bgn_minor as bgn
        from accounts a join jsonb_array_elements_text(${ids}::jsonb) as c(id) on c.id::int = a.id
        order by a.id for no key update of a`,
  );
  const owed = await queryRows<{ account_id: number; currency: string; unbilled: string | number }>(
    tx,
    sql`select t.account_id, t.currency, sum(t.total_minor) as unbilled
        from msts_transactions t
        join jsonb_array_elements_text(${ids}::jsonb) as c(id) on c.id::int = t.account_id
        where not t.billed
          and t.transaction_id <> all(array(select jsonb_array_elements_text(${JSON.stringify(billedNow)}::jsonb)))
        group by t.account_id, t.currency`,
  );
  const limitOf = new Map(
    limits.map((l) => [Number(l.id), { EUR: Number(l.eur), BGN: Number(l.bgn) }]),
  );
  const owedOf = new Map(owed.map((o) => [`${o.account_id}|${o.currency}`, Number(o.unbilled)]));
  return (accountId, currency) => ({
    unbilledMinor: owedOf.get(`${accountId}|${currency}`) ?? 0,
    limitMinor: limitOf.get(accountId)?.[currency as 'EUR' | 'BGN'] ?? 0,
  });
}
