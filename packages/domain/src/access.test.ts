import { describe, expect, it } from 'vitest';
import {
  type AccessContext,
  can,
  capabilitiesOf,
  defaultOfficeRoute,
  userQualifies,
} from './access';
import { ACCESS_RULES, CAPABILITIES, type Capability } from './access-rules';
import { DEFAULT_FEATURE_FLAGS, withFlags } from './feature-flags';
import { ROLES } from './roles';

const tolling: AccessContext = { mode: 'tolling', flags: DEFAULT_FEATURE_FLAGS };
const vignette: AccessContext = { mode: 'vignette', flags: withFlags({ TOLLING: false }) };
const user = (...roles: string[]) => ({ roles });
const short = (role: string) => role.replace(/^ROLE_/, '');

/** Which single-role users (and 'anonymous', 'none' = logged in without roles) may use a capability. */
function who(capability: Capability, context: AccessContext): string[] {
  const out: string[] = [];
  if (can(null, capability, context)) out.push('anonymous');
  if (can(user(), capability, context)) out.push('none');
  for (const role of ROLES) if (can(user(role), capability, context)) out.push(short(role));
  return out;
}

const ALL_BUT = (...excluded: string[]) => [
  'none',
  ...ROLES.map(short).filter((r) => !excluded.includes(r)),
];
/** Every role of the back office but these (not the site's ROLE_USERS, not a user with no role). */
const STAFF_BUT = (...excluded: string[]) =>
  ROLES.map(short).filter((r) => r !== 'USERS' && !excluded.includes(r));
const NO_SALES = ['ACCOUNTANT', 'OBU_SERVICE', 'TOLL_ADMIN', 'RIA'];
const CUSTOMERS = [
  'ACCOUNTANT',
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
  'UNITS_READ',
  'UNITS_WRITE',
  'ADMIN',
  'TOLL_ADMIN',
];

