import { queryOptions } from '@tanstack/react-query';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@toll/domain/feature-flags';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { bool, record, text } from '../../../api/json-checks';

export type ServerFlags = { flags: FeatureFlags; bits: string; overlayEnabled: boolean };

export function parseServerFlags(json: unknown): ServerFlags {
  const body = record(json);
  const flags = record(body.flags);
  const entries = FEATURE_FLAGS.map((flag): [FeatureFlag, boolean] => [flag, bool(flags[flag])]);
  return {
    flags: Object.freeze(Object.fromEntries(entries) as Record<FeatureFlag, boolean>),
    bits: text(body.bits),
    overlayEnabled: bool(body.overlayEnabled),
  };
}

/** GET /api/feature-flags: the flags the server's configuration sets. */
export const serverFlagsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['feature-flags'],
    queryFn: ({ signal }) => api.get('/feature-flags', { lang, signal, parse: parseServerFlags }),
    staleTime: 5 * 60_000,
  });

/** POST /api/feature-flags/unlock: the server checks the overlay password. */
export function unlockFlags(lang: Lang, password: string): Promise<void> {
  return api.post('/feature-flags/unlock', {
    lang,
    body: { password },
    parse: () => undefined,
  });
}
