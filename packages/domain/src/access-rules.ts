import type { FeatureFlag, OfficeMode } from './feature-flags';
import type { RankedRole, Role } from './roles';

/**
 * EVERY access rule of spec §6, as one table keyed by capability: a back-office route name
 * ('report', 'bank-report', …), a public-site or account route ('site.…', 'account/…'), or an
 * API action ('users.manage', …). The API authorises with it, the web builds menus with it.
 *
 * A rule grants access when ALL of these hold:
 *  - login: the user is logged in (false: anonymous visitors too);
 *  - customer: the user has a customer id;
 *  - anyOf / atLeast: the user HOLDS one of `anyOf`, or is ranked at or above `atLeast` (when
 *    neither is given, any logged-in user qualifies);
 *  - notIs: the user IS none of these (exact rank: their highest role), the spec's "hidden from";
 *  - mode: the back office runs in this mode;
 *  - flags: every listed flag is on; anyFlag: at least one listed flag is on;
 *  - shiftPos: the user has a point of sale that works in shifts;
 *  - staff: the user holds a role of the back office, not only the public site's ROLE_USERS (a
 *    site user gets 403 from the office's calls, not an empty list).
 * Where the spec says "admin" it means ROLE_ADMIN itself; "admins" loading lists means rank at or
 * above ROLE_ADMIN. Rules the spec leaves open are marked "decision".
 */
export type AccessRule = {
  readonly login: boolean;
  readonly customer?: boolean;
  readonly anyOf?: readonly Role[];
  readonly atLeast?: RankedRole;
  readonly notIs?: readonly Role[];
  readonly mode?: OfficeMode;
  readonly flags?: readonly FeatureFlag[];
  readonly anyFlag?: readonly FeatureFlag[];
  readonly shiftPos?: boolean;
  readonly staff?: boolean;
};

const NO_SALES: readonly Role[] = [
  'ROLE_ACCOUNTANT',
  'ROLE_OBU_SERVICE',
  'ROLE_TOLL_ADMIN',
  'ROLE_RIA',
];
// decision: the toll admin, the highest role, reads customers, contracts and vehicles (and the
// charging-system outbox on the vehicle screen) without writing them (issue #32 item 11)
const CUSTOMER_ROLES: readonly Role[] = [
  'ROLE_TOLL_ADMIN',
  'ROLE_ACCOUNTANT',
  'ROLE_ADMIN',
  'ROLE_CUSTOMERS_READ',
  'ROLE_CUSTOMERS_WRITE',
  'ROLE_UNITS_READ',
  'ROLE_UNITS_WRITE',
];
const OBU_ROLES: readonly Role[] = [
  'ROLE_OBU_SERVICE',
  'ROLE_PARTNER_ADMIN',
  'ROLE_OBU_READ',
  'ROLE_OBU_WRITE',
];
const FINANCE: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ADMIN'];
const BANK: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ADMIN', 'ROLE_CONCORD_ADMIN'];
const USER_ADMIN = {
  login: true,
  atLeast: 'ROLE_PARTNER_ADMIN',
  notIs: ['ROLE_TOLL_ADMIN'],
} as const;

