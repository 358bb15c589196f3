import { noticeAnswerSchema } from '@toll/contract/vignette-notices';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/unsubscribe-confirm: uses the mailed link's token (once); the answer's text. */
export async function confirmUnsubscribe(lang: Lang, token: string): Promise<string> {
  const answer = await apiRequest('/unsubscribe-confirm', {
    lang,
    method: 'POST',
    body: { token },
    auth: 'none',
    parse: (json) => noticeAnswerSchema.parse(json),
  });
  return answer.message;
}
