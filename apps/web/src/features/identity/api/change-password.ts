import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/user/password/change: needs the current password; the other sessions end. */
export async function changePassword(
  lang: Lang,
  body: { currentPassword: string; password: string },
): Promise<string> {
  const answer = await apiRequest('/user/password/change', {
    lang,
    method: 'POST',
    body,
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
