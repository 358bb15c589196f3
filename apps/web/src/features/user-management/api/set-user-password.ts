import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/user/update/password/admin: sets a user's password; their sessions end. */
export async function setUserPassword(lang: Lang, id: number, password: string): Promise<string> {
  const answer = await apiRequest('/user/update/password/admin', {
    lang,
    method: 'POST',
    body: { id, password },
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
