import { useQuery } from '@tanstack/react-query';
import { userDetailsSchema, type UserDetails } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';
import { browserSession } from '../../../api/session/browser-session';

/** GET /api/user/details: the signed-in user as the server knows them now. */
export async function getUserDetails(lang: Lang, signal?: AbortSignal): Promise<UserDetails> {
  const user = await api.get('/user/details', {
    lang,
    signal,
    parse: (json) => userDetailsSchema.parse(json),
  });
  browserSession.setUser(user); // the header and the menus follow the server's data
  return user;
}

export function useUserDetails() {
  const lang = useLang();
  return useQuery({
    queryKey: ['user', 'details'],
    queryFn: ({ signal }) => getUserDetails(lang, signal),
    staleTime: 0,
  });
}
