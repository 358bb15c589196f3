import { chargingSyncListSchema, chargingSyncRunSchema } from '@toll/contract/charging-sync';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../api/client';

/** The charging-system outbox as staff see it (issue #17 "Sync with the charging system"). */
export const CHARGING_SYNC_KEY = ['charging-sync'] as const;
export type SyncState = 'pending' | 'stuck' | 'all';

export const syncEvents = (lang: Lang, state: SyncState, signal?: AbortSignal) =>
  apiRequest('/charging-sync/events', {
    lang,
    signal,
    query: { state, limit: '200' },
    parse: (json) => chargingSyncListSchema.parse(json),
  });

export const retryEvent = (lang: Lang, id: number) =>
  apiRequest(`/charging-sync/events/${id}/retry`, {
    lang,
    method: 'POST',
    parse: (json) => chargingSyncRunSchema.parse(json),
  });

export const deliverNow = (lang: Lang) =>
  apiRequest('/charging-sync/deliver', {
    lang,
    method: 'POST',
    parse: (json) => chargingSyncRunSchema.parse(json),
  });
