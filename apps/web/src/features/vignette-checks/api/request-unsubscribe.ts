import { noticeAnswerSchema, type UnsubscribeRequest } from '@toll/contract/vignette-notices';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/unsubscribe: mails the address a link that confirms; the answer's text. */
export async function requestUnsubscribe(
  lang: Lang,
  body: UnsubscribeRequest,
  recaptchaCode: string,
): Promise<string> {
  const answer = await api.post('/unsubscribe', {
    lang,
    query: { recaptchaCode },
    body,
    auth: 'none',
    parse: (json) => noticeAnswerSchema.parse(json),
  });
  return answer.message;
}
