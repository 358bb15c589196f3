import { partnerStatusChangeSchema } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/partners/{id}/suspend: with the required reason, once confirmed (spec §4). */
export function suspendPartner(lang: Lang, id: number, version: number, reason: string) {
  return apiRequest(`/partners/${id}/suspend`, {
    lang,
    method: 'POST',
    body: { version, reason, confirmed: true },
    parse: (json) => partnerStatusChangeSchema.parse(json),
  });
}

/** POST /api/partners/{id}/reactivate: once confirmed (spec §4). */
export function reactivatePartner(lang: Lang, id: number, version: number) {
  return apiRequest(`/partners/${id}/reactivate`, {
    lang,
    method: 'POST',
    body: { version, confirmed: true },
    parse: (json) => partnerStatusChangeSchema.parse(json),
  });
}