describe('access table: who may use each capability (tolling mode, default flags)', () => {
  const expected: Record<Capability, string[]> = {
    'buy-vignette': STAFF_BUT(...NO_SALES),
    'buy-route-pass': STAFF_BUT(...NO_SALES),
    'shopping-cart': STAFF_BUT(...NO_SALES),
    inquiry: STAFF_BUT('TOLL_ADMIN', 'OBU_SERVICE'),
    report: ['ACCOUNTANT', 'TOLL_ADMIN'],
    'trial-balance': ['ACCOUNTANT', 'ADMIN'],
    'ongoing-payments': ['ACCOUNTANT', 'ADMIN'],
    'ongoing-payments-report': ['ACCOUNTANT', 'ADMIN'],
    'bank-report': ['ACCOUNTANT', 'ADMIN', 'CONCORD_ADMIN'],
    'bank-report-failed': ['ACCOUNTANT', 'ADMIN', 'CONCORD_ADMIN'],
    'failed-activations': ['ACCOUNTANT', 'ADMIN', 'CONCORD_ADMIN'],
    'unprocessed-transactions': [],
    'sales-partners-obligations': ['ACCOUNTANT', 'ADMIN', 'CONCORD_ADMIN'],
    'user-management': ['PARTNER_ADMIN', 'ADMIN', 'CONCORD_ADMIN'],
    'pos-management': ['PARTNER_ADMIN', 'ADMIN', 'CONCORD_ADMIN'],
    'obu-management': ['OBU_SERVICE', 'OBU_READ', 'OBU_WRITE', 'PARTNER_ADMIN'],
    'obu-deliveries': ['OBU_SERVICE', 'OBU_READ', 'OBU_WRITE', 'PARTNER_ADMIN'],
    'obu-vendor-deliveries': ['OBU_SERVICE'],
    warehouse: [
      'CENTRAL_WAREHOUSE_ADMIN',
      'HANDOUT_WRITE',
      'OBU_SERVICE',
      'OBU_READ',
      'OBU_WRITE',
      'PARTNER_ADMIN',
    ],
    'partner-management': CUSTOMERS,
    'sales-partner-management': ['ADMIN'],
    'contract-management': CUSTOMERS,
    'vehicle-management': CUSTOMERS,
    'charging-sync': CUSTOMERS,
    'service-fees': CUSTOMERS,
    invoices: [
      'ACCOUNTANT',
      'CUSTOMERS_READ',
      'CUSTOMERS_WRITE',
      'UNITS_READ',
      'UNITS_WRITE',
      'INVOICE_PAYMENTS',
      'EDIT_INVOICES',
      'VIEW_INVOICES',
      'ADMIN',
      'TOLL_ADMIN',
    ],
    'msts-transactions': [],
    'msts.import': [],
    'msts.keys': [],
    'report.msts': [],
    notifications: ['NOTIFICATIONS_READ', 'ADMIN'],
    'mass-mailing': ['ADMIN', 'CONCORD_ADMIN'],
    announcements: ['ADMIN'],
    delicts: ['DELICTS_READ', 'DELICTS_WRITE', 'ADMIN', 'CONCORD_ADMIN'],
    'search-delict-payments': [],
    shifts: [],
    'cashier-shift': [],
    'partners.loadAll': ['ACCOUNTANT', 'ADMIN', 'CONCORD_ADMIN', 'TOLL_ADMIN'],
    'partners.write': ['ACCOUNTANT', 'CUSTOMERS_WRITE', 'ADMIN'],
    'partners.saleChoices': ['ACCOUNTANT', 'ADMIN', 'TOLL_ADMIN'],
    'contracts.write': ['ACCOUNTANT', 'CUSTOMERS_WRITE', 'ADMIN'],
    'units.write': ['ACCOUNTANT', 'UNITS_WRITE', 'ADMIN'],
    'charging-sync.write': ['ACCOUNTANT', 'UNITS_WRITE', 'ADMIN'],
    'partners.apis': ['ADMIN'],
    'partners.apis.view': ['ADMIN', 'VIEW_APIS'],
    'record-history': STAFF_BUT(),
    'roles.load': ['PARTNER_ADMIN', 'ADMIN', 'CONCORD_ADMIN'],
    'users.manage': ['PARTNER_ADMIN', 'ADMIN', 'CONCORD_ADMIN'],
    'pos.loadAll': ['ADMIN', 'CONCORD_ADMIN', 'TOLL_ADMIN'],
    'pos.read': STAFF_BUT(),
    'ledger.read': ['ACCOUNTANT', 'ADMIN', 'TOLL_ADMIN'],
    'toll-charges.import': ['ACCOUNTANT', 'ADMIN'],
    'toll-adjustments': ['ACCOUNTANT', 'ADMIN', 'TOLL_ADMIN'],
    'toll-administration': ['ACCOUNTANT', 'ADMIN', 'TOLL_ADMIN'],
    'toll-administration.write': ['TOLL_ADMIN'],
    'contract-payments.refund': ['ACCOUNTANT', 'ADMIN'],
    'internal-transfers': ['ACCOUNTANT', 'ADMIN'],
    'service-fees.write': ['ACCOUNTANT', 'ADMIN'],
    'invoices.write': ['ACCOUNTANT', 'EDIT_INVOICES', 'ADMIN'],
    'invoices.pay': ['ACCOUNTANT', 'INVOICE_PAYMENTS', 'ADMIN'],
    'pos.search': ['PARTNER_ADMIN', 'ADMIN', 'CONCORD_ADMIN', 'TOLL_ADMIN', 'DELICT_USER'],
    'cashier-shift.work': STAFF_BUT(...NO_SALES),
    'cashier-shift.read': STAFF_BUT(),
    'notifications.resend': ['ADMIN'],
    'devices.write': ['OBU_SERVICE', 'OBU_WRITE', 'PARTNER_ADMIN'],
    'warehouse.write': ['CENTRAL_WAREHOUSE_ADMIN'],
    'warehouse.handout': ['CENTRAL_WAREHOUSE_ADMIN', 'HANDOUT_WRITE'],
    'devices.attach': [
      'ACCOUNTANT',
      'ADMIN',
      'OBU_SERVICE',
      'OBU_WRITE',
      'PARTNER_ADMIN',
      'UNITS_WRITE',
    ],
    'inquiry.reverse': ['PARTNER_ADMIN', 'ADMIN', 'CONCORD_ADMIN'],
    'site.buy-vignette': ['anonymous', ...ALL_BUT()],
    'site.buy-route-pass': ['anonymous', ...ALL_BUT()],
    'site.shopping-cart': ['anonymous', ...ALL_BUT()],
    'site.saved-route-pass': ALL_BUT(),
    'site.pay-delict': ['anonymous', ...ALL_BUT()],
    'site.check-vignette': ['anonymous', ...ALL_BUT()],
    account: ALL_BUT(),
    'account/orderHistory': ALL_BUT(),
    'account/settings': ALL_BUT(),
    'saved-vehicles': ALL_BUT(),
    'account/contract-management': [],
    'account/toll-settings': [],
    'account/route-pass-calculator': [],
    'account/obu-delivery': [],
    'account/fleet-api': [],
  };

  it('covers every capability of the table', () => {
    expect(Object.keys(expected).sort()).toEqual([...CAPABILITIES].sort());
  });

  for (const capability of CAPABILITIES) {
    it(capability, () => {
      expect(who(capability, tolling).sort()).toEqual([...expected[capability]].sort());
    });
  }
});

