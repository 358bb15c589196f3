import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The back-office landing page until staff sign-in exists. */
export function OfficeHomePage() {
  const { t } = useTranslation('office');
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
