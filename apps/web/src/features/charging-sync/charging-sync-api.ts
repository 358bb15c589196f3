import { chargingSyncListSchema, chargingSyncRunSchema } from '@toll/contract/charging-sync';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../api/typed-client';
import type { ListDefaults, ListState } from '../../components/data-table/list-state';

/** The charging-system outbox as staff see it (issue #17 "Sync with the charging system"). */
export const CHARGING_SYNC_KEY = ['charging-sync'] as const;
export type SyncState = 'pending' | 'stuck' | 'all';

export const SYNC_STATES = ['stuck', 'pending', 'all'] as const satisfies readonly SyncState[];
export const SYNC_LIST_DEFAULTS: ListDefaults = { filters: ['state'] };

/** The state the table shows (the address's `f_state`; stuck ones first). */
export const syncStateOf = (list: ListState): SyncState =>
  SYNC_STATES.find((state) => state === list.filters.state) ?? 'stuck';

export const syncEvents = (lang: Lang, list: ListState, signal?: AbortSignal) =>
  api.get('/charging-sync/events', {
    lang,
    signal,
    query: {
      state: syncStateOf(list),
      page: String(list.page),
      pageSize: String(Math.min(list.pageSize, 500)),
    },
    parse: (json) => chargingSyncListSchema.parse(json),
  });

export const retryEvent = (lang: Lang, id: number) =>
  api.post('/charging-sync/events/{id}/retry', {
    params: { id },
    lang,
    parse: (json) => chargingSyncRunSchema.parse(json),
  });

export const deliverNow = (lang: Lang) =>
  api.post('/charging-sync/deliver', {
    lang,
    parse: (json) => chargingSyncRunSchema.parse(json),
  });
