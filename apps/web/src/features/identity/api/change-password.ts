import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/user/password/change: needs the current password; the other sessions end. */
export async function changePassword(
  lang: Lang,
  body: { currentPassword: string; password: string },
): Promise<string> {
  const answer = await api.post('/user/password/change', {
    lang,
    body,
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
