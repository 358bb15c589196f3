import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlaceholderPageId } from './placeholder-page';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { sitePath, type LinkablePageId } from '../../../site-kit/routes';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

export type FramedPageId = PlaceholderPageId & LinkablePageId;

export type SitePageFrameProps = {
  pageId: FramedPageId;
  noindex?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
};

/** An inner page of the site: its head tags (title, description), one h1, a column of content. */
export function SitePageFrame({
  pageId,
  noindex = false,
  size = 'lg',
  children,
}: SitePageFrameProps) {
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const title = t(`pages.${pageId}.title`);
  return (
    <Container size={size} py="xl">
      <SitePageMeta
        title={title}
        description={pagesT(`descriptions.${pageId}`)}
        path={sitePath(pageId)}
        noindex={noindex}
      />
      <Title order={1} mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
