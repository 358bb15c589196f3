import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/user/delete: deletes one's own account, confirmed with the password. */
export async function deleteAccount(lang: Lang, password: string): Promise<string> {
  const answer = await api.post('/user/delete', {
    lang,
    body: { password },
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
