import { useState } from 'react';
import { Alert, Anchor, Container, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasOfficeRole } from '@toll/domain/roles';
import { FormAlert } from '../../components/form-alert';
import { RoadSeparator } from '../../components/road-separator';
import { LoginForm } from '../../features/identity/components/login-form';
import { useNotice } from '../../features/identity/hooks/use-notice';
import { browserSession } from '../../api/session/browser-session';
import { useSession } from '../../features/session/hooks/use-session';
import { officeReturnPath } from '../../features/session/login-path';
import { useLang } from '../../i18n/use-lang';

const NO_CARTS: readonly string[] = [];

/**
 * The back-office sign-in: staff and partners log in with the same accounts as on the site. A
 * site user with no back-office role is refused here (the session just started ends at once) with
 * a way to the public site; the server refuses such tokens on office calls as well.
 */
export function OfficeLoginPage() {
  const { t } = useTranslation('office');
  const session = useSession();
  const lang = useLang();
  const notice = useNotice();
  const returnTo = officeReturnPath(useSearchParams()[0].get('returnTo'));
  const [refused, setRefused] = useState(false);
  const siteUserOnly = session !== null && !hasOfficeRole(session.user);
  if (session && !siteUserOnly) return <Navigate replace to={returnTo ?? `/${lang}/`} />;
  const onLoggedIn = () => {
    const user = browserSession.read()?.user;
    if (!user || hasOfficeRole(user)) return;
    setRefused(true);
    void import('../../features/session/end-session').then(({ logout }) => logout(NO_CARTS));
  };
  return (
    <Container size="xs" py="xl">
      <title>{`${t('login.title')} – ${t('brand')}`}</title>
      <Title order={1}>{t('login.title')}</Title>
      <RoadSeparator />
      {refused || siteUserOnly ? (
        <Alert color="red" mb="lg" role="alert" data-testid="office-refused">
          {t('login.notStaff')} <Anchor href={`/${lang}/`}>{t('login.toSite')}</Anchor>
        </Alert>
      ) : (
        <FormAlert message={notice} kind="info" />
      )}
      <LoginForm onLoggedIn={onLoggedIn} />
    </Container>
  );
}
