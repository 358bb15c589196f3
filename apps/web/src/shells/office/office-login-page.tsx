import { Container, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { LoginForm } from '../../features/identity/components/login-form';
import { useNotice } from '../../features/identity/hooks/use-notice';
import { useSession } from '../../features/session/hooks/use-session';
import { officeReturnPath } from '../../features/session/login-path';
import { useLang } from '../../i18n/use-lang';

/** The back-office sign-in: staff and partners log in with the same accounts as on the site. */
export function OfficeLoginPage() {
  const { t } = useTranslation('office');
  const session = useSession();
  const lang = useLang();
  const notice = useNotice();
  const returnTo = officeReturnPath(useSearchParams()[0].get('returnTo'));
  if (session) return <Navigate replace to={returnTo ?? `/${lang}/`} />;
  return (
    <Container size="xs" py="xl">
      <title>{`${t('login.title')} – ${t('brand')}`}</title>
      <Title order={1} mb="lg">
        {t('login.title')}
      </Title>
      <FormAlert message={notice} kind="info" />
      <LoginForm />
    </Container>
  );
}
