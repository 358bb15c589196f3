import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultOfficeRoute } from '@toll/domain/access';
import { accessContext } from '../../features/session/access-context';
import { useCapabilities } from '../../features/session/hooks/use-capabilities';
import { useSession } from '../../features/session/hooks/use-session';
import { OFFICE_SCREENS, officeScreensFor } from './office-nav';

/**
 * The back-office landing page. The default route depends on mode and role (packages/domain
 * `defaultOfficeRoute`): when that screen exists it opens; otherwise the screens the user may use.
 */
export function OfficeHomePage() {
  const { t } = useTranslation('office');
  const user = useSession()?.user ?? null;
  const screens = officeScreensFor(useCapabilities());
  const preferred = defaultOfficeRoute(user, accessContext);
  if (OFFICE_SCREENS.some((screen) => screen.path === preferred))
    return <Navigate replace to={`/${preferred}`} />;
  return (
    <Container size="md" py="xl">
      <title>{`${t('home.title')} – ${t('brand')}`}</title>
      <Title order={1} mb="sm">
        {t('home.title')}
      </Title>
      {screens.length === 0 ? (
        <Text>{t('home.noScreens')}</Text>
      ) : (
        <>
          <Text mb="sm">{t('home.screens')}</Text>
          <List>
            {screens.map((screen) => (
              <List.Item key={screen.path}>
                <Anchor component={Link} to={`/${screen.path}`}>
                  {t(`nav.${screen.label}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Container>
  );
}
