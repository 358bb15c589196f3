import { Navigate, Outlet, useLocation } from 'react-router';
import { browserSession } from '../../api/session/browser-session';
import { useSession } from '../../features/session/hooks/use-session';
import { tabletLoginPath } from './tablet-paths';

/** The sale pages need a signed-in user; others go to the tablet's login, which remembers the page. */
export function RequireTabletLogin() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) {
    const loggedOut = browserSession.endedBy() === 'loggedOut';
    return <Navigate replace to={tabletLoginPath(loggedOut ? null : `${pathname}${search}`)} />;
  }
  return <Outlet />;
}
