import { delictListSchema, type DelictList } from '@toll/contract/delicts';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/delicts/by-document: one delict by the number on its fiche, act or notification. */
export function findDelictByDocument(
  lang: Lang,
  body: { documentNumber: string; recaptchaCode: string },
): Promise<DelictList> {
  return apiRequest('/delicts/by-document', {
    lang,
    method: 'POST',
    body,
    auth: 'none',
    parse: (json) => delictListSchema.parse(json),
  });
}
