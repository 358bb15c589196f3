/**
 * Session rules (spec §2, §4, §9). Logged in means the stored user has an id and a token; a
 * user with an id but no token is cleared and sent to login. The token goes to local storage
 * only with "remember me", else to session storage.
 */
export type StoredUser = {
  id?: string | number | null;
  token?: string | null;
  customerId?: string | number | null;
};
export type SessionState = 'anonymous' | 'logged-in' | 'invalid';

export function sessionState(user: StoredUser | null | undefined): SessionState {
  const hasId = user?.id !== null && user?.id !== undefined && user.id !== '';
  const hasToken = typeof user?.token === 'string' && user.token !== '';
  if (hasId && hasToken) return 'logged-in';
  return hasId ? 'invalid' : 'anonymous';
}

export function tokenStorage(rememberMe: boolean): 'local' | 'session' {
  return rememberMe ? 'local' : 'session';
}

/** The profile icon leads to toll settings for customers and to order history for others. */
export function profileRoute(user: StoredUser): 'account/toll-settings' | 'account/orderHistory' {
  const isCustomer =
    user.customerId !== null && user.customerId !== undefined && user.customerId !== '';
  return isCustomer ? 'account/toll-settings' : 'account/orderHistory';
}

/** Only safe, same-site paths are remembered as the place to return to after login. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}
