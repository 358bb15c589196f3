import type { Session, SessionStore } from './session-store';

/**
 * What renewing a session after a 401 came to: new tokens are stored ('renewed'), the server
 * refused the refresh token ('expired': the session is over), or the server could not be asked
 * ('unavailable': keep the session, the call fails as a network error).
 */
export type RenewOutcome = 'renewed' | 'expired' | 'unavailable';

/** The refresh call's answer: new tokens, a refusal, or no answer. */
export type RefreshAnswer = Session | 'refused' | 'unavailable';

export type SessionRefresherDeps = {
  store: SessionStore;
  /** GET /api/user/authentication/refresh with the refresh token as the bearer token. */
  requestRefresh(refreshToken: string): Promise<RefreshAnswer>;
  /**
   * Runs the refresh exclusively across the tabs that share the session (Web Locks), so two tabs
   * never present the same refresh token: the server ends the whole session when one comes back.
   */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
};

/**
 * One refresh per expired access token. Every call that failed with the token `failedToken` waits
 * for the same refresh; a call that failed with a token already replaced (by a refresh here or in
 * another tab) just retries with the new one.
 */
export function createSessionRefresher(deps: SessionRefresherDeps) {
  const exclusive = deps.exclusive ?? (<T>(task: () => Promise<T>) => task());
  let inFlight: { token: string; outcome: Promise<RenewOutcome> } | null = null;

  const run = async (failedToken: string): Promise<RenewOutcome> => {
    const current = deps.store.read();
    if (!current) return 'expired';
    if (current.token !== failedToken) return 'renewed';
    const answer = await deps.requestRefresh(current.refreshToken);
    if (answer === 'unavailable') return 'unavailable';
    if (answer === 'refused') return 'expired';
    deps.store.rotate(answer);
    return deps.store.read() ? 'renewed' : 'expired';
  };

  return function renew(failedToken: string): Promise<RenewOutcome> {
    const current = deps.store.read();
    if (!current) return Promise.resolve('expired');
    if (current.token !== failedToken) return Promise.resolve('renewed');
    if (inFlight?.token !== failedToken) {
      const outcome = exclusive(() => run(failedToken)).finally(() => {
        if (inFlight?.outcome === outcome) inFlight = null;
      });
      inFlight = { token: failedToken, outcome };
    }
    return inFlight.outcome;
  };
}

export type SessionRenewer = ReturnType<typeof createSessionRefresher>;
