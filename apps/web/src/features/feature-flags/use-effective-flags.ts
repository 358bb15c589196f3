import { useQuery } from '@tanstack/react-query';
import { decodeFlags, type FeatureFlags } from '@toll/domain/feature-flags';
import { useLang } from '../../i18n/use-lang';
import { serverFlagsQuery } from './api/feature-flags-query';
import { useLocalFlags } from './local-flags';

export type EffectiveFlags = {
  /** The flags in force in this browser: local overrides if any, else the server's. */
  flags: FeatureFlags | null;
  server: FeatureFlags | null;
  overridden: boolean;
  overlayEnabled: boolean;
  /** The server's flags are still on their way (and no local ones stand in): the mode is unknown. */
  pending: boolean;
};

/** The feature flags for this browser (spec §6, §9: kept locally as a bit string). */
export function useEffectiveFlags(): EffectiveFlags {
  const lang = useLang();
  const { data, isPending, fetchStatus } = useQuery(serverFlagsQuery(lang));
  const local = useLocalFlags();
  const server = data?.flags ?? null;
  const flags = local !== null ? decodeFlags(local) : server;
  return {
    flags,
    server,
    overridden: local !== null,
    overlayEnabled: data?.overlayEnabled ?? false,
    pending: local === null && isPending && fetchStatus !== 'idle',
  };
}
