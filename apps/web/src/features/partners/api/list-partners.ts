import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '@toll/contract/list-query';
import {
  partnerListSchema,
  partnerStatusSchema,
  type PartnerListItem,
} from '@toll/contract/partners';
import { PARTNER_TYPES } from '@toll/domain/partners';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { list, nullableText, num, oneOf, record, text } from '../../../api/json-checks';
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
  return api.get('/partners', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => partnerListSchema.parse(json),
  });
}

const STATUSES = partnerStatusSchema.options;

/**
 * The whole register's answer read with the small hand-written checks (api/json-checks.ts) rather
 * than zod: 15,000 rows checked by zod took about as long as parsing the JSON itself, and the list
 * must open within 100 ms of its answer (issue 16). The same fields, the same strictness.
 */
export function readPartnerList(json: unknown): ListPage<PartnerListItem> {
  const page = record(json);
  return {
    items: list(page.items).map((value): PartnerListItem => {
      const row = record(value);
      return {
        id: num(row.id),
        name: text(row.name),
        nameEn: nullableText(row.nameEn),
        partnerType: oneOf(PARTNER_TYPES, row.partnerType),
        status: oneOf(STATUSES, row.status),
        eik: nullableText(row.eik),
        city: nullableText(row.city),
        customerId: nullableText(row.customerId),
        commissionBp: num(row.commissionBp),
        createdAt: text(row.createdAt),
      };
    }),
    total: num(page.total),
    page: num(page.page),
    pageSize: num(page.pageSize),
  };
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
    queryFn: ({ signal }) =>
      api.get('/partners', {
        lang,
        query: listApiQuery(WHOLE),
        signal,
        parse: readPartnerList,
      }),
    enabled,
    staleTime: 30_000,
  });
}
