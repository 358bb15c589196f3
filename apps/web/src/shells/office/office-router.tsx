import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LANGS } from '@toll/domain/languages';
import { CrashPage } from '../../components/crash-page';
import { OfficeLangRedirect } from './office-lang-redirect';
import { OfficeLayout } from './office-layout';
import { OFFICE_SCREENS } from './office-nav';
import { OfficeScreenPage } from './office-pages';
import { OfficeNotFoundPage } from './office-status-pages';
import { RequireCapability } from './require-capability';
import { RequireOfficeLogin } from './require-office-login';

const OfficeHomePage = lazy(() =>
  import('./office-home-page').then((m) => ({ default: m.OfficeHomePage })),
);
const OfficeLoginPage = lazy(() =>
  import('./office-login-page').then((m) => ({ default: m.OfficeLoginPage })),
);

/** Every screen of spec §2 behind its capability; unknown paths show "not found" in the frame. */
function screenRoutes(): RouteObject[] {
  return [
    { index: true, element: <OfficeHomePage /> },
    ...OFFICE_SCREENS.map((screen): RouteObject => ({
      path: screen.path,
      element: (
        <RequireCapability capability={screen.capability} screen={screen.id}>
          <OfficeScreenPage screen={screen.id} />
        </RequireCapability>
      ),
    })),
    { path: '*', element: <OfficeNotFoundPage /> },
  ];
}

/**
 * Served under `/office/`: `/office/{lang}/login`, then the screens the user's role allows under
 * `/office/{lang}/`; an address without a language goes to the stored one (old links keep working).
 */
export function officeRoutes(): RouteObject[] {
  return [
    ...LANGS.map((lang): RouteObject => ({
      path: `/${lang}`,
      element: <OfficeLayout lang={lang} />,
      errorElement: <CrashPage />,
      children: [
        {
          errorElement: <CrashPage inLayout />,
          children: [
            { path: 'login', element: <OfficeLoginPage /> },
            { element: <RequireOfficeLogin />, children: screenRoutes() },
          ],
        },
      ],
    })),
    { path: '*', element: <OfficeLangRedirect /> },
  ];
}

export function createOfficeRouter() {
  return createBrowserRouter(officeRoutes(), { basename: '/office' });
}
