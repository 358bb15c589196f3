import { duplicateAnswerSchema } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** GET /api/partners/isTdpIdDuplicated/{eik}: is this EIK another partner's (`excludeId`: the one edited)? */
export async function isEikDuplicated(
  lang: Lang,
  eik: string,
  excludeId: number | null,
): Promise<boolean> {
  const answer = await api.get('/partners/isTdpIdDuplicated/{id}', {
    params: { id: eik },
    lang,
    query: excludeId === null ? {} : { excludeId: String(excludeId) },
    parse: (json) => duplicateAnswerSchema.parse(json),
  });
  return answer.duplicated;
}
