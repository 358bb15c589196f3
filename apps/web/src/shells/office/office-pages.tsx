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
const ClientPage = lazy(() =>
  import('../../features/contracts/components/client-page').then((m) => ({
    default: m.ClientPage,
  })),
);
const ChargingSyncPage = lazy(() =>
  import('../../features/charging-sync/charging-sync-page').then((m) => ({
    default: m.ChargingSyncPage,
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
const NotificationLogPage = lazy(() =>
  import('../../features/notifications/components/notification-log-page').then((m) => ({
    default: m.NotificationLogPage,
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

const DeviceManagementPage = lazy(() =>
  import('../../features/devices/components/device-management-page').then((m) => ({
    default: m.DeviceManagementPage,
  })),
);
const DeliveriesPage = lazy(() =>
  import('../../features/devices/components/deliveries-page').then((m) => ({
    default: m.DeliveriesPage,
  })),
);
const VendorDeliveriesPage = lazy(() =>
  import('../../features/devices/components/deliveries-page').then((m) => ({
    default: m.VendorDeliveriesPage,
  })),
);
const WarehousePage = lazy(() =>
  import('../../features/devices/components/warehouse-page').then((m) => ({
    default: m.WarehousePage,
  })),
);

const CashierShiftPage = lazy(() =>
  import('../../features/cashier-shift/cashier-shift-page').then((m) => ({
    default: m.CashierShiftPage,
  })),
);
const TrialBalancePage = lazy(() =>
  import('../../features/ledger/trial-balance-page').then((m) => ({
    default: m.TrialBalancePage,
  })),
);

const OfficeBuyVignettePage = lazy(() =>
  import('../../features/counter-sale/office-buy-vignette-page').then((m) => ({
    default: m.OfficeBuyVignettePage,
  })),
);
const OfficeBuyRoutePassPage = lazy(() =>
  import('../../features/counter-sale/office-buy-route-pass-page').then((m) => ({
    default: m.OfficeBuyRoutePassPage,
  })),
);
const OfficeSavedRoutePassPage = lazy(() =>
  import('../../features/counter-sale/office-saved-route-pass-page').then((m) => ({
    default: m.OfficeSavedRoutePassPage,
  })),
);
const OfficeCartPage = lazy(() =>
  import('../../features/counter-sale/office-cart-page').then((m) => ({
    default: m.OfficeCartPage,
  })),
);
const BulkPurchasePage = lazy(() =>
  import('../../features/bulk-purchase/bulk-purchase-page').then((m) => ({
    default: m.BulkPurchasePage,
  })),
);
const InquiryPage = lazy(() =>
  import('../../features/inquiry/components/inquiry-page').then((m) => ({
    default: m.InquiryPage,
  })),
);
const PosManagementPage = lazy(() =>
  import('../../features/pos-management/components/pos-management-page').then((m) => ({
    default: m.PosManagementPage,
  })),
);
const ShiftsPage = lazy(() =>
  import('../../features/cashier-shift/shifts-page').then((m) => ({
    default: m.ShiftsPage,
  })),
);
const FailedActivationsPage = lazy(() =>
  import('../../features/failed-activations/failed-activations-page').then((m) => ({
    default: m.FailedActivationsPage,
  })),
);
const ReportsPage = lazy(() =>
  import('../../features/reports/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const DelictSearchPage = lazy(() =>
  import('../../features/office-delicts/delict-search-page').then((m) => ({
    default: m.DelictSearchPage,
  })),
);
const DelictPaymentsPage = lazy(() =>
  import('../../features/office-delicts/delict-search-page').then((m) => ({
    default: m.DelictPaymentsPage,
  })),
);
const BankReportPage = lazy(() =>
  import('../../features/bank/components/bank-report-page').then((m) => ({
    default: m.BankReportPage,
  })),
);
const BankFailedPage = lazy(() =>
  import('../../features/bank/components/bank-exceptions-page').then((m) => ({
    default: m.BankFailedPage,
  })),
);
const UnprocessedTransactionsPage = lazy(() =>
  import('../../features/bank/components/bank-exceptions-page').then((m) => ({
    default: m.UnprocessedTransactionsPage,
  })),
);

const MstsTransactionsPage = lazy(() =>
  import('../../features/msts/msts-transactions-page').then((m) => ({
    default: m.MstsTransactionsPage,
  })),
);

const MassMailingPage = lazy(() =>
  import('../../features/mass-mail/components/mass-mailing-page').then((m) => ({
    default: m.MassMailingPage,
  })),
);

/**
 * The page of each back-office screen, loaded on demand. A screen not listed shows "not yet
 * available"; the issue that builds a screen adds its page here (and nowhere else).
 */
const ServiceFeesPage = lazy(() =>
  import('../../features/billing/components/service-fees-page').then((m) => ({
    default: m.ServiceFeesPage,
  })),
);
const InvoicesPage = lazy(() =>
  import('../../features/billing/components/invoices-page').then((m) => ({
    default: m.InvoicesPage,
  })),
);

const PartnerObligationsPage = lazy(() =>
  import('../../features/money/partner-obligations-page').then((m) => ({
    default: m.PartnerObligationsPage,
  })),
);
const OngoingPaymentsPage = lazy(() =>
  import('../../features/money/ongoing-payments-page').then((m) => ({
    default: m.OngoingPaymentsPage,
  })),
);
const OngoingPaymentsReportPage = lazy(() =>
  import('../../features/money/ongoing-payments-report-page').then((m) => ({
    default: m.OngoingPaymentsReportPage,
  })),
);

const TollAdminPage = lazy(() =>
  import('../../features/toll-admin/toll-admin-page').then((m) => ({ default: m.TollAdminPage })),
);

const PAGES: Partial<Record<OfficeScreenId, LazyExoticComponent<ComponentType>>> = {
  'toll-administration': TollAdminPage,
  'user-management': UserManagementPage,
  'contract-management': ContractListPage,
  'partner-contracts': ContractPage,
  'vehicle-management': VehicleListPage,
  'contract-vehicles': VehicleListPage,
  client: ClientPage,
  'charging-sync': ChargingSyncPage,
  'partner-management': PartnerManagementPage,
  'sales-partner-management': SalesPartnerManagementPage,
  announcements: AnnouncementManagementPage,
  notifications: NotificationLogPage,
  'cashier-shift': CashierShiftPage,
  'buy-vignette': OfficeBuyVignettePage,
  'buy-route-pass': OfficeBuyRoutePassPage,
  'saved-route-pass': OfficeSavedRoutePassPage,
  'shopping-cart': OfficeCartPage,
  'bulk-purchase': BulkPurchasePage,
  'obu-management': DeviceManagementPage,
  'obu-deliveries': DeliveriesPage,
  'obu-vendor-deliveries': VendorDeliveriesPage,
  warehouse: WarehousePage,
  inquiry: InquiryPage,
  'pos-management': PosManagementPage,
  shifts: ShiftsPage,
  'failed-activations': FailedActivationsPage,
  report: ReportsPage,
  delicts: DelictSearchPage,
  'search-delict-payments': DelictPaymentsPage,
  'bank-report': BankReportPage,
  'bank-report-failed': BankFailedPage,
  'unprocessed-transactions': UnprocessedTransactionsPage,
  'trial-balance': TrialBalancePage,
  'sales-partners-obligations': PartnerObligationsPage,
  'ongoing-payments': OngoingPaymentsPage,
  'ongoing-payments-report': OngoingPaymentsReportPage,
  'service-fees': ServiceFeesPage,
  invoices: InvoicesPage,
  'mass-mailing': MassMailingPage,
  'msts-transactions': MstsTransactionsPage,
};

export function OfficeScreenPage({ screen }: { screen: OfficeScreenId }) {
  const Page = PAGES[screen];
  return Page ? <Page /> : <NotYetAvailablePage screen={screen} />;
}
