import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { pagePath } from '../../../i18n/lang-path';
import type { SitePageId, SiteRouteAccess } from '@toll/domain/site-routes';
import type sitePages from '@toll/i18n/locales/bg/site-pages.json';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

/** The pages still to be built: each has a description in the `sitePages` catalogue. */
export type PlaceholderPageId = keyof (typeof sitePages)['descriptions'] & SitePageId;

export type PlaceholderPageProps = {
  pageId: PlaceholderPageId;
  access?: SiteRouteAccess;
  noindex?: boolean;
  /** Interpolated into the title, e.g. the provider of `about-{provider}`. */
  provider?: string;
};

/** A registered route whose page is not built yet: its title and a plain statement of that fact. */
export function PlaceholderPage({
  pageId,
  access = 'public',
  noindex,
  provider = '',
}: PlaceholderPageProps) {
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const { pathname } = useLocation();
  const title = t(`pages.${pageId}.title`, { provider });
  const description = pagesT(`descriptions.${pageId}`);
  return (
    <Container size="lg" py="xl">
      <SitePageMeta
        title={title}
        description={description}
        path={pagePath(pathname)}
        noindex={noindex ?? false}
      />
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{t('placeholder.preparing')}</Text>
        {access !== 'public' && <Text>{t('placeholder.loginRequired')}</Text>}
        <Anchor component={LangLink} to="">
          {t('placeholder.toHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
