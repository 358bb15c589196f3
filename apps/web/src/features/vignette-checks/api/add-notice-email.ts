import { noticeAnswerSchema, type AddEmailRequest } from '@toll/contract/vignette-notices';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/vignette/emails: an address for the expiry notice of a bought vignette; the answer's text. */
export async function addNoticeEmail(
  lang: Lang,
  body: AddEmailRequest,
  recaptchaCode: string,
): Promise<string> {
  const answer = await api.post('/vignette/emails', {
    lang,
    query: { recaptchaCode },
    body,
    auth: 'none',
    parse: (json) => noticeAnswerSchema.parse(json),
  });
  return answer.message;
}
