import { delictListSchema, type DelictList } from '@toll/contract/delicts';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/delicts/by-document: one delict by the number on its fiche, act or notification. */
export function findDelictByDocument(
  lang: Lang,
  body: { documentNumber: string; recaptchaCode: string },
): Promise<DelictList> {
  return api.post('/delicts/by-document', {
    lang,
    body,
    auth: 'none',
    parse: (json) => delictListSchema.parse(json),
  });
}
