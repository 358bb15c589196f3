import { userDetailsSchema, type UserDetails } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { browserSession } from '../../../api/session/browser-session';

export type ProfileChanges = { firstName: string; lastName: string; lang: Lang };

/** POST /api/user/update: one's own name and language; the stored user follows. */
export async function updateUser(lang: Lang, changes: ProfileChanges): Promise<UserDetails> {
  const user = await api.post('/user/update', {
    lang,
    body: changes,
    parse: (json) => userDetailsSchema.parse(json),
  });
  browserSession.setUser(user);
  return user;
}
