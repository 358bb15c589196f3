import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { sitePath } from '../../../site-kit/routes';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

/**
 * An address that names no page: the server answers it with 404 (site-renderer.ts). The page says
 * so and offers the way on: home, buying a vignette, checking one. Not indexed.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" data-testid="not-found">
      <SitePageMeta title={t('notFound.title')} path="" noindex />
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Group gap="lg" component="nav" aria-label={t('notFound.wayOn')}>
          <Anchor component={LangLink} to="">
            {t('notFound.home')}
          </Anchor>
          <Anchor component={LangLink} to={sitePath('buyVignette')}>
            {t('notFound.buy')}
          </Anchor>
          <Anchor component={LangLink} to={sitePath('checkVignette')}>
            {t('notFound.check')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
