import { Suspense, lazy, useCallback } from 'react';
import { Outlet } from 'react-router';
import { Container, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShellHeader } from '../../components/shell-header';
import { useSession } from '../../features/session/hooks/use-session';
import { useSessionExpiry } from '../../features/session/hooks/use-session-expiry';
import { useDocumentLang } from '../../hooks/use-document-lang';
import { useLang } from '../../i18n/use-lang';
import { TabletNav } from './tablet-nav';
import { tabletLoginPath } from './tablet-paths';
import './tablet.css';

// The shift strip needs the shift calls; it loads with the first signed-in page, not the login.
const TabletShiftPanel = lazy(() =>
  import('../../features/tablet/tablet-shift-panel').then((m) => ({
    default: m.TabletShiftPanel,
  })),
);

/**
 * The tablet frame: header (product name, the two sale pages, language, logout) and, once signed
 * in, the cashier-shift strip above the page. A 401 the session cannot mend opens the login,
 * remembering the page.
 */
export function TabletLayout() {
  const { t } = useTranslation('tablet');
  const session = useSession();
  useDocumentLang(useLang());
  useSessionExpiry(useCallback((returnTo: string) => tabletLoginPath(returnTo), []));
  return (
    <div className="tablet-touch">
      <ShellHeader
        brand={t('brand')}
        productName={t('productName')}
        skipLabel={t('header.skipToContent')}
        end={session ? <TabletNav /> : null}
      />
      <Container size="xl" py="md" component="main" id="main-content" tabIndex={-1}>
        <Suspense fallback={<Loader m="xl" aria-label={t('common.loading')} />}>
          <Stack gap="md">
            {session && <TabletShiftPanel />}
            <Outlet />
          </Stack>
        </Suspense>
      </Container>
    </div>
  );
}
