import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/user/password/reset: the same answer whether or not an account uses the address. */
export async function requestPasswordReset(
  lang: Lang,
  body: { email: string; recaptchaCode: string },
): Promise<string> {
  const answer = await api.post('/user/password/reset', {
    lang,
    body,
    auth: 'none',
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
