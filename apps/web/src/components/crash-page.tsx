import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportFrontEndError } from '../api/error-reporting/report-front-end-error';

/** Goes one step back in history and reloads that page (spec §2 crash page). */
function goBackAndReload(): void {
  if (window.history.length <= 1) {
    window.location.assign('/');
    return;
  }
  window.addEventListener('popstate', () => window.location.reload(), { once: true });
  window.history.back();
}

export type CrashPageProps = {
  /** Inside the site layout (header and footer stay) rather than a page of its own. */
  inLayout?: boolean;
};

/**
 * The router's error element: shown when a page throws while rendering or its code fails to load.
 * The error goes to the server's front-end error log (production builds only).
 */
export function CrashPage({ inLayout = false }: CrashPageProps) {
  return <CrashView error={useRouteError()} inLayout={inLayout} />;
}

/**
 * The crash page for an error caught elsewhere than in a data router's error element (the public
 * site's error boundaries), reported the same way.
 */
export function CrashView({ error, inLayout = false }: CrashPageProps & { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    reportFrontEndError(error);
  }, [error]);
  const body = (
    <Container size="sm" py={64}>
      <Stack align="flex-start">
        <Title order={1}>{t('common.crashTitle')}</Title>
        <Text>{t('common.crashText')}</Text>
        <Button onClick={goBackAndReload}>{t('common.back')}</Button>
      </Stack>
    </Container>
  );
  return inLayout ? body : <main id="main-content">{body}</main>;
}
