import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShellHeader } from '../../components/shell-header';
import { useSession } from '../../features/session/hooks/use-session';
import { useSessionExpiry } from '../../features/session/hooks/use-session-expiry';
import { officeLoginPath } from '../../features/session/login-path';
import { useDocumentLang } from '../../hooks/use-document-lang';
import { useLang } from '../../i18n/use-lang';
import { OfficeNavBar } from './office-nav-bar';

// The profile menu (and Mantine's menu with it) loads after the first paint, not with the entry.
const OfficeProfileMenu = lazy(() =>
  import('./office-profile-menu').then((m) => ({ default: m.OfficeProfileMenu })),
);

/** The back-office frame: header with product name, menu, language picker and profile menu. */
export function OfficeLayout() {
  const { t } = useTranslation('office');
  const session = useSession();
  useDocumentLang(useLang());
  useSessionExpiry(officeLoginPath);
  return (
    <>
      <ShellHeader
        brand={t('brand')}
        productName={t('productName')}
        skipLabel={t('header.skipToContent')}
        end={
          session ? (
            <Suspense fallback={null}>
              <OfficeProfileMenu user={session.user} />
            </Suspense>
          ) : null
        }
      >
        {session && <OfficeNavBar />}
      </ShellHeader>
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Loader m="xl" aria-label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
