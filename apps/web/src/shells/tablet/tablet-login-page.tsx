import { useState } from 'react';
import { Alert, Container, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasOfficeRole } from '@toll/domain/roles';
import { FormAlert } from '../../components/form-alert';
import { LoginForm } from '../../features/identity/components/login-form';
import { useNotice } from '../../features/identity/hooks/use-notice';
import { browserSession } from '../../api/session/browser-session';
import { useSession } from '../../features/session/hooks/use-session';
import { TABLET_HOME, tabletReturnPath } from './tablet-paths';

const NO_CARTS: readonly string[] = [];

/**
 * The tablet's sign-in (spec §2), the back-office's: staff log in with their accounts; a site user
 * with no staff role is refused (the session just started ends at once). Then back to the page
 * asked for, else buy-route-pass.
 */
export function TabletLoginPage() {
  const { t } = useTranslation('tablet');
  const session = useSession();
  const notice = useNotice();
  const returnTo = tabletReturnPath(useSearchParams()[0].get('returnTo'));
  const [refused, setRefused] = useState(false);
  const siteUserOnly = session !== null && !hasOfficeRole(session.user);
  if (session && !siteUserOnly) return <Navigate replace to={returnTo ?? TABLET_HOME} />;
  const onLoggedIn = () => {
    const user = browserSession.read()?.user;
    if (!user || hasOfficeRole(user)) return;
    setRefused(true);
    void import('../../features/session/end-session').then(({ logout }) => logout(NO_CARTS));
  };
  return (
    <Container size="xs" py="xl" px={0}>
      <title>{`${t('login.title')} – ${t('brand')}`}</title>
      <Title order={1} mb="xs">
        {t('login.title')}
      </Title>
      <Text mb="lg">{t('login.intro')}</Text>
      {refused || siteUserOnly ? (
        <Alert color="red" mb="lg" role="alert" data-testid="tablet-refused">
          {t('login.notStaff')}
        </Alert>
      ) : (
        <FormAlert message={notice} kind="info" />
      )}
      <LoginForm onLoggedIn={onLoggedIn} />
    </Container>
  );
}
