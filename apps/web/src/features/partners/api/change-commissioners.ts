import { partnerSchema, type Partner } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

export type CommissionerShare = { commissionerId: number; percentageBp: number };

/** POST /api/partners/changePartnerCommissioners: the partner's additional commissioners. */
export function changeCommissioners(
  lang: Lang,
  partnerId: number,
  version: number,
  commissioners: CommissionerShare[],
): Promise<Partner> {
  return api.post('/partners/changePartnerCommissioners', {
    lang,
    body: { partnerId, version, commissioners },
    parse: (json) => partnerSchema.parse(json),
  });
}
