import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `buy-route-pass` on the tablet until operator sign-in and route-pass sales exist. */
export function TabletHomePage() {
  const { t } = useTranslation('tablet');
  return (
    <Container size="md" py="xl">
      <title>{`${t('home.title')} – ${t('brand')}`}</title>
      <Title order={1} mb="sm">
        {t('home.title')}
      </Title>
      <Text>{t('home.signInPending')}</Text>
    </Container>
  );
}
