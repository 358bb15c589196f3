import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Logs out and goes to `loginPath`: the server call and the clean-up load only when used, so they
 * stay out of the page bundles. Cached answers of the signed-in user are dropped.
 */
export function useLogout(loginPath: string, cartKeys: readonly string[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { logout } = await import('../end-session');
    await logout(cartKeys);
    queryClient.clear();
    await navigate(loginPath, { replace: true, state: { notice: 'loggedOut' } });
  }, [cartKeys, loginPath, navigate, queryClient]);
}
