import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNoindexRoute, SITE_ROUTES } from '@toll/domain/site-routes';
import { pagePath } from '../../../i18n/lang-path';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

export type IdentityPageId =
  | 'login'
  | 'register'
  | 'userConfirm'
  | 'passwordConfirm'
  | 'forgottenPassword'
  | 'account'
  | 'accountSettings'
  | 'orderHistory'
  | 'contractManagement'
  | 'tollSettings'
  | 'routePassCalculator'
  | 'obuDelivery'
  | 'fleetApi';

export type IdentityPageProps = {
  pageId: IdentityPageId;
  /** A title other than the page's name (e.g. the account greeting). */
  heading?: string;
  size?: 'xs' | 'sm' | 'md' | 'xl';
  children: ReactNode;
};

const NOINDEX = new Set(SITE_ROUTES.filter(isNoindexRoute).map((route) => route.id));

/**
 * The frame of the account pages of the site: head tags (robots as the route table says), one h1,
 * a narrow column.
 */
export function IdentityPage({ pageId, heading, size = 'xs', children }: IdentityPageProps) {
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const { pathname } = useLocation();
  const title = t(`pages.${pageId}.title`);
  return (
    <Container size={size} py="xl">
      <SitePageMeta
        title={title}
        description={pagesT(`descriptions.${pageId}`)}
        path={pagePath(pathname)}
        noindex={NOINDEX.has(pageId)}
      />
      <Title order={1} mb="lg">
        {heading ?? title}
      </Title>
      {children}
    </Container>
  );
}
