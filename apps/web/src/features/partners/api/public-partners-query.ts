import { queryOptions } from '@tanstack/react-query';
import type { PublicPartner } from '@toll/contract/content';
import type { Lang } from '@toll/domain/languages';
import { PUBLIC_PARTNER_TYPES } from '@toll/domain/public-content';
import { api } from '../../../api/typed-client';
import { list, nullableText, num, oneOf, record, text } from '../../../api/json-checks';

export function parsePublicPartners(json: unknown): PublicPartner[] {
  return list(json).map((value) => {
    const partner = record(value);
    return {
      id: num(partner.id),
      name: text(partner.name),
      partnerType: oneOf(PUBLIC_PARTNER_TYPES, partner.partnerType),
      website: nullableText(partner.website),
      city: nullableText(partner.city),
    };
  });
}

/** GET /api/partners/public: active sale partners and commissioners. */
export const publicPartnersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['partners', 'public', lang],
    queryFn: ({ signal }) =>
      api.get('/partners/public', { lang, signal, parse: parsePublicPartners }),
  });
