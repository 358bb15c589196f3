import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/user/update/password/admin: sets a user's password; their sessions end. */
export async function setUserPassword(lang: Lang, id: number, password: string): Promise<string> {
  const answer = await api.post('/user/update/password/admin', {
    lang,
    body: { id, password },
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
