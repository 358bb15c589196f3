import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../i18n/lang-path';
import { SitePageMeta } from '../../../shells/site/site-page-meta';

export type IdentityPageId =
  | 'login'
  | 'register'
  | 'registerSteps'
  | 'userConfirm'
  | 'passwordConfirm'
  | 'forgottenPassword'
  | 'account'
  | 'accountSettings'
  | 'orderHistory';

export type IdentityPageProps = {
  pageId: IdentityPageId;
  noindex?: boolean;
  /** A title other than the page's name (e.g. the account greeting). */
  heading?: string;
  size?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

/** The frame of the account pages of the site: head tags, one h1, a narrow column. */
export function IdentityPage({
  pageId,
  noindex = false,
  heading,
  size = 'xs',
  children,
}: IdentityPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(`pages.${pageId}.title`);
  return (
    <Container size={size} py="xl">
      <SitePageMeta title={title} path={pagePath(pathname)} noindex={noindex} />
      <Title order={1} mb="lg">
        {heading ?? title}
      </Title>
      {children}
    </Container>
  );
}
