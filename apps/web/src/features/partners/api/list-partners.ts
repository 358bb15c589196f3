import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '@toll/contract/list-query';
import { partnerListSchema, type PartnerListItem } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';
import { listApiQuery, type ListState } from '../../../components/data-table/list-state';
import { useLang } from '../../../i18n/use-lang';
import { PARTNERS_KEY } from './partner-keys';

/** The whole register as admins and accountants load it (spec §6: sorted by name, 15,000 a page). */
export const WHOLE_LIST_SIZE = 15_000;

/** GET /api/partners: one page of the register in the list's view (paging, sort, `q`, `f_…`). */
export function listPartners(
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<PartnerListItem>> {
  return apiRequest('/partners', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => partnerListSchema.parse(json),
  });
}

const WHOLE: ListState = {
  page: 1,
  pageSize: WHOLE_LIST_SIZE,
  sort: 'name',
  order: 'asc',
  q: '',
  filters: {},
};

/** The whole register, loaded once and searched in the browser (admins and accountants). */
export function useWholePartnerList(enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: [...PARTNERS_KEY, 'whole', lang],
    queryFn: ({ signal }) => listPartners(lang, WHOLE, signal),
    enabled,
    staleTime: 30_000,
  });
}
