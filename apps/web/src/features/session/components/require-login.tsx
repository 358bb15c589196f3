import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { userQualifies } from '@toll/domain/access';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useLang } from '../../../i18n/use-lang';
import { browserSession } from '../../../api/session/browser-session';
import { useSession } from '../hooks/use-session';
import { siteLoginPath } from '../login-path';

/** Who may open a login-required site page: any signed-in user, or one with a customer id. */
export type LoginAccess = 'user' | 'customer';

export type RequireLoginProps = {
  access: LoginAccess;
  /**
   * Shown on the server and while the browser hydrates its HTML: the session lives in browser
   * storage, so only the hydrated page can tell where the visitor goes.
   */
  pending: ReactNode;
  children: ReactNode;
};

/**
 * Guards a login-required page (spec §2): an anonymous visitor goes to login, which remembers the
 * page; a signed-in user without a customer id asking for a customer page goes to the account home.
 */
export function RequireLogin({ access, pending, children }: RequireLoginProps) {
  const session = useSession();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return pending;
  if (!session) {
    // After logout or deletion the user goes to plain login; otherwise login remembers the page.
    const left = browserSession.endedBy();
    const returnTo =
      left === 'loggedOut' || left === 'accountDeleted' ? null : `${pathname}${search}`;
    return <Navigate replace to={siteLoginPath(lang, returnTo)} />;
  }
  if (access === 'customer' && !userQualifies(session.user, 'account/toll-settings'))
    return <Navigate replace to={`/${lang}/account`} />;
  return children;
}
