import type { Capability } from '@toll/domain/access-rules';

/** The menu's groups, in the order they show (spec §2 back-office routes, grouped for the day's work). */
export const OFFICE_GROUPS = [
  'sales',
  'customers',
  'finance',
  'devices',
  'communication',
  'administration',
] as const;
export type OfficeGroup = (typeof OFFICE_GROUPS)[number];

/**
 * Every back-office screen of spec §2: its address below `/office/{lang}/`, the capability of the
 * access table (packages/domain access-rules) that opens it, and its menu group. `id` names the
 * screen's texts (`screens.<id>` in office.json) and its page in office-pages.tsx; screens with
 * `menu: false` are opened from another screen or the header (a record, the cashier shift).
 */
export type OfficeScreen = {
  id: OfficeScreenId;
  path: string;
  capability: Capability;
  group: OfficeGroup;
  menu: boolean;
};

const screen = (
  id: OfficeScreenId,
  group: OfficeGroup,
  capability: Capability = id as Capability,
  path: string = id,
  menu = true,
): OfficeScreen => ({ id, path, capability, group, menu });

export const OFFICE_SCREEN_IDS = [
  'buy-vignette',
  'buy-route-pass',
  'saved-route-pass',
  'shopping-cart',
  'inquiry',
  'search-delict-payments',
  'shifts',
  'cashier-shift',
  'partner-management',
  'sales-partner-management',
  'contract-management',
  'partner-contracts',
  'vehicle-management',
  'contract-vehicles',
  'client',
  'charging-sync',
  'delicts',
  'msts-transactions',
  'report',
  'trial-balance',
  'ongoing-payments',
  'ongoing-payments-report',
  'bank-report',
  'bank-report-failed',
  'unprocessed-transactions',
  'failed-activations',
  'sales-partners-obligations',
  'service-fees',
  'invoices',
  'obu-management',
  'obu-deliveries',
  'obu-vendor-deliveries',
  'warehouse',
  'notifications',
  'mass-mailing',
  'announcements',
  'user-management',
  'pos-management',
  'toll-administration',
  'bulk-purchase',
] as const;
export type OfficeScreenId = (typeof OFFICE_SCREEN_IDS)[number];

export const OFFICE_SCREENS: readonly OfficeScreen[] = [
  screen('buy-vignette', 'sales'),
  screen('bulk-purchase', 'sales', 'buy-vignette'),
  screen('buy-route-pass', 'sales'),
  screen('saved-route-pass', 'sales', 'buy-route-pass', 'buy-route-pass/:id', false),
  screen('shopping-cart', 'sales'),
  screen('inquiry', 'sales'),
  screen('search-delict-payments', 'sales'),
  screen('shifts', 'sales'),
  screen('cashier-shift', 'sales', 'cashier-shift', 'cashier-shift', false),
  screen('partner-management', 'customers'),
  screen('sales-partner-management', 'customers'),
  screen('contract-management', 'customers'),
  screen(
    'partner-contracts',
    'customers',
    'contract-management',
    'contract-management/:partnerId',
    false,
  ),
  screen('vehicle-management', 'customers'),
  screen(
    'contract-vehicles',
    'customers',
    'vehicle-management',
    'vehicle-management/:contractId',
    false,
  ),
  // a client with all its contracts (spec §2 "clients"), opened from a contract
  screen('client', 'customers', 'contract-management', 'clients/:customerId', false),
  // the charging-system outbox: what the roadside system has not confirmed yet
  screen('charging-sync', 'customers'),
  screen('delicts', 'customers'),
  screen('msts-transactions', 'customers'),
  screen('report', 'finance'),
  screen('trial-balance', 'finance'),
  screen('ongoing-payments', 'finance'),
  screen('ongoing-payments-report', 'finance'),
  screen('bank-report', 'finance'),
  screen('bank-report-failed', 'finance'),
  screen('unprocessed-transactions', 'finance'),
  screen('failed-activations', 'finance'),
  screen('sales-partners-obligations', 'finance'),
  screen('service-fees', 'finance'),
  screen('invoices', 'finance'),
  screen('obu-management', 'devices'),
  screen('obu-deliveries', 'devices'),
  screen('obu-vendor-deliveries', 'devices'),
  screen('warehouse', 'devices'),
  screen('notifications', 'communication'),
  screen('mass-mailing', 'communication'),
  screen('announcements', 'communication'),
  screen('user-management', 'administration'),
  screen('pos-management', 'administration'),
  screen('toll-administration', 'administration'),
];

/** The screens a user may open, in menu order (menu entries only unless `all`). */
export function officeScreensFor(
  capabilities: ReadonlySet<Capability>,
  { all = false }: { all?: boolean } = {},
): OfficeScreen[] {
  return OFFICE_SCREENS.filter(
    (entry) => (all || entry.menu) && capabilities.has(entry.capability),
  );
}

export type OfficeMenuGroup = { group: OfficeGroup; screens: OfficeScreen[] };

/** The menu: the allowed entries by group, empty groups left out. */
export function officeMenu(capabilities: ReadonlySet<Capability>): OfficeMenuGroup[] {
  const screens = officeScreensFor(capabilities);
  return OFFICE_GROUPS.map((group) => ({
    group,
    screens: screens.filter((entry) => entry.group === group),
  })).filter((entry) => entry.screens.length > 0);
}

/** The screen whose menu entry opens a capability's route (the landing route of a user). */
export function screenOfCapability(capability: Capability): OfficeScreen | undefined {
  return OFFICE_SCREENS.find((entry) => entry.capability === capability && entry.menu);
}
