import { partnerStatusChangeSchema } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/partners/{id}/suspend: with the required reason, once confirmed (spec §4). */
export function suspendPartner(lang: Lang, id: number, version: number, reason: string) {
  return api.post('/partners/{id}/suspend', {
    params: { id },
    lang,
    body: { version, reason, confirmed: true },
    parse: (json) => partnerStatusChangeSchema.parse(json),
  });
}

/** POST /api/partners/{id}/reactivate: once confirmed (spec §4). */
export function reactivatePartner(lang: Lang, id: number, version: number) {
  return api.post('/partners/{id}/reactivate', {
    params: { id },
    lang,
    body: { version, confirmed: true },
    parse: (json) => partnerStatusChangeSchema.parse(json),
  });
}
