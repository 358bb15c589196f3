import {
  partnerSchema,
  type Partner,
  type PartnerCreateBody,
  type PartnerUpdateBody,
} from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

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
  const path =
    id === null
      ? sales
        ? '/partners/createSalesPartner'
        : '/partners'
      : sales
        ? `/partners/updateSalesPartner/${id}`
        : `/partners/${id}`;
  return apiRequest(path, {
    lang,
    method: id === null ? 'POST' : 'PUT',
    body,
    parse: (json) => partnerSchema.parse(json),
  });
}
