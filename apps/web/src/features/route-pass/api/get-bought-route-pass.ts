import { queryOptions, useQuery } from '@tanstack/react-query';
import { boughtRoutePassSchema, type BoughtRoutePass } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** GET /api/route-passes/{id} (login): a route pass the signed-in user bought; 404 for anyone else. */
export function getBoughtRoutePass(
  lang: Lang,
  id: string,
  signal?: AbortSignal,
): Promise<BoughtRoutePass> {
  return api.get('/route-passes/{id}', {
    params: { id },
    lang,
    signal,
    parse: (json) => boughtRoutePassSchema.parse(json),
  });
}

export const boughtRoutePassQuery = (lang: Lang, id: string) =>
  queryOptions({
    queryKey: ['route-passes', 'bought', id, lang],
    queryFn: ({ signal }) => getBoughtRoutePass(lang, id, signal),
  });

export function useBoughtRoutePass(id: string) {
  return useQuery(boughtRoutePassQuery(useLang(), id));
}
