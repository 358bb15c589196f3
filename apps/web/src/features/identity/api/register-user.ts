import { messageResponseSchema, type RegisterBody } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/user/register (public): a pending account and an activation mail; the answer's text. */
export async function registerUser(lang: Lang, body: RegisterBody): Promise<string> {
  const answer = await api.post('/user/register', {
    lang,
    body,
    auth: 'none',
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
