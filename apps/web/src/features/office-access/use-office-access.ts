import { useMemo } from 'react';
import { capabilitiesOf, defaultOfficeRoute } from '@toll/domain/access';
import type { Capability } from '@toll/domain/access-rules';
import { useUserPos } from '../pos/api/user-pos';
import { accessContext } from '../session/access-context';
import { useSession } from '../session/hooks/use-session';

export type OfficeAccess = {
  capabilities: ReadonlySet<Capability>;
  /** The landing route of spec §2 (packages/domain `defaultOfficeRoute`), or null. */
  landing: Capability | null;
  /** The user's points of sale are still loading: the shift rule cannot be decided yet. */
  posPending: boolean;
};

/**
 * What the signed-in user may open in the back-office: the access table (packages/domain) in the
 * documented mode and flags, plus "has a POS that works in shifts" from `GET /api/pos/user/all`
 * (a failed call counts as none).
 */
export function useOfficeAccess(): OfficeAccess {
  const user = useSession()?.user ?? null;
  const pos = useUserPos();
  const hasShiftPos = pos.data?.some((item) => item.worksInShifts && item.active) ?? false;
  return useMemo(() => {
    const context = { ...accessContext, hasShiftPos };
    return {
      capabilities: new Set(capabilitiesOf(user, context)),
      landing: defaultOfficeRoute(user, context),
      posPending: pos.isPending && pos.fetchStatus !== 'idle',
    };
  }, [user, hasShiftPos, pos.isPending, pos.fetchStatus]);
}
