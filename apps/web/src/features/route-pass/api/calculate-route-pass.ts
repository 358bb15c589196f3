import { useMutation } from '@tanstack/react-query';
import {
  routePassQuoteSchema,
  type CalculateRoutePass,
  type RoutePassQuoteResponse,
} from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** POST /api/route-pass/calculate: the planned and priced route, or the server's catalogue error. */
export function calculateRoutePass(
  body: CalculateRoutePass,
  lang: Lang,
): Promise<RoutePassQuoteResponse> {
  return api.post('/route-pass/calculate', {
    lang,
    body,
    parse: (json) => routePassQuoteSchema.parse(json),
  });
}

export function useCalculateRoutePass() {
  const lang = useLang();
  return useMutation({ mutationFn: (body: CalculateRoutePass) => calculateRoutePass(body, lang) });
}
