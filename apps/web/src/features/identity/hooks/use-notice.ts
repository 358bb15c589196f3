import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../hooks/use-hydrated';
import { browserSession } from '../../../api/session/browser-session';
import { useSession } from '../../session';

/** Why the user landed on login: passed in the router state, or why the session just ended. */
export type Notice = 'sessionExpired' | 'loggedOut' | 'passwordChanged' | 'accountDeleted';

const NOTICES: readonly Notice[] = [
  'sessionExpired',
  'loggedOut',
  'passwordChanged',
  'accountDeleted',
];

/**
 * The text of the notice in the router state, else of why the session just ended (a guarded page
 * may send the visitor to login before whoever ended the session does), or null. None while the
 * page hydrates: the server's HTML has none (a reloaded page keeps its router state).
 */
export function useNotice(): string | null {
  const { t } = useTranslation();
  const { state } = useLocation();
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const notice = (state as { notice?: unknown } | null)?.notice;
  const known = NOTICES.find((item) => item === notice);
  const ended = session ? null : browserSession.endedBy();
  const shown = known ?? ended;
  return shown ? t(`notice.${shown}`) : null;
}
