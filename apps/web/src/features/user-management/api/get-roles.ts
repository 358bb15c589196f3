import { useQuery } from '@tanstack/react-query';
import { roleListSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import type { Role } from '@toll/domain/roles';
import { ApiRequestError } from '../../../api/client';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/**
 * GET /api/roles: the roles the caller may assign (the server's `assignable`, from the grant table
 * of packages/domain), in rank order. Every user manager loads it; should a caller be refused
 * (403) the answer is null and the forms offer no role editing.
 */
export async function getAssignableRoles(lang: Lang, signal?: AbortSignal): Promise<Role[] | null> {
  try {
    const roles = await api.get('/roles', {
      lang,
      signal,
      parse: (json) => roleListSchema.parse(json),
    });
    return roles.filter((role) => role.assignable).map((role) => role.code);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}

export function useAssignableRoles() {
  const lang = useLang();
  return useQuery({
    queryKey: ['roles', 'assignable'],
    queryFn: ({ signal }) => getAssignableRoles(lang, signal),
    staleTime: 5 * 60_000,
  });
}
