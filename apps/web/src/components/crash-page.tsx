import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Goes one step back in history and reloads that page (spec §2 crash page). */
function goBackAndReload(): void {
  if (window.history.length <= 1) {
    window.location.assign('/');
    return;
  }
  window.addEventListener('popstate', () => window.location.reload(), { once: true });
  window.history.back();
}

/** Shown when a page throws while rendering or its code fails to load. */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <main id="main-content">
      <Container size="sm" py={64}>
        <Stack align="flex-start">
          <Title order={1}>{t('common.crashTitle')}</Title>
          <Text>{t('common.crashText')}</Text>
          <Button onClick={goBackAndReload}>{t('common.back')}</Button>
        </Stack>
      </Container>
    </main>
  );
}
