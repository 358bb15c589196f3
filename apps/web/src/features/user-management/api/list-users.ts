import { userListSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import type { z } from 'zod';
import { api } from '../../../api/typed-client';
import type { ListDefaults, ListState } from '../../../components/data-table/list-state';

export type UserStatus = 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
export type UserList = z.infer<typeof userListSchema>;

/** The user list's view in the address: page, page size, `q` and `f_status`. */
export const USER_LIST_DEFAULTS: ListDefaults = { pageSize: 20, filters: ['status'] };

/** GET /api/user/all: one page of users, searched and filtered (a partner admin sees their partner's). */
export function listUsers(lang: Lang, state: ListState, signal?: AbortSignal): Promise<UserList> {
  const params: Record<string, string> = {
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
  if (state.q !== '') params.q = state.q;
  const status = state.filters.status;
  if (status) params.status = status;
  return api.get('/user/all', {
    lang,
    query: params,
    signal,
    parse: (json) => userListSchema.parse(json),
  });
}

/** GET /api/user/all/export: the same search and status, as CSV. */
export function userExportQuery(state: ListState): Record<string, string> {
  const query: Record<string, string> = { format: 'csv' };
  if (state.q !== '') query.q = state.q;
  if (state.filters.status) query.status = state.filters.status;
  return query;
}

export const USERS_KEY = ['users'] as const;
export const USER_LIST_KEY = [...USERS_KEY, 'list'] as const;