describe('access by mode', () => {
  it('switches the mode-bound pages', () => {
    expect(who('trial-balance', vignette)).toEqual([]);
    expect(who('ledger.read', vignette)).toEqual([]);
    expect(who('bank-report-failed', vignette)).toEqual([]);
    expect(who('unprocessed-transactions', vignette).sort()).toEqual(
      ['ACCOUNTANT', 'ADMIN', 'CONCORD_ADMIN'].sort(),
    );
    expect(who('delicts', vignette)).toEqual([]);
    // no on-board units and no charging system without tolling (issue #32 item 19)
    for (const capability of [
      'obu-management',
      'obu-deliveries',
      'obu-vendor-deliveries',
      'warehouse',
      'devices.write',
      'devices.attach',
      'warehouse.write',
      'warehouse.handout',
      'charging-sync',
      'charging-sync.write',
    ] as const)
      expect(who(capability, vignette), capability).toEqual([]);
    expect(who('search-delict-payments', vignette).sort()).toEqual(['ADMIN', 'DELICT_USER'].sort());
    expect(who('shifts', vignette)).toEqual(['PARTNER_ADMIN']);
  });
});

describe('access by feature flag', () => {
  it('needs the sales flags', () => {
    const noVignette = { mode: 'tolling', flags: withFlags({ VIGNETTE: false }) } as const;
    const paused = { mode: 'tolling', flags: withFlags({ SALES: false }) } as const;
    const nothing = {
      mode: 'tolling',
      flags: withFlags({ VIGNETTE: false, ROUTE_PASS: false }),
    } as const;
    const seller = user('ROLE_VIGNETTE_USER');
    expect(can(seller, 'buy-vignette', noVignette)).toBe(false);
    expect(can(seller, 'buy-route-pass', noVignette)).toBe(true);
    expect(can(seller, 'shopping-cart', noVignette)).toBe(true);
    expect(can(seller, 'shopping-cart', nothing)).toBe(false);
    expect(can(seller, 'buy-route-pass', paused)).toBe(false);
    expect(can(null, 'site.buy-vignette', paused)).toBe(false);
    expect(can(null, 'site.check-vignette', paused)).toBe(true);
  });

  it('needs SERVICE_FEES, INVOICES and MSTS for their pages', () => {
    const accountant = user('ROLE_ACCOUNTANT');
    expect(
      can(accountant, 'service-fees', { ...tolling, flags: withFlags({ SERVICE_FEES: false }) }),
    ).toBe(false);
    expect(can(accountant, 'invoices', { ...tolling, flags: withFlags({ INVOICES: false }) })).toBe(
      false,
    );
    const msts = { ...tolling, flags: withFlags({ MSTS: true }) };
    expect(can(accountant, 'msts-transactions', msts)).toBe(true);
    expect(who('msts.import', msts).sort()).toEqual(['ACCOUNTANT', 'ADMIN']);
    expect(who('msts.keys', msts)).toEqual(['ADMIN']);
    expect(who('report.msts', msts)).toEqual(['ACCOUNTANT']);
  });
});

