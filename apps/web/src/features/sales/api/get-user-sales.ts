import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userSalesSchema, type UserSales } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

export type UserSalesFilter = { active: boolean; page: number; size: number };

/** GET /api/user/sales (login): the signed-in user's sales, newest first; `fe_active` keeps current ones. */
export function getUserSales(
  lang: Lang,
  filter: UserSalesFilter,
  signal?: AbortSignal,
): Promise<UserSales> {
  return api.get('/user/sales', {
    lang,
    query: {
      fe_active: String(filter.active),
      page: String(filter.page),
      size: String(filter.size),
    },
    signal,
    parse: (json) => userSalesSchema.parse(json),
  });
}

export const userSalesQuery = (lang: Lang, filter: UserSalesFilter) =>
  queryOptions({
    queryKey: ['sales', 'mine', lang, filter],
    queryFn: ({ signal }) => getUserSales(lang, filter, signal),
  });

export function useUserSales(filter: UserSalesFilter) {
  return useQuery({ ...userSalesQuery(useLang(), filter), placeholderData: keepPreviousData });
}
