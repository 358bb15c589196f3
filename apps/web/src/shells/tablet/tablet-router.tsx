import { lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { CrashPage } from '../../components/crash-page';
import { TabletLayout } from './tablet-layout';

const TabletHomePage = lazy(() =>
  import('./tablet-home-page').then((m) => ({ default: m.TabletHomePage })),
);

/**
 * Served under `/tablet/`. Spec §2: login, buy-route-pass and shopping-cart, any other path goes to
 * buy-route-pass; login and the cart arrive with the identity and route-pass modules.
 */
export function createTabletRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <TabletLayout />,
        errorElement: <CrashPage />,
        children: [
          { path: 'buy-route-pass', element: <TabletHomePage /> },
          { index: true, element: <Navigate to="/buy-route-pass" replace /> },
          { path: '*', element: <Navigate to="/buy-route-pass" replace /> },
        ],
      },
    ],
    { basename: '/tablet' },
  );
}
