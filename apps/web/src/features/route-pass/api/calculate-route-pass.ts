import { useMutation } from '@tanstack/react-query';
import {
  routePassQuoteSchema,
  type CalculateRoutePass,
  type RoutePassQuoteResponse,
} from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';
import { useLang } from '../../../i18n/use-lang';

/** POST /api/route-pass/calculate: the planned and priced route, or the server's catalogue error. */
export function calculateRoutePass(
  body: CalculateRoutePass,
  lang: Lang,
): Promise<RoutePassQuoteResponse> {
  return apiRequest('/route-pass/calculate', {
    lang,
    method: 'POST',
    body,
    parse: (json) => routePassQuoteSchema.parse(json),
  });
}

export function useCalculateRoutePass() {
  const lang = useLang();
  return useMutation({ mutationFn: (body: CalculateRoutePass) => calculateRoutePass(body, lang) });
}
