import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../features/session/hooks/use-session';
import type * as SiteAccessModule from './site-access';
import type { IsAllowed } from './site-nav-items';

type SiteAccess = typeof SiteAccessModule;

/**
 * Whether the visitor (signed in or not) has a permission, for the header's restricted entries.
 * The access table (`packages/domain` access rules, some 3 KB compressed) loads only when `needed`
 * (some entry names a permission), so the home page does not carry it when none does; until it is
 * here, every permission counts as missing (restricted entries appear when it arrives).
 */
export function useNavPermissions(needed: boolean): IsAllowed {
  const user = useSession()?.user ?? null;
  const [access, setAccess] = useState<SiteAccess | null>(null);
  useEffect(() => {
    if (!needed || access) return;
    let live = true;
    void import('./site-access').then((loaded) => {
      if (live) setAccess(loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, access]);
  const capabilities = useMemo(
    () => (access ? new Set<string>(access.capabilitiesOf(user, access.accessContext)) : new Set()),
    [access, user],
  );
  return (permission) => capabilities.has(permission);
}
