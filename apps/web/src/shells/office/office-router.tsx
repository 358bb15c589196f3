import { lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { CrashPage } from '../../components/crash-page';
import { OfficeLayout } from './office-layout';
import { RequireCapability } from './require-capability';
import { RequireOfficeLogin } from './require-office-login';

const OfficeHomePage = lazy(() =>
  import('./office-home-page').then((m) => ({ default: m.OfficeHomePage })),
);
const OfficeLoginPage = lazy(() =>
  import('./office-login-page').then((m) => ({ default: m.OfficeLoginPage })),
);
const UserManagementPage = lazy(() =>
  import('../../features/user-management/components/user-management-page').then((m) => ({
    default: m.UserManagementPage,
  })),
);

/** Served under `/office/`: its own login, then the screens of spec §2 the user's role allows. */
export function createOfficeRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <OfficeLayout />,
        errorElement: <CrashPage />,
        children: [
          { path: 'login', element: <OfficeLoginPage /> },
          {
            element: <RequireOfficeLogin />,
            children: [
              { index: true, element: <OfficeHomePage /> },
              {
                path: 'user-management',
                element: (
                  <RequireCapability capability="user-management">
                    <UserManagementPage />
                  </RequireCapability>
                ),
              },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
    { basename: '/office' },
  );
}
