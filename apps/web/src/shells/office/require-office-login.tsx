import { Navigate, Outlet, useLocation } from 'react-router';
import { browserSession } from '../../api/session/browser-session';
import { useSession } from '../../features/session/hooks/use-session';
import { officeLoginPath } from '../../features/session/login-path';
import { useLang } from '../../i18n/use-lang';

/** Every back-office page needs a signed-in user; others go to the office login, which remembers the page. */
export function RequireOfficeLogin() {
  const session = useSession();
  const lang = useLang();
  const { pathname, search } = useLocation();
  if (!session) {
    const loggedOut = browserSession.endedBy() === 'loggedOut';
    return (
      <Navigate replace to={officeLoginPath(lang, loggedOut ? null : `${pathname}${search}`)} />
    );
  }
  return <Outlet />;
}
