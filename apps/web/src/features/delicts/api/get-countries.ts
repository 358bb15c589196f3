import { queryOptions } from '@tanstack/react-query';
import { countryListSchema } from '@toll/contract/countries';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** GET /api/countries: the priority set first, the rest by name in the language. */
export const countriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['countries', lang],
    queryFn: ({ signal }) =>
      api.get('/countries', {
        lang,
        signal,
        auth: 'none',
        parse: (json) => countryListSchema.parse(json),
      }),
    staleTime: Infinity,
  });
