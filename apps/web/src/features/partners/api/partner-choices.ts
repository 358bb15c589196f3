import { useQuery } from '@tanstack/react-query';
import { partnerRefListSchema, type partnerRefSchema } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import type { z } from 'zod';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';
import { PARTNERS_KEY } from './partner-keys';

export type PartnerRef = z.infer<typeof partnerRefSchema>;
type ChoiceList = 'salePartnersAndCommissioners' | 'getVendors';

/**
 * GET /api/partners/salePartnersAndCommissioners (the commissioners to choose from) and
 * GET /api/partners/getVendors (the default vendor for automatic fee charging).
 */
export function getPartnerChoices(
  lang: Lang,
  list: ChoiceList,
  signal?: AbortSignal,
): Promise<PartnerRef[]> {
  return api.get(`/partners/${list}`, {
    lang,
    signal,
    parse: (json) => partnerRefListSchema.parse(json),
  });
}

export function usePartnerChoices(list: ChoiceList, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: [...PARTNERS_KEY, 'choices', list],
    queryFn: ({ signal }) => getPartnerChoices(lang, list, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
