import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryListSchema, type Country } from '@toll/contract/countries';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** GET /api/countries: every country, names in the language, the priority set (BG first) on top. */
export function getCountries(lang: Lang, signal?: AbortSignal): Promise<Country[]> {
  return api.get('/countries', {
    lang,
    signal,
    auth: 'none',
    parse: (json) => countryListSchema.parse(json),
  });
}

export const countriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['countries', lang],
    queryFn: ({ signal }) => getCountries(lang, signal),
    // Reference data changes only with a release.
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQuery(useLang()));
}
