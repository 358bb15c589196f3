import type { SessionRenewer } from './session-refresher';
import type { SessionStore } from './session-store';

export type SessionCallDeps = {
  store: SessionStore;
  renew: SessionRenewer;
  /** Clears the session and sends the user to login. */
  expire(): void;
};

/**
 * Sends a call with the signed-in user's token. On a 401 the session is renewed once and the call
 * repeated; if the renewal is refused, or the repeated call is refused too, the session ends
 * (spec §8: 401 clears the session and goes to login). 'unavailable': the refresh could not reach
 * the server, so the session is kept and the caller reports a network error.
 */
export async function sendWithSession(
  send: (token: string | null) => Promise<Response>,
  deps: SessionCallDeps,
): Promise<Response | 'unavailable'> {
  const token = deps.store.read()?.token ?? null;
  const response = await send(token);
  if (response.status !== 401 || token === null) return response;
  const outcome = await deps.renew(token);
  if (outcome === 'unavailable') return 'unavailable';
  const retried = outcome === 'renewed' ? await send(deps.store.read()?.token ?? null) : response;
  if (retried.status === 401) deps.expire();
  return retried;
}
