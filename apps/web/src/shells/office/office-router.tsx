import { lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { CrashPage } from '../../components/crash-page';
import { OfficeLayout } from './office-layout';

const OfficeHomePage = lazy(() =>
  import('./office-home-page').then((m) => ({ default: m.OfficeHomePage })),
);

/** Served under `/office/`; the back-office routes of spec §2 arrive with their modules. */
export function createOfficeRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <OfficeLayout />,
        errorElement: <CrashPage />,
        children: [
          { index: true, element: <OfficeHomePage /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: '/office' },
  );
}
