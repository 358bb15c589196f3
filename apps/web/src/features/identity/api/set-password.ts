import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** PUT /api/user/password: a new password from a reset link (the link's token); ends all sessions. */
export async function setPassword(
  lang: Lang,
  body: { password: string; token: string },
): Promise<string> {
  const answer = await api.put('/user/password', {
    lang,
    body,
    auth: 'none',
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
