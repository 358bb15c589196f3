import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@toll/contract/list-query';
import type { Lang } from '@toll/domain/languages';
import { useLang } from '../../i18n/use-lang';
import { listApiQuery, type ListState } from './list-state';

/**
 * One page of a server list, keyed by the address's view (and the language, whose texts the rows
 * may carry); the page may carry more (e.g. totals of the whole list). The previous page stays on screen while the next loads.
 */
export function useListQuery<P extends ListPage<unknown>>(
  key: QueryKey,
  state: ListState,
  fetchPage: (lang: Lang, state: ListState, signal: AbortSignal) => Promise<P>,
  options: { refetchInterval?: number | ((page: P | undefined) => number | false) } = {},
) {
  const every = options.refetchInterval;
  const lang = useLang();
  return useQuery({
    queryKey: [...key, lang, listApiQuery(state)],
    queryFn: ({ signal }) => fetchPage(lang, state, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval:
      typeof every === 'function'
        ? (query: { state: { data: P | undefined } }) => every(query.state.data)
        : every,
  });
}
