import type { SessionCallDeps } from './send-with-session';
import { createSessionRefresher, type RefreshAnswer } from './session-refresher';
import { createSessionStore, isSession, SESSION_KEY } from './session-store';

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // blocked by the browser's privacy settings
  }
}

/** The session of this browser, shared by the site and the back-office (same origin). */
export const browserSession = createSessionStore({
  local: storageOf('localStorage'),
  session: storageOf('sessionStorage'),
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) browserSession.notify();
  });
}

async function requestRefresh(refreshToken: string): Promise<RefreshAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/user/authentication/refresh', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
    });
  } catch {
    return 'unavailable';
  }
  if (response.status >= 500 || response.status === 429) return 'unavailable';
  if (!response.ok) return 'refused';
  const json: unknown = await response.json().catch(() => null);
  return isSession(json)
    ? { token: json.token, refreshToken: json.refreshToken, user: json.user }
    : 'refused';
}

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('toll-session-refresh', task) as Promise<Awaited<T>> as Promise<T>;
}

/** Renews the browser's session after a 401 (one refresh per expired token, across tabs). */
export const renewBrowserSession = createSessionRefresher({
  store: browserSession,
  requestRefresh,
  exclusive,
});

type ExpiredHandler = () => void;
let expiredHandler: ExpiredHandler | null = null;

/** The shell decides where an ended session goes (its login page, remembering the page). */
export function onSessionExpired(handler: ExpiredHandler): () => void {
  expiredHandler = handler;
  return () => {
    if (expiredHandler === handler) expiredHandler = null;
  };
}

/** A 401 that a refresh could not mend (spec §8): the session is cleared and the shell told. */
export function expireBrowserSession(): void {
  browserSession.clear('sessionExpired');
  expiredHandler?.();
}

/** What API calls need to carry and renew the browser's session. */
export const browserSessionCalls: SessionCallDeps = {
  store: browserSession,
  renew: renewBrowserSession,
  expire: expireBrowserSession,
};
