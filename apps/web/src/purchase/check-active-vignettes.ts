import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  activeVignettesCheckResponseSchema,
  type ActiveVignettesCheckResponse,
  type VignetteDraft,
} from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../api/typed-client';
import { useLang } from '../i18n/use-lang';

/**
 * POST /api/active-vignettes-check: the server's verdict on each draft (its window and price now,
 * or why it cannot be bought: an overlap with an existing vignette or another draft for the same
 * vehicle, a start in the past or too far ahead…), messages in the caller's language.
 */
export function checkActiveVignettes(
  lang: Lang,
  items: readonly VignetteDraft[],
  signal?: AbortSignal,
): Promise<ActiveVignettesCheckResponse> {
  return api.post('/active-vignettes-check', {
    lang,
    body: { items },
    signal,
    parse: (json) => activeVignettesCheckResponseSchema.parse(json),
  });
}

export const activeVignettesCheckQuery = (lang: Lang, items: readonly VignetteDraft[]) =>
  queryOptions({
    queryKey: ['vignettes', 'check', lang, items],
    queryFn: ({ signal }) => checkActiveVignettes(lang, items, signal),
    // Verdicts depend on the time and on other buyers: always ask again when shown anew.
    staleTime: 0,
    gcTime: 60_000,
  });

/** The verdicts on these drafts; nothing is asked for an empty list. */
export function useActiveVignettesCheck(items: readonly VignetteDraft[]) {
  const lang = useLang();
  return useQuery({ ...activeVignettesCheckQuery(lang, items), enabled: items.length > 0 });
}
