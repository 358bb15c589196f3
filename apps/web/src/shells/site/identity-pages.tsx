import type { ReactNode } from 'react';
import type { SiteStaticRoute } from '@toll/domain/site-routes';
import { lazyPage, type LazyPage } from '../../components/lazy-page';

// The pages of the identity module, each loaded when first opened (none is on the home page). The
// server renders them like the other pages; the browser loads the page's code before it hydrates.
const PAGES: Readonly<Record<string, LazyPage<object>>> = {
  login: lazyPage(() =>
    import('../../features/identity/components/login-page').then((m) => m.LoginPage),
  ),
  register: lazyPage(() =>
    import('../../features/identity/components/register-page').then((m) => m.RegisterPage),
  ),
  userConfirm: lazyPage(() =>
    import('../../features/identity/components/user-confirm-page').then((m) => m.UserConfirmPage),
  ),
  passwordConfirm: lazyPage(() =>
    import('../../features/identity/components/password-confirm-page').then(
      (m) => m.PasswordConfirmPage,
    ),
  ),
  forgottenPassword: lazyPage(() =>
    import('../../features/identity/components/forgotten-password-page').then(
      (m) => m.ForgottenPasswordPage,
    ),
  ),
  account: lazyPage(() =>
    import('../../features/identity/components/account-page').then((m) => m.AccountPage),
  ),
  accountSettings: lazyPage(() =>
    import('./pages/account-settings-route').then((m) => m.AccountSettingsRoute),
  ),
};

// Only pages behind login show it, so it stays out of the home page's code.
const LoginCheckPage = lazyPage(() =>
  import('./pages/login-check-page').then((m) => m.LoginCheckPage),
);

// The guard too (it reads the access table, which the home page does not need).
const RequireLogin = lazyPage(() =>
  import('../../features/session/components/require-login').then((m) => m.RequireLogin),
);

/** Loads the guard and the "checking your sign-in" state of the pages behind login. */
export const preloadLoginCheck = (): Promise<unknown> =>
  Promise.all([LoginCheckPage.preload(), RequireLogin.preload()]);

/** The built page of a site route, or null while it is still a placeholder. */
export function identityPage(id: string): ReactNode {
  const Page = PAGES[id];
  return Page ? <Page /> : null;
}

/** Loads an identity page's code ahead of hydration; null for the routes of other pages. */
export function preloadIdentityPage(id: string): Promise<unknown> | null {
  return PAGES[id]?.preload() ?? null;
}

/**
 * A route's page behind the login it needs (spec §2: login-required routes). The server, knowing
 * nobody's session, renders the page's head tags and a "checking the sign-in" state; the browser
 * decides once it has taken over the page.
 */
export function guardedPage(route: SiteStaticRoute, page: ReactNode): ReactNode {
  if (!('access' in route)) return page;
  return (
    <RequireLogin access={route.access} pending={<LoginCheckPage pageId={route.id} />}>
      {page}
    </RequireLogin>
  );
}
