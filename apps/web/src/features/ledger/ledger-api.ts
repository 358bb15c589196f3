import {
  ledgerEntriesPageSchema,
  ledgerHealthSchema,
  trialBalanceSchema,
  type TrialBalanceQuery,
} from '@toll/contract/ledger';
import type { Lang } from '@toll/domain/languages';
import { apiDownload, apiRequest, saveBlob } from '../../api/client';

/** The ledger's report calls (GET /ledger/trial-balance, its export, an account's entries). */
export const LEDGER_KEY = ['ledger'] as const;

const queryOf = (q: TrialBalanceQuery): Record<string, string> => ({
  from: q.from,
  to: q.to,
  ...(q.currency ? { currency: q.currency } : {}),
});

export const loadTrialBalance = (lang: Lang, q: TrialBalanceQuery, signal?: AbortSignal) =>
  apiRequest('/ledger/trial-balance', {
    lang,
    signal,
    query: queryOf(q),
    parse: (json) => trialBalanceSchema.parse(json),
  });

export const loadAccountEntries = (
  lang: Lang,
  accountId: number,
  q: { from: string; to: string; page: number },
  signal?: AbortSignal,
) =>
  apiRequest(`/ledger/accounts/${accountId}/entries`, {
    lang,
    signal,
    query: { from: q.from, to: q.to, page: String(q.page), pageSize: '20' },
    parse: (json) => ledgerEntriesPageSchema.parse(json),
  });

export async function downloadTrialBalance(
  lang: Lang,
  q: TrialBalanceQuery,
  format: 'csv' | 'xlsx',
) {
  const file = await apiDownload('/ledger/trial-balance/export', {
    lang,
    query: { ...queryOf(q), format },
  });
  saveBlob(file, `trial-balance-${q.from}-${q.to}.${format}`);
}

/** The ledger auditor's last run (GET /ledger/health). */
export const loadLedgerHealth = (lang: Lang, signal?: AbortSignal) =>
  apiRequest('/ledger/health', {
    lang,
    signal,
    parse: (json) => ledgerHealthSchema.parse(json),
  });
