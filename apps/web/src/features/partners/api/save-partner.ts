import {
  partnerSchema,
  type Partner,
  type PartnerCreateBody,
  type PartnerUpdateBody,
} from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** Which calls save a partner: the register's, or sales-partner management's (admin only). */
export type PartnerSaveKind = 'partner' | 'sales-partner';

/**
 * POST /api/partners or /api/partners/createSalesPartner (a new partner), PUT /api/partners/{id}
 * or /api/partners/updateSalesPartner/{id} (a change naming the version it read: a stale one
 * answers 409 `partner.staleVersion`).
 */
export function savePartner(
  lang: Lang,
  kind: PartnerSaveKind,
  body: PartnerCreateBody | PartnerUpdateBody,
  id: number | null,
): Promise<Partner> {
  const sales = kind === 'sales-partner';
  const parse = (json: unknown) => partnerSchema.parse(json);
  if (id === null)
    return api.post(sales ? '/partners/createSalesPartner' : '/partners', {
      lang,
      body: body as PartnerCreateBody,
      parse,
    });
  return api.put(sales ? '/partners/updateSalesPartner/{id}' : '/partners/{id}', {
    params: { id },
    lang,
    body: body as PartnerUpdateBody,
    parse,
  });
}
