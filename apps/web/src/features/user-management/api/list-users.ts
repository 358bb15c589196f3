import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userListSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { useLang } from '../../../i18n/use-lang';

export type UserStatus = 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
export type UserListQuery = { page: number; pageSize: number; q: string; status: UserStatus | '' };
export type UserList = z.infer<typeof userListSchema>;

/** GET /api/user/all: one page of users, searched and filtered (a partner admin sees their partner's). */
export function listUsers(
  lang: Lang,
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<UserList> {
  const params: Record<string, string> = {
    page: String(query.page),
    pageSize: String(query.pageSize),
  };
  if (query.q.trim() !== '') params.q = query.q.trim();
  if (query.status !== '') params.status = query.status;
  return apiRequest('/user/all', {
    lang,
    query: params,
    signal,
    parse: (json) => userListSchema.parse(json),
  });
}

export const USERS_KEY = ['users'] as const;

export function useUserList(query: UserListQuery) {
  const lang = useLang();
  return useQuery({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: ({ signal }) => listUsers(lang, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
