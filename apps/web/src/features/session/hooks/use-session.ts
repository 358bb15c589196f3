import { useSyncExternalStore } from 'react';
import { browserSession } from '../../../api/session/browser-session';
import type { Session } from '../../../api/session/session-store';

/** The signed-in session (null for an anonymous visitor), kept current across tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(browserSession.subscribe, browserSession.read, () => null);
}
