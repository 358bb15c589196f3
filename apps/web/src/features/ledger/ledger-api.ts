import {
  ledgerEntriesPageSchema,
  ledgerHealthSchema,
  trialBalanceSchema,
} from '@toll/contract/ledger';
import type { Lang } from '@toll/domain/languages';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { api } from '../../api/typed-client';
import { listPeriod, type Period } from '../../components/data-table/list-period';
import type { ListDefaults, ListState } from '../../components/data-table/list-state';

/** The ledger's report calls (GET /ledger/trial-balance, its export, an account's entries). */
export const LEDGER_KEY = ['ledger'] as const;

/** This month so far, in Sofia days: the period the trial balance opens with. */
export function ledgerPeriod(): Period {
  const today = sofiaDate(new Date());
  return { from: formatPlainDate({ ...today, day: 1 }), to: formatPlainDate(today) };
}

/** The rows (one per account) come whole for the period: paged and sorted in the browser. */
export const TRIAL_BALANCE_LIST_DEFAULTS: ListDefaults = {
  pageSize: 100,
  sort: 'kind',
  sortable: ['kind', 'currency', 'openingMinor', 'debitsMinor', 'creditsMinor', 'closingMinor'],
  filters: ['from', 'to', 'currency'],
};

/** The trial balance's query (and its export's): the period and the currency of the address. */
export function trialBalanceQuery(state: ListState): Record<string, string> {
  const currency = state.filters.currency;
  return {
    ...listPeriod(state, ledgerPeriod()),
    ...(currency === 'EUR' || currency === 'BGN' ? { currency } : {}),
  };
}

export const loadTrialBalance = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  api.get('/ledger/trial-balance', {
    lang,
    signal,
    query: trialBalanceQuery(state),
    parse: (json) => trialBalanceSchema.parse(json),
  });

export const ENTRY_LIST_DEFAULTS: ListDefaults = { pageSize: 20 };

export const loadAccountEntries = (
  lang: Lang,
  accountId: number,
  period: Period,
  state: ListState,
  signal?: AbortSignal,
) =>
  api.get('/ledger/accounts/{id}/entries', {
    params: { id: accountId },
    lang,
    signal,
    query: { ...period, page: String(state.page), pageSize: String(state.pageSize) },
    parse: (json) => ledgerEntriesPageSchema.parse(json),
  });

/** The ledger auditor's last run (GET /ledger/health). */
export const loadLedgerHealth = (lang: Lang, signal?: AbortSignal) =>
  api.get('/ledger/health', {
    lang,
    signal,
    parse: (json) => ledgerHealthSchema.parse(json),
  });
