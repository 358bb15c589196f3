import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { placeListSchema, type Place } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** GET /api/route-pass/places: towns and border crossings by name, best match first. */
export function searchPlaces(q: string, lang: Lang, signal?: AbortSignal): Promise<Place[]> {
  return api.get('/route-pass/places', {
    lang,
    signal,
    query: { q, limit: '12' },
    parse: (json) => placeListSchema.parse(json),
  });
}

/** Places for a search text; nothing is asked before the first letter. */
export function usePlaceSearch(q: string) {
  const lang = useLang();
  const text = q.trim();
  return useQuery({
    queryKey: ['route-pass', 'places', lang, text],
    queryFn: ({ signal }) => searchPlaces(text, lang, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
