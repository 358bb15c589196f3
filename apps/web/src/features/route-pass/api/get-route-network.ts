import { useQuery } from '@tanstack/react-query';
import { routeNetworkGeoJsonSchema, type RouteNetworkGeoJson } from '@toll/contract/route-network';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** GET /api/route-network: the outline, toll segments and places the map draws (both languages). */
export function getRouteNetwork(lang: Lang, signal?: AbortSignal): Promise<RouteNetworkGeoJson> {
  return api.get('/route-network', {
    lang,
    signal,
    parse: (json) => routeNetworkGeoJsonSchema.parse(json),
  });
}

export function useRouteNetwork() {
  const lang = useLang();
  return useQuery({
    // One answer serves both languages: the key leaves the language out.
    queryKey: ['route-network'],
    queryFn: ({ signal }) => getRouteNetwork(lang, signal),
    staleTime: Infinity,
  });
}
