import { Container, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RedirectBeforePaint } from '../../components/redirect-before-paint';
import { screenOfCapability } from './office-nav';
import { useOfficePath } from '../../features/office-access/office-paths';
import { useOfficeAccess } from '../../features/office-access/use-office-access';

/**
 * `/office/{lang}/`: opens the landing screen of the user's mode and role (packages/domain
 * `defaultOfficeRoute`); a user with no back-office screen is told so.
 */
export function OfficeHomePage() {
  const { t } = useTranslation('office');
  const to = useOfficePath();
  const { landing, posPending, flagsPending } = useOfficeAccess();
  // the landing depends on the mode: a vignette-mode server's flags are awaited, else an OBU
  // vendor was sent to the tolling mode's OBU screen and refused there (issue #32 item 19)
  if (flagsPending) return <Loader m="xl" aria-label={t('common.loading')} />;
  const screen = landing ? screenOfCapability(landing) : undefined;
  if (screen) return <RedirectBeforePaint to={to(screen.path)} />;
  if (posPending) return <Loader m="xl" aria-label={t('common.loading')} />;
  return (
    <Container size="md" py="xl">
      <title>{`${t('home.title')} – ${t('brand')}`}</title>
      <Title order={1} mb="sm">
        {t('home.title')}
      </Title>
      <Text>{t('home.noScreens')}</Text>
    </Container>
  );
}
