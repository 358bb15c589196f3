import type { MstsCredit } from '@toll/domain/msts';
import type { Executor } from '../../platform/db/database';
import * as repo from './ingest-repo';

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
  const limits = await repo.lockEuTollLimits(tx, accountIds);
  const owed = await repo.unbilledTotals(tx, accountIds, billedNow);
  const limitOf = new Map(
    limits.map((l) => [Number(l.id), { EUR: Number(l.eur), BGN: Number(l.bgn) }]),
  );
  const owedOf = new Map(owed.map((o) => [`${o.account_id}|${o.currency}`, Number(o.unbilled)]));
  return (accountId, currency) => ({
    unbilledMinor: owedOf.get(`${accountId}|${currency}`) ?? 0,
    limitMinor: limitOf.get(accountId)?.[currency as 'EUR' | 'BGN'] ?? 0,
  });
}
