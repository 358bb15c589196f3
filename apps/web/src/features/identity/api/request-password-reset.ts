import { messageResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/user/password/reset: the same answer whether or not an account uses the address. */
export async function requestPasswordReset(
  lang: Lang,
  body: { email: string; recaptchaCode: string },
): Promise<string> {
  const answer = await apiRequest('/user/password/reset', {
    lang,
    method: 'POST',
    body,
    auth: 'none',
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
