import { noticeAnswerSchema, type AddEmailRequest } from '@toll/contract/vignette-notices';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/vignette/emails: an address for the expiry notice of a bought vignette; the answer's text. */
export async function addNoticeEmail(
  lang: Lang,
  body: AddEmailRequest,
  recaptchaCode: string,
): Promise<string> {
  const answer = await apiRequest('/vignette/emails', {
    lang,
    method: 'POST',
    query: { recaptchaCode },
    body,
    auth: 'none',
    parse: (json) => noticeAnswerSchema.parse(json),
  });
  return answer.message;
}
