import { delictListSchema, type DelictList } from '@toll/contract/delicts';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/delicts/search: a vehicle's delicts for the owner's EGN or EIK. */
export function searchDelicts(
  lang: Lang,
  body: { countryCode: string; lpn: string; ownerId: string; recaptchaCode: string },
): Promise<DelictList> {
  return api.post('/delicts/search', {
    lang,
    body,
    auth: 'none',
    parse: (json) => delictListSchema.parse(json),
  });
}
