import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { CrashPage } from '../../components/crash-page';
import { RequireTabletLogin } from './require-tablet-login';
import { TabletLayout } from './tablet-layout';
import { TABLET_HOME } from './tablet-paths';

const TabletLoginPage = lazy(() =>
  import('./tablet-login-page').then((m) => ({ default: m.TabletLoginPage })),
);
const TabletBuyRoutePassPage = lazy(() =>
  import('../../features/tablet/tablet-buy-route-pass-page').then((m) => ({
    default: m.TabletBuyRoutePassPage,
  })),
);
const TabletCartPage = lazy(() =>
  import('../../features/tablet/tablet-cart-page').then((m) => ({ default: m.TabletCartPage })),
);

/**
 * Served under `/tablet/` (spec §2 "Tablet variant"): login, buy-route-pass and shopping-cart; any
 * other path goes to buy-route-pass, and a signed-out user from there to the login and back.
 */
export function tabletRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <TabletLayout />,
      errorElement: <CrashPage />,
      children: [
        {
          errorElement: <CrashPage inLayout />,
          children: [
            { path: 'login', element: <TabletLoginPage /> },
            {
              element: <RequireTabletLogin />,
              children: [
                { path: 'buy-route-pass', element: <TabletBuyRoutePassPage /> },
                { path: 'shopping-cart', element: <TabletCartPage /> },
              ],
            },
            { index: true, element: <Navigate to={TABLET_HOME} replace /> },
            { path: '*', element: <Navigate to={TABLET_HOME} replace /> },
          ],
        },
      ],
    },
  ];
}

export function createTabletRouter() {
  return createBrowserRouter(tabletRoutes(), { basename: '/tablet' });
}
