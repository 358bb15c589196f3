import { useQuery } from '@tanstack/react-query';
import { partnerSchema, type Partner } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';
import { partnerKey } from './partner-keys';

/** GET /api/partners/{id}: one partner with every field (and its API keys when the caller may see them). */
export function getPartner(lang: Lang, id: number, signal?: AbortSignal): Promise<Partner> {
  return api.get('/partners/{id}', {
    params: { id },
    lang,
    signal,
    parse: (json) => partnerSchema.parse(json),
  });
}

export function usePartner(id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: partnerKey(id ?? 0),
    queryFn: ({ signal }) => getPartner(lang, id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