export const ACCESS_RULES = {
  // back office: sales (hidden from accountant, OBU service, toll admin and RIA; need the flag)
  'buy-vignette': { login: true, staff: true, notIs: NO_SALES, flags: ['VIGNETTE', 'SALES'] },
  'buy-route-pass': { login: true, staff: true, notIs: NO_SALES, flags: ['ROUTE_PASS', 'SALES'] },
  'shopping-cart': {
    login: true,
    staff: true,
    notIs: NO_SALES,
    flags: ['SALES'],
    anyFlag: ['VIGNETTE', 'ROUTE_PASS'],
  },
  inquiry: { login: true, staff: true, notIs: ['ROLE_TOLL_ADMIN', 'ROLE_OBU_SERVICE'] },
  // reports and finance
  // decision: the toll admin reads the reports too (issue #32 item 11)
  report: { login: true, anyOf: ['ROLE_ACCOUNTANT', 'ROLE_TOLL_ADMIN'] },
  'trial-balance': { login: true, anyOf: FINANCE, mode: 'tolling' },
  'ongoing-payments': { login: true, anyOf: FINANCE, mode: 'tolling' },
  'ongoing-payments-report': { login: true, anyOf: FINANCE, mode: 'tolling' },
  'bank-report': { login: true, anyOf: BANK },
  'bank-report-failed': { login: true, anyOf: BANK, mode: 'tolling' },
  'unprocessed-transactions': { login: true, anyOf: BANK, mode: 'vignette' },
  // decision: the role of the failed-activations list is not shown; those who handle refunds
  'failed-activations': { login: true, anyOf: BANK },
  'sales-partners-obligations': {
    login: true,
    anyOf: ['ROLE_ADMIN', 'ROLE_CONCORD_ADMIN', 'ROLE_ACCOUNTANT'],
  },
  // users and points of sale: partner admin and above, not toll admin
  'user-management': USER_ADMIN,
  'pos-management': USER_ADMIN,
  // OBU pages: OBU service, partner admin or OBU read/write
  // decision: on-board units are the tolling system's; in vignette mode their pages are not shown
  'obu-management': { login: true, anyOf: OBU_ROLES, mode: 'tolling' },
  'obu-deliveries': { login: true, anyOf: OBU_ROLES, mode: 'tolling' },
  'obu-vendor-deliveries': { login: true, anyOf: ['ROLE_OBU_SERVICE'], mode: 'tolling' }, // decision: the vendor's own page
  // decision: the OBU roles, the warehouse admin, and the hand-out desk (its form is there)
  warehouse: {
    login: true,
    anyOf: [...OBU_ROLES, 'ROLE_CENTRAL_WAREHOUSE_ADMIN', 'ROLE_HANDOUT_WRITE'],
    mode: 'tolling',
  },
  // partners, customers, contracts, vehicles
  'partner-management': { login: true, anyOf: CUSTOMER_ROLES }, // decision: as customers
  'sales-partner-management': { login: true, anyOf: ['ROLE_ADMIN'] },
  // the sale partners and commissioners to choose from: their admin, and the reports' partner
  // filter (the report rule's accountant and toll admin)
  'partners.saleChoices': {
    login: true,
    anyOf: ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_TOLL_ADMIN'],
  },
  'contract-management': { login: true, anyOf: CUSTOMER_ROLES },
  'vehicle-management': { login: true, anyOf: CUSTOMER_ROLES },
  // decision: the charging (tolling) system's outbox: read as vehicles, retried by vehicle writers;
  // there is no charging system in vignette mode (issue #32 item 19)
  'charging-sync': { login: true, anyOf: CUSTOMER_ROLES, mode: 'tolling' },
  'charging-sync.write': {
    login: true,
    anyOf: ['ROLE_ACCOUNTANT', 'ROLE_ADMIN', 'ROLE_UNITS_WRITE'],
    mode: 'tolling',
  },
  // "service fees and invoices ALSO need a feature flag": the customer rule plus the flag
  'service-fees': { login: true, anyOf: CUSTOMER_ROLES, flags: ['SERVICE_FEES'] },
  invoices: {
    login: true,
    anyOf: [...CUSTOMER_ROLES, 'ROLE_VIEW_INVOICES', 'ROLE_EDIT_INVOICES', 'ROLE_INVOICE_PAYMENTS'],
    flags: ['INVOICES'],
  },
  'msts-transactions': { login: true, anyOf: CUSTOMER_ROLES, flags: ['MSTS'] }, // decision
  // decision: the MSTS file import is the finance staff's (as the toll-transaction import); the
  // outside toll service's keys are issued by the admin; MSTS reports to customers by accountants
  'msts.import': { login: true, anyOf: FINANCE, flags: ['MSTS'] },
  'msts.keys': { login: true, anyOf: ['ROLE_ADMIN'], flags: ['MSTS'] },
  'report.msts': { login: true, anyOf: ['ROLE_ACCOUNTANT'], flags: ['MSTS'] },
  // communication
  notifications: { login: true, anyOf: ['ROLE_ADMIN', 'ROLE_NOTIFICATIONS_READ'] },
  'mass-mailing': { login: true, anyOf: ['ROLE_ADMIN', 'ROLE_CONCORD_ADMIN'] },
  announcements: { login: true, anyOf: ['ROLE_ADMIN'] },
  // delicts (delicts write also reads: decision)
  delicts: {
    login: true,
    anyOf: ['ROLE_ADMIN', 'ROLE_CONCORD_ADMIN', 'ROLE_DELICTS_READ', 'ROLE_DELICTS_WRITE'],
    mode: 'tolling',
  },
  'search-delict-payments': {
    login: true,
    anyOf: ['ROLE_ADMIN', 'ROLE_DELICT_USER'],
    mode: 'vignette',
  },
  // shifts
  shifts: { login: true, anyOf: ['ROLE_PARTNER_ADMIN'], mode: 'vignette' },
  'cashier-shift': { login: true, staff: true, shiftPos: true },
  // API actions
  'partners.loadAll': { login: true, atLeast: 'ROLE_ADMIN', anyOf: ['ROLE_ACCOUNTANT'] },
  // decision: partners are read as customers ('partner-management'); they are written by the
  // admin, the accountant and the customers' write role (not by the read-only customer roles).
  'partners.write': {
    login: true,
    anyOf: ['ROLE_ADMIN', 'ROLE_ACCOUNTANT', 'ROLE_CUSTOMERS_WRITE'],
  },
  // decision: contracts (and their clients) and vehicles are read with the customer rule and
  // written by the accountant, the admin and the matching write role (read roles cannot write).
  'contracts.write': {
    login: true,
    anyOf: ['ROLE_ACCOUNTANT', 'ROLE_ADMIN', 'ROLE_CUSTOMERS_WRITE'],
  },
  'units.write': { login: true, anyOf: ['ROLE_ACCOUNTANT', 'ROLE_ADMIN', 'ROLE_UNITS_WRITE'] },
  // decision: API keys are issued and revoked by the admin; ROLE_VIEW_APIS also sees them (showApis)
  'partners.apis': { login: true, anyOf: ['ROLE_ADMIN'] },
  'partners.apis.view': { login: true, anyOf: ['ROLE_ADMIN', 'ROLE_VIEW_APIS'] },
  // decision: any signed-in user reaches the history call; it then requires the capability that
  // guards the record itself (partner → partner-management, user → user-management, …)
  'record-history': { login: true, staff: true },
  // decision: every user manager loads the roles, each marked with whether the caller may assign it
  'roles.load': USER_ADMIN,
  'users.manage': USER_ADMIN, // decision: the exact gate is not shown; same as user-management
  'pos.loadAll': { login: true, atLeast: 'ROLE_ADMIN' },
  // decision: every signed-in user reads the points of sale of their scope (spec §6: admins all,
  // a partner admin their partner's, others their own); the list is empty for most
  'pos.read': { login: true, staff: true },
  // decision: a shift is opened and closed by a seller (not the roles hidden from sales); the
  // service then requires one of the caller's own points of sale that works in shifts
  'cashier-shift.work': { login: true, staff: true, notIs: NO_SALES },
  // decision: shifts, their sales and reports are read within the POS scope (admins all, a partner
  // admin their partner's, a cashier their own shifts)
  'cashier-shift.read': { login: true, staff: true },
  // decision: the ledger's drill-down (an account's entries) is read by those who read the trial
  // balance, and by the toll admin, who adjusts a contract's toll from its balances
  'ledger.read': { login: true, anyOf: [...FINANCE, 'ROLE_TOLL_ADMIN'], mode: 'tolling' },
  // decision: a sale is reversed by the partner admin (their partner's POS) and the admins, not
  // by the toll admin or OBU service (hidden from the inquiry) nor by a cashier
  'inquiry.reverse': USER_ADMIN,
  // decision: the toll-transaction file import is the finance staff's (as the trial balance)
  'toll-charges.import': { login: true, anyOf: FINANCE, mode: 'tolling' },
  // decision: toll adjustments (spec §2) are made by the toll admin and the finance staff
  'toll-adjustments': {
    login: true,
    anyOf: [...FINANCE, 'ROLE_TOLL_ADMIN'],
    mode: 'tolling',
  },
  // decision: the toll operator's dated rates (per-km tariffs, international-toll overcharges)
  // are read by the toll admin and the finance staff and changed by the toll admin only
  'toll-administration': {
    login: true,
    anyOf: [...FINANCE, 'ROLE_TOLL_ADMIN'],
    mode: 'tolling',
  },
  'toll-administration.write': { login: true, anyOf: ['ROLE_TOLL_ADMIN'], mode: 'tolling' },
  // decision: refunding a card top-up and moving money between balances or contracts (internal
  // payments, spec §3) are the finance staff's, as the ongoing payments (spec §6)
  'contract-payments.refund': { login: true, anyOf: FINANCE, mode: 'tolling' },
  'internal-transfers': { login: true, anyOf: FINANCE, mode: 'tolling' },
  // decision: fee definitions and the billing run are the accountants' (and admins') work
  'service-fees.write': { login: true, anyOf: FINANCE, flags: ['SERVICE_FEES'] },
  // decision: issuing notes and cancelling need ROLE_EDIT_INVOICES or finance; marking paid
  // ROLE_INVOICE_PAYMENTS or finance
  'invoices.write': {
    login: true,
    anyOf: [...FINANCE, 'ROLE_EDIT_INVOICES'],
    flags: ['INVOICES'],
  },
  'invoices.pay': {
    login: true,
    anyOf: [...FINANCE, 'ROLE_INVOICE_PAYMENTS'],
    flags: ['INVOICES'],
  },
  'pos.search': {
    login: true,
    atLeast: 'ROLE_ADMIN',
    anyOf: ['ROLE_PARTNER_ADMIN', 'ROLE_DELICT_USER'],
  },
  // decision: a failed notice is sent again by the admin only (notifications read only reads)
  'notifications.resend': { login: true, anyOf: ['ROLE_ADMIN'] },
  // devices (decision): OBU pages are read by the §6 OBU roles and written by all but the read
  // role; the warehouse is written by the central warehouse admin, hand-outs by ROLE_HANDOUT_WRITE
  // (and the warehouse admin); the vendor's service role ships; attaching and returning a device on
  // a vehicle is an OBU write or a vehicle write (the vehicle screen's roles, not the read roles)
  'devices.write': {
    login: true,
    anyOf: ['ROLE_OBU_SERVICE', 'ROLE_PARTNER_ADMIN', 'ROLE_OBU_WRITE'],
    mode: 'tolling',
  },
  'warehouse.write': { login: true, anyOf: ['ROLE_CENTRAL_WAREHOUSE_ADMIN'], mode: 'tolling' },
  'warehouse.handout': {
    login: true,
    anyOf: ['ROLE_CENTRAL_WAREHOUSE_ADMIN', 'ROLE_HANDOUT_WRITE'],
    mode: 'tolling',
  },
  'devices.attach': {
    login: true,
    anyOf: [
      'ROLE_OBU_SERVICE',
      'ROLE_PARTNER_ADMIN',
      'ROLE_OBU_WRITE',
      'ROLE_ACCOUNTANT',
      'ROLE_ADMIN',
      'ROLE_UNITS_WRITE',
    ],
    mode: 'tolling',
  },
  // public site
  'site.buy-vignette': { login: false, flags: ['VIGNETTE', 'SALES'] },
  'site.buy-route-pass': { login: false, flags: ['ROUTE_PASS', 'SALES'] },
  'site.shopping-cart': { login: false, flags: ['SALES'], anyFlag: ['VIGNETTE', 'ROUTE_PASS'] },
  'site.saved-route-pass': { login: true, flags: ['ROUTE_PASS', 'SALES'] },
  'site.pay-delict': { login: false },
  'site.check-vignette': { login: false },
  // account pages: every logged-in user; the contract pages need a customer id
  account: { login: true },
  'account/orderHistory': { login: true },
  'account/settings': { login: true },
  // a signed-in user's saved vehicles (spec §7 /vehicles): every logged-in user, their own only
  'saved-vehicles': { login: true },
  'account/contract-management': { login: true, customer: true },
  'account/toll-settings': { login: true, customer: true },
  'account/route-pass-calculator': { login: true, customer: true },
  'account/obu-delivery': { login: true, customer: true },
  // decision (issue #36): the client's own user manages its fleet API keys and webhooks
  'account/fleet-api': { login: true, customer: true },
} as const satisfies Record<string, AccessRule>;

export type Capability = keyof typeof ACCESS_RULES;
export const CAPABILITIES = Object.keys(ACCESS_RULES) as Capability[];
