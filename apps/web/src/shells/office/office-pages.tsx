import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OfficeScreenId } from './office-nav';
import { NotYetAvailablePage } from './office-status-pages';

const UserManagementPage = lazy(() =>
  import('../../features/user-management/components/user-management-page').then((m) => ({
    default: m.UserManagementPage,
  })),
);
const ContractListPage = lazy(() =>
  import('../../features/contracts/components/contract-list-page').then((m) => ({
    default: m.ContractListPage,
  })),
);
const ContractPage = lazy(() =>
  import('../../features/contracts/components/contract-page').then((m) => ({
    default: m.ContractPage,
  })),
);
const VehicleListPage = lazy(() =>
  import('../../features/contracts/components/vehicle-list-page').then((m) => ({
    default: m.VehicleListPage,
  })),
);
const AnnouncementManagementPage = lazy(() =>
  import('../../features/announcements/components/announcement-management-page').then((m) => ({
    default: m.AnnouncementManagementPage,
  })),
);

const PartnerManagementPage = lazy(() =>
  import('../../features/partners/components/partner-screen').then((m) => ({
    default: m.PartnerManagementPage,
  })),
);
const SalesPartnerManagementPage = lazy(() =>
  import('../../features/partners/components/partner-screen').then((m) => ({
    default: m.SalesPartnerManagementPage,
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
  'contract-management': ContractListPage,
  'partner-contracts': ContractPage,
  'vehicle-management': VehicleListPage,
  'contract-vehicles': VehicleListPage,
  'partner-management': PartnerManagementPage,
  'sales-partner-management': SalesPartnerManagementPage,
  announcements: AnnouncementManagementPage,
  'cashier-shift': CashierShiftPage,
};

export function OfficeScreenPage({ screen }: { screen: OfficeScreenId }) {
  const Page = PAGES[screen];
  return Page ? <Page /> : <NotYetAvailablePage screen={screen} />;
}
