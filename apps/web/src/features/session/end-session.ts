import { isLang } from '@toll/domain/languages';
import { CART_CHANGE_EVENT } from '../../purchase/cart-count';
import { api } from '../../api/typed-client';
import { browserSession, browserSessionCalls } from '../../api/session/browser-session';
import { sendWithSession } from '../../api/session/send-with-session';
import { CUSTOMER_KEY, type EndReason } from '../../api/session/session-store';

function remove(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage is blocked: there is nothing kept to clear.
  }
}

/**
 * Forgets what belongs to the signed-in person on this browser (spec §2, §4): the session, the
 * customer record and the given carts. Used by logout and after deleting one's account.
 */
export function forgetSession(cartKeys: readonly string[], reason: EndReason): void {
  for (const key of [...cartKeys, CUSTOMER_KEY]) {
    remove(window.localStorage, key);
    remove(window.sessionStorage, key);
  }
  if (cartKeys.length > 0) window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  browserSession.clear(reason);
}

/**
 * Logout: the server ends the session (POST /api/user/logout, renewing an expired access token
 * first so the session really ends), then this browser forgets it. A failed call still logs out
 * locally; an expired session is not reported as such here.
 */
export async function logout(cartKeys: readonly string[]): Promise<void> {
  const pageLang = document.documentElement.lang;
  const lang = isLang(pageLang) ? pageLang : 'bg';
  const send = (token: string | null) =>
    fetch(api.url('post', '/user/logout', { lang }), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  if (browserSession.read()) {
    await sendWithSession(send, { ...browserSessionCalls, expire: () => undefined }).catch(
      () => undefined,
    );
  }
  forgetSession(cartKeys, 'loggedOut');
}
