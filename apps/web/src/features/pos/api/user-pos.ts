import { useQuery } from '@tanstack/react-query';
import { posListSchema, userPosListSchema, type Pos } from '@toll/contract/pos';
import type { Lang } from '@toll/domain/languages';
import { POS_PICKER } from '@toll/domain/pos-access';
import { api } from '../../../api/typed-client';
import { useSession } from '../../session';
import { useLang } from '../../../i18n/use-lang';

/** GET /api/pos/user/all: the signed-in user's own points of sale (the picker's fixed list). */
export function getUserPos(lang: Lang, signal?: AbortSignal): Promise<Pos[]> {
  return api.get('/pos/user/all', {
    lang,
    signal,
    parse: (json) => userPosListSchema.parse(json),
  });
}

/** GET /api/pos?q=…&pageSize=50: points of sale found by code or name, within the caller's scope. */
export function searchPos(lang: Lang, q: string, signal?: AbortSignal): Promise<Pos[]> {
  const query: Record<string, string> = {
    pageSize: String(POS_PICKER.pageSize),
    sort: 'code',
    order: 'asc',
  };
  if (q.trim() !== '') query.q = q.trim();
  return api.get('/pos', {
    lang,
    query,
    signal,
    parse: (json) => posListSchema.parse(json).items,
  });
}

export const POS_KEY = ['pos'] as const;

/**
 * The user's own points of sale, per signed-in user. A failed call (no POS register yet, or the
 * server unreachable) counts as none: the frame then shows no shift link rather than an error.
 */
export function useUserPos() {
  const lang = useLang();
  const userId = useSession()?.user.id ?? null;
  return useQuery({
    queryKey: [...POS_KEY, 'user', userId],
    queryFn: ({ signal }) => getUserPos(lang, signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function usePosSearch(q: string, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: [...POS_KEY, 'search', q],
    queryFn: ({ signal }) => searchPos(lang, q, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
