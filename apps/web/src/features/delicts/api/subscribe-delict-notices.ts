import { delictNoticeResponseSchema } from '@toll/contract/delicts';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/delicts/notices: mail this address about new delicts of the vehicle and owner. */
export async function subscribeDelictNotices(
  lang: Lang,
  body: { countryCode: string; lpn: string; ownerId: string; email: string; recaptchaCode: string },
): Promise<string> {
  const answer = await api.post('/delicts/notices', {
    lang,
    body,
    auth: 'none',
    parse: (json) => delictNoticeResponseSchema.parse(json),
  });
  return answer.message;
}
