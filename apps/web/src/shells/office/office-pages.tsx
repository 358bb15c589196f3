import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OfficeScreenId } from './office-nav';
import { NotYetAvailablePage } from './office-status-pages';

const UserManagementPage = lazy(() =>
  import('../../features/user-management/components/user-management-page').then((m) => ({
    default: m.UserManagementPage,
  })),
);

const CashierShiftPage = lazy(() =>
  import('../../features/cashier-shift/cashier-shift-page').then((m) => ({
    default: m.CashierShiftPage,
  })),
);

/**
 * The page of each back-office screen, loaded on demand. A screen not listed shows "not yet
 * available"; the issue that builds a screen adds its page here (and nowhere else).
 */
const PAGES: Partial<Record<OfficeScreenId, LazyExoticComponent<ComponentType>>> = {
  'user-management': UserManagementPage,
  'cashier-shift': CashierShiftPage,
};

export function OfficeScreenPage({ screen }: { screen: OfficeScreenId }) {
  const Page = PAGES[screen];
  return Page ? <Page /> : <NotYetAvailablePage screen={screen} />;
}
