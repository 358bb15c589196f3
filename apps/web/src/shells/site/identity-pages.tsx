import { lazy, type ComponentType, type ReactNode } from 'react';
import { RequireLogin } from '../../features/session/components/require-login';

const load = <Name extends string>(
  module: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(() => module().then((exports) => ({ default: exports[name] })));

// The pages of the identity module, each loaded when first opened (none is on the home page).
const PAGES: Readonly<Record<string, ComponentType>> = {
  login: load(() => import('../../features/identity/components/login-page'), 'LoginPage'),
  register: load(() => import('../../features/identity/components/register-page'), 'RegisterPage'),
  userConfirm: load(
    () => import('../../features/identity/components/user-confirm-page'),
    'UserConfirmPage',
  ),
  passwordConfirm: load(
    () => import('../../features/identity/components/password-confirm-page'),
    'PasswordConfirmPage',
  ),
  forgottenPassword: load(
    () => import('../../features/identity/components/forgotten-password-page'),
    'ForgottenPasswordPage',
  ),
  account: load(() => import('../../features/identity/components/account-page'), 'AccountPage'),
  accountSettings: load(
    () => import('../../features/identity/components/account-settings-page'),
    'AccountSettingsPage',
  ),
};

/** The built page of a site route, or null while it is still a placeholder. */
export function identityPage(id: string): ReactNode {
  const Page = PAGES[id];
  return Page ? <Page /> : null;
}

/** A route's page behind the login it needs (spec §2: login-required routes). */
export function guardedPage(access: 'public' | 'user' | 'customer', page: ReactNode): ReactNode {
  return access === 'public' ? page : <RequireLogin access={access}>{page}</RequireLogin>;
}