describe('access details', () => {
  it('hides sales by the highest role only ("user is")', () => {
    expect(can(user('ROLE_ACCOUNTANT', 'ROLE_ADMIN'), 'buy-vignette', tolling)).toBe(true);
    expect(can(user('ROLE_USERS', 'ROLE_ACCOUNTANT'), 'buy-vignette', tolling)).toBe(false);
    expect(can(user('ROLE_ADMIN', 'ROLE_TOLL_ADMIN'), 'user-management', tolling)).toBe(false);
  });

  it('grants by holding a role, whatever the highest', () => {
    expect(can(user('ROLE_ADMIN', 'ROLE_ACCOUNTANT'), 'report', tolling)).toBe(true);
    expect(can({ roles: [{ code: 'ROLE_NOTIFICATIONS_READ' }] }, 'notifications', tolling)).toBe(
      true,
    );
  });

  it('opens the contract pages of the account to customers only', () => {
    expect(can({ roles: [], customerId: 'C-1' }, 'account/toll-settings', tolling)).toBe(true);
    expect(can({ roles: [], customerId: 7 }, 'account/obu-delivery', tolling)).toBe(true);
    expect(can({ roles: [], customerId: 'C-1' }, 'account/fleet-api', tolling)).toBe(true);
    expect(can({ roles: [], customerId: null }, 'account/fleet-api', tolling)).toBe(false);
    expect(can({ roles: [], customerId: '' }, 'account/toll-settings', tolling)).toBe(false);
    expect(can({ roles: [], customerId: null }, 'account/contract-management', tolling)).toBe(
      false,
    );
    expect(can(null, 'account', tolling)).toBe(false);
  });

  it('shows the cashier-shift link to users with a shift-mode POS', () => {
    expect(
      can(user('ROLE_VIGNETTE_USER'), 'cashier-shift', { ...vignette, hasShiftPos: true }),
    ).toBe(true);
    expect(
      can(user('ROLE_VIGNETTE_USER'), 'cashier-shift', { ...vignette, hasShiftPos: false }),
    ).toBe(false);
    expect(can(null, 'cashier-shift', { ...vignette, hasShiftPos: true })).toBe(false);
  });

  it('checks the user part of a rule without a context', () => {
    expect(userQualifies(user('ROLE_ACCOUNTANT'), 'trial-balance')).toBe(true);
    expect(userQualifies(null, 'site.pay-delict')).toBe(true);
    expect(userQualifies(null, 'report')).toBe(false);
  });

  it('lists capabilities for menus and picks the landing route', () => {
    expect(capabilitiesOf(null, tolling)).toEqual([
      'site.buy-vignette',
      'site.buy-route-pass',
      'site.shopping-cart',
      'site.pay-delict',
      'site.check-vignette',
    ]);
    expect(capabilitiesOf(user('ROLE_ACCOUNTANT'), tolling)).toContain('report');
    expect(defaultOfficeRoute(user('ROLE_ACCOUNTANT'), tolling)).toBe('trial-balance');
    expect(defaultOfficeRoute(user('ROLE_ACCOUNTANT'), vignette)).toBe('report');
    expect(defaultOfficeRoute(user('ROLE_ADMIN'), tolling)).toBe('partner-management');
    expect(defaultOfficeRoute(user('ROLE_ADMIN'), vignette)).toBe('partner-management');
    expect(defaultOfficeRoute(user('ROLE_CONCORD_ADMIN'), tolling)).toBe('bank-report');
    expect(defaultOfficeRoute(user('ROLE_PARTNER_ADMIN'), tolling)).toBe('user-management');
    expect(defaultOfficeRoute(user('ROLE_PARTNER_ADMIN'), vignette)).toBe('shifts');
    expect(
      defaultOfficeRoute(user('ROLE_CENTRAL_WAREHOUSE_ADMIN', 'ROLE_OBU_WRITE'), tolling),
    ).toBe('warehouse');
    expect(defaultOfficeRoute(user('ROLE_HANDOUT_WRITE'), tolling)).toBe('warehouse');
    // no devices in vignette mode: the hand-out desk opens the sales like other staff
    expect(defaultOfficeRoute(user('ROLE_HANDOUT_WRITE'), vignette)).toBe('buy-vignette');
    expect(defaultOfficeRoute(user('ROLE_DELICTS_READ'), tolling)).toBe('delicts');
    expect(defaultOfficeRoute(user('ROLE_DELICT_USER'), vignette)).toBe('search-delict-payments');
    expect(defaultOfficeRoute(user('ROLE_OBU_SERVICE'), tolling)).toBe('obu-management');
    expect(defaultOfficeRoute(user('ROLE_VIGNETTE_USER', 'ROLE_ROUTE_PASS_USER'), tolling)).toBe(
      'buy-vignette',
    );
    expect(defaultOfficeRoute(user('ROLE_ROUTE_PASS_USER'), tolling)).toBe('buy-route-pass');
    // The role's screen needs a flag that is off: the next that fits.
    expect(
      defaultOfficeRoute(user('ROLE_VIGNETTE_USER'), {
        ...tolling,
        flags: { ...tolling.flags, VIGNETTE: false },
      }),
    ).toBe('buy-route-pass');
    expect(defaultOfficeRoute(user('ROLE_USERS'), tolling)).toBeNull();
    expect(defaultOfficeRoute(user('ROLE_TOLL_ADMIN'), tolling)).toBe('toll-administration');
    expect(defaultOfficeRoute(user('ROLE_TOLL_ADMIN'), vignette)).toBe('report');
    expect(defaultOfficeRoute(null, tolling)).toBeNull();
  });

  it('has a rule object for every capability', () => {
    for (const capability of CAPABILITIES)
      expect(typeof ACCESS_RULES[capability].login).toBe('boolean');
  });
});
