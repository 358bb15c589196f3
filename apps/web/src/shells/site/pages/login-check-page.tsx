import { Container, Group, Loader, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SiteStaticRoute } from '@toll/domain/site-routes';
import { pagePath } from '../../../i18n/lang-path';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

/** The routes behind login. */
export type LoginRoutePageId = Extract<SiteStaticRoute, { access: string }>['id'];

/**
 * What a login-required page shows before the browser knows the visitor's session (on the server
 * and while the page hydrates): its head tags, kept out of search engines, its title and a
 * "checking your sign-in" state. Then the page itself opens, or login does.
 */
export function LoginCheckPage({ pageId }: { pageId: LoginRoutePageId }) {
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const { pathname } = useLocation();
  const title = t(`pages.${pageId}.title`);
  return (
    <Container size="sm" py="xl" data-login-check="">
      <SitePageMeta
        title={title}
        description={pagesT(`descriptions.${pageId}`)}
        path={pagePath(pathname)}
        noindex
      />
      <Title order={1} mb="lg">
        {title}
      </Title>
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('session.checking')}</Text>
      </Group>
    </Container>
  );
}
