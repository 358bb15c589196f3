import { safeReturnPath } from '@toll/domain/session';

/**
 * The tablet's pages (spec §2 "Tablet variant"), below the router's `/tablet` basename: login,
 * buy-route-pass and shopping-cart. Any other path goes to buy-route-pass.
 */
export const TABLET_PAGES = ['login', 'buy-route-pass', 'shopping-cart'] as const;
export type TabletPage = (typeof TABLET_PAGES)[number];
export const TABLET_HOME = '/buy-route-pass';

/** A safe tablet page to return to after login: buy-route-pass or shopping-cart, else null. */
export function tabletReturnPath(path: string | null | undefined): string | null {
  const safe = safeReturnPath(path);
  if (safe === null) return null;
  const page = (safe.split(/[?#]/, 1)[0] ?? '').replace(/^\/+|\/+$/g, '');
  return page === 'buy-route-pass' || page === 'shopping-cart' ? safe : null;
}

/** The tablet's login page, remembering the page to come back to. */
export function tabletLoginPath(returnTo?: string | null): string {
  const back = tabletReturnPath(returnTo);
  return `/login${back ? `?returnTo=${encodeURIComponent(back)}` : ''}`;
}
