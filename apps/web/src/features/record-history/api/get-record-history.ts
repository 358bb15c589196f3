import { useQuery } from '@tanstack/react-query';
import { recordHistorySchema, type RecordHistory } from '@toll/contract/record-history';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** GET /api/history/{entity}/{id}: who changed a record, when, and each field before and after. */
export function getRecordHistory(
  lang: Lang,
  entity: string,
  id: string | number,
  signal?: AbortSignal,
): Promise<RecordHistory> {
  return api.get('/history/{entity}/{id}', {
    params: { entity, id },
    lang,
    signal,
    parse: (json) => recordHistorySchema.parse(json),
  });
}

export const HISTORY_KEY = ['history'] as const;

export function useRecordHistory(entity: string, id: string | number, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: [...HISTORY_KEY, entity, String(id), lang],
    queryFn: ({ signal }) => getRecordHistory(lang, entity, id, signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
