import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '../../../api/session/browser-session';

/**
 * When an API call finds the session over (a 401 a refresh could not mend), the shell's login page
 * opens, remembering the page the user was on (spec §2, §8). `loginPathFor` builds that address.
 */
export function useSessionExpiry(loginPathFor: (returnTo: string) => string): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(`${pathname}${search}`);
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);
  useEffect(
    () =>
      onSessionExpired(() => {
        void navigate(loginPathFor(here.current), {
          replace: true,
          state: { notice: 'sessionExpired' },
        });
      }),
    [loginPathFor, navigate],
  );
}
