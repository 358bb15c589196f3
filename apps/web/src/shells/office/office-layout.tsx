import { Suspense, lazy, useCallback, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, Loader } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@toll/domain/languages';
import { useSession } from '../../features/session/hooks/use-session';
import { useSessionExpiry } from '../../features/session/hooks/use-session-expiry';
import { officeLoginPath } from '../../features/session/login-path';
import { useDocumentLang } from '../../hooks/use-document-lang';
import { OfficeHeader } from './office-header';
import { OfficeMenu } from './office-menu';

// The profile menu (and Mantine's menu with it) loads after the first paint, not with the entry.
const OfficeProfileMenu = lazy(() =>
  import('./office-profile-menu').then((m) => ({ default: m.OfficeProfileMenu })),
);

/**
 * The back-office frame under `/office/{lang}/` (the address decides the language): a header
 * (menu toggle, product name, cashier-shift link, language, profile) and, once signed in, the left
 * navigation with the screens the user may open; it collapses (kept per browser) to give a table
 * the whole width, and is a drawer-like panel on narrow screens. A 401 the session cannot mend
 * opens the login, remembering the page.
 */
export function OfficeLayout({ lang }: { lang: Lang }) {
  const { t, i18n } = useTranslation('office');
  const session = useSession();
  const [mobileOpen, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'office.menuCollapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
  useDocumentLang(lang);
  useSessionExpiry(useCallback((returnTo: string) => officeLoginPath(lang, returnTo), [lang]));
  // The login page shows no menu even once signed in: it is leaving for the page asked for, and a
  // menu entry clicked meanwhile would be overridden by that redirect (seen on a loaded CI machine).
  const onLogin = useLocation().pathname === `/${lang}/login`;
  const withMenu = session !== null && !onLogin;
  // A collapsed menu is out of sight and out of the tab order (Mantine only slides it away).
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const menuHidden = wide ? collapsed : !mobileOpen;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={
        withMenu
          ? { width: 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: collapsed } }
          : undefined
      }
      padding={0}
    >
      <AppShell.Header>
        <OfficeHeader
          withMenu={withMenu}
          mobileOpen={mobileOpen}
          onMobileToggle={mobile.toggle}
          collapsed={collapsed}
          onCollapsedToggle={() => setCollapsed((value) => !value)}
          profile={
            session ? (
              <Suspense fallback={null}>
                <OfficeProfileMenu user={session.user} />
              </Suspense>
            ) : null
          }
        />
      </AppShell.Header>
      {withMenu && (
        <AppShell.Navbar
          aria-label={t('nav.label')}
          id="office-menu"
          inert={menuHidden}
          style={menuHidden ? { visibility: 'hidden' } : undefined}
        >
          <OfficeMenu onNavigate={mobile.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Loader m="xl" aria-label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
