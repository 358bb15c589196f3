import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { browserSession } from '../../session/browser-session';
import { useSession } from '../../session/hooks/use-session';

/** Why the user landed on login, passed in the router state by whoever sent them there. */
export type Notice = 'sessionExpired' | 'loggedOut' | 'passwordChanged' | 'accountDeleted';

const NOTICES: readonly Notice[] = [
  'sessionExpired',
  'loggedOut',
  'passwordChanged',
  'accountDeleted',
];

/**
 * The text of the notice in the router state, or null. A session the server ended says so even
 * when the visitor arrived by another way (a guarded page sends to login too).
 */
export function useNotice(): string | null {
  const { t } = useTranslation();
  const { state } = useLocation();
  const session = useSession();
  const notice = (state as { notice?: unknown } | null)?.notice;
  const known = NOTICES.find((item) => item === notice);
  if (known) return t(`notice.${known}`);
  return !session && browserSession.endedBy() === 'expired' ? t('notice.sessionExpired') : null;
}
