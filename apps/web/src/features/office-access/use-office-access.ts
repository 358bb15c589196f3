import { useMemo } from 'react';
import { capabilitiesOf, defaultOfficeRoute } from '@toll/domain/access';
import { modeFromFlags } from '@toll/domain/feature-flags';
import type { Capability } from '@toll/domain/access-rules';
import { useEffectiveFlags } from '../feature-flags';
import { useUserPos } from '../pos';
import { accessContext, useSession } from '../session';

export type OfficeAccess = {
  capabilities: ReadonlySet<Capability>;
  /** The landing route of spec §2 (packages/domain `defaultOfficeRoute`), or null. */
  landing: Capability | null;
  /** The user's points of sale are still loading: the shift rule cannot be decided yet. */
  posPending: boolean;
  /** The server's feature flags (and so the mode) are still loading: the landing may change. */
  flagsPending: boolean;
};

/**
 * What the signed-in user may open in the back-office: the access table (packages/domain) in the
 * flags in force — the server's (`GET /api/feature-flags`, or the overlay's local ones) once they
 * are known, the documented defaults until then, so a screen behind a flag the server turned on
 * (MSTS) shows — plus "has a POS that works in shifts" from `GET /api/pos/user/all` (a failed call
 * counts as none).
 */
export function useOfficeAccess(): OfficeAccess {
  const user = useSession()?.user ?? null;
  const pos = useUserPos();
  const { flags, pending: flagsPending } = useEffectiveFlags();
  const hasShiftPos = pos.data?.some((item) => item.worksInShifts && item.active) ?? false;
  return useMemo(() => {
    const base = flags ? { mode: modeFromFlags(flags), flags } : accessContext;
    const context = { ...base, hasShiftPos };
    return {
      capabilities: new Set(capabilitiesOf(user, context)),
      landing: defaultOfficeRoute(user, context),
      posPending: pos.isPending && pos.fetchStatus !== 'idle',
      flagsPending,
    };
  }, [user, flags, flagsPending, hasShiftPos, pos.isPending, pos.fetchStatus]);
}
