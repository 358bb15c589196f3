import { Anchor, Group } from '@mantine/core';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { useLang } from '../../../i18n/use-lang';
import { useSession, siteReturnPath } from '../../session';
import { useNotice } from '../hooks/use-notice';
import { IdentityPage } from './identity-page';
import { LoginForm } from './login-form';

/**
 * `login`: signs in and goes back to the page the user came from (`?returnTo=`, a safe site path),
 * else to the account home. A signed-in visitor is sent on at once.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const notice = useNotice();
  const fromState = (state as { returnTo?: unknown } | null)?.returnTo;
  const returnTo = siteReturnPath(
    params.get('returnTo') ?? (typeof fromState === 'string' ? fromState : null),
  );

  if (session) return <Navigate replace to={returnTo ?? `/${lang}/account`} />;

  return (
    <IdentityPage pageId="login">
      <FormAlert message={notice} kind="info" />
      <LoginForm
        footer={
          <Group justify="space-between" gap="xs">
            <Anchor component={LangLink} to="user/forgotten-password">
              {t('login.forgotten')}
            </Anchor>
            <Anchor component={LangLink} to="register">
              {t('login.register')}
            </Anchor>
          </Group>
        }
      />
    </IdentityPage>
  );
}
