import { useMemo } from 'react';
import { capabilitiesOf } from '@toll/domain/access';
import type { Capability } from '@toll/domain/access-rules';
import { accessContext } from '../access-context';
import { useSession } from './use-session';

/** What the signed-in user (or an anonymous visitor) may use, for menus and links. */
export function useCapabilities(): ReadonlySet<Capability> {
  const user = useSession()?.user ?? null;
  return useMemo(() => new Set(capabilitiesOf(user, accessContext)), [user]);
}
