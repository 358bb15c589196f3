import { duplicateAnswerSchema } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** GET /api/partners/isTdpIdDuplicated/{eik}: is this EIK another partner's (`excludeId`: the one edited)? */
export async function isEikDuplicated(
  lang: Lang,
  eik: string,
  excludeId: number | null,
): Promise<boolean> {
  const answer = await apiRequest(`/partners/isTdpIdDuplicated/${encodeURIComponent(eik)}`, {
    lang,
    query: excludeId === null ? {} : { excludeId: String(excludeId) },
    parse: (json) => duplicateAnswerSchema.parse(json),
  });
  return answer.duplicated;
}
