import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/user/delete: deletes one's own account, confirmed with the password. */
export async function deleteAccount(lang: Lang, password: string): Promise<string> {
  const answer = await apiRequest('/user/delete', {
    lang,
    method: 'POST',
    body: { password },
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
