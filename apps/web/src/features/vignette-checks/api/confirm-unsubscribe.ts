import { noticeAnswerSchema } from '@toll/contract/vignette-notices';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/unsubscribe-confirm: uses the mailed link's token (once); the answer's text. */
export async function confirmUnsubscribe(lang: Lang, token: string): Promise<string> {
  const answer = await api.post('/unsubscribe-confirm', {
    lang,
    body: { token },
    auth: 'none',
    parse: (json) => noticeAnswerSchema.parse(json),
  });
  return answer.message;
}
