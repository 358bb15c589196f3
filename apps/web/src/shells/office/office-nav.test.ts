import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type AccessContext } from '@toll/domain/access';
import { ACCESS_RULES } from '@toll/domain/access-rules';
import { DEFAULT_FEATURE_FLAGS } from '@toll/domain/feature-flags';
import type { Role } from '@toll/domain/roles';
import { OFFICE_SCREEN_IDS, OFFICE_SCREENS, officeMenu, officeScreensFor } from './office-nav';

const tolling: AccessContext = { mode: 'tolling', flags: DEFAULT_FEATURE_FLAGS };
const vignette: AccessContext = {
  mode: 'vignette',
  flags: { ...DEFAULT_FEATURE_FLAGS, TOLLING: false },
};
const capsOf = (roles: Role[], context: AccessContext = tolling) =>
  new Set(capabilitiesOf({ roles }, context));
const screensOf = (roles: Role[], context: AccessContext = tolling) =>
  officeScreensFor(capsOf(roles, context)).map((screen) => screen.path);

describe('back-office menu', () => {
  it('has every back-office route of spec §2, each with a capability of the access table', () => {
    const paths = OFFICE_SCREENS.map((screen) => screen.path);
    for (const path of [
      'buy-vignette',
      'bulk-purchase',
      'buy-route-pass',
      'buy-route-pass/:id',
      'shopping-cart',
      'inquiry',
      'report',
      'trial-balance',
      'ongoing-payments',
      'ongoing-payments-report',
      'bank-report',
      'bank-report-failed',
      'unprocessed-transactions',
      'user-management',
      'pos-management',
      'obu-management',
      'obu-deliveries',
      'obu-vendor-deliveries',
      'warehouse',
      'partner-management',
      'sales-partner-management',
      'sales-partners-obligations',
      'contract-management',
      'contract-management/:partnerId',
      'vehicle-management',
      'vehicle-management/:contractId',
      'clients/:customerId',
      'charging-sync',
      'service-fees',
      'notifications',
      'mass-mailing',
      'invoices',
      'delicts',
      'search-delict-payments',
      'announcements',
      'shifts',
      'failed-activations',
      'msts-transactions',
    ])
      expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(OFFICE_SCREENS.map((screen) => screen.id).sort()).toEqual([...OFFICE_SCREEN_IDS].sort());
    for (const screen of OFFICE_SCREENS) expect(ACCESS_RULES[screen.capability].login).toBe(true);
  });

  it('shows each demo role exactly its screens (tolling mode)', () => {
    expect(screensOf(['ROLE_VIGNETTE_USER', 'ROLE_ROUTE_PASS_USER'])).toEqual([
      'buy-vignette',
      'bulk-purchase',
      'buy-route-pass',
      'shopping-cart',
      'inquiry',
    ]);
    expect(screensOf(['ROLE_ACCOUNTANT'])).toEqual([
      'inquiry',
      'partner-management',
      'contract-management',
      'vehicle-management',
      'charging-sync',
      'report',
      'trial-balance',
      'ongoing-payments',
      'ongoing-payments-report',
      'bank-report',
      'bank-report-failed',
      'failed-activations',
      'sales-partners-obligations',
      'service-fees',
      'invoices',
      'toll-administration',
    ]);
    expect(screensOf(['ROLE_TOLL_ADMIN'])).toEqual([
      'partner-management',
      'contract-management',
      'vehicle-management',
      'charging-sync',
      'report',
      'service-fees',
      'invoices',
      'toll-administration',
    ]);
    expect(screensOf(['ROLE_PARTNER_ADMIN'])).toEqual([
      'buy-vignette',
      'bulk-purchase',
      'buy-route-pass',
      'shopping-cart',
      'inquiry',
      'obu-management',
      'obu-deliveries',
      'warehouse',
      'user-management',
      'pos-management',
    ]);
    expect(screensOf(['ROLE_DELICTS_READ'])).toEqual([
      'buy-vignette',
      'bulk-purchase',
      'buy-route-pass',
      'shopping-cart',
      'inquiry',
      'delicts',
    ]);
    expect(screensOf(['ROLE_CENTRAL_WAREHOUSE_ADMIN', 'ROLE_OBU_WRITE'])).toEqual([
      'buy-vignette',
      'bulk-purchase',
      'buy-route-pass',
      'shopping-cart',
      'inquiry',
      'obu-management',
      'obu-deliveries',
      'warehouse',
    ]);
    const admin = screensOf(['ROLE_ADMIN']);
    expect(admin).toContain('partner-management');
    expect(admin).toContain('announcements');
    expect(admin).not.toContain('unprocessed-transactions');
    expect(admin).not.toContain('shifts');
  });

  it('follows the mode: vignette mode swaps the tolling screens for its own', () => {
    expect(screensOf(['ROLE_ACCOUNTANT'], vignette)).toContain('unprocessed-transactions');
    expect(screensOf(['ROLE_ACCOUNTANT'], vignette)).not.toContain('trial-balance');
    expect(screensOf(['ROLE_PARTNER_ADMIN'], vignette)).toContain('shifts');
    expect(screensOf(['ROLE_DELICT_USER'], vignette)).toContain('search-delict-payments');
  });

  it('shows no tolling-only screen in vignette mode (on-board units, warehouse, charging sync)', () => {
    const tollingOnly = [
      'obu-management',
      'obu-deliveries',
      'obu-vendor-deliveries',
      'warehouse',
      'charging-sync',
      'trial-balance',
      'toll-administration',
    ];
    for (const roles of [
      ['ROLE_ADMIN'],
      ['ROLE_ACCOUNTANT'],
      ['ROLE_TOLL_ADMIN'],
      ['ROLE_PARTNER_ADMIN'],
      ['ROLE_CENTRAL_WAREHOUSE_ADMIN', 'ROLE_OBU_WRITE'],
      ['ROLE_OBU_SERVICE'],
    ] as Role[][]) {
      const shown = screensOf(roles, vignette);
      expect(
        shown.filter((path) => tollingOnly.includes(path)),
        roles.join(),
      ).toEqual([]);
    }
    expect(screensOf(['ROLE_PARTNER_ADMIN'])).toContain('obu-management');
    expect(screensOf(['ROLE_ACCOUNTANT'])).toContain('charging-sync');
  });

  it('keeps record pages and the shift out of the menu, and groups the rest', () => {
    const all = officeScreensFor(capsOf(['ROLE_ADMIN']), { all: true }).map((s) => s.path);
    expect(all).toContain('contract-management/:partnerId');
    expect(screensOf(['ROLE_ADMIN'])).not.toContain('contract-management/:partnerId');
    const groups = officeMenu(capsOf(['ROLE_VIGNETTE_USER']));
    expect(groups.map((group) => group.group)).toEqual(['sales']);
    const shift = officeScreensFor(
      new Set(capabilitiesOf({ roles: ['ROLE_VIGNETTE_USER'] }, { ...tolling, hasShiftPos: true })),
      { all: true },
    ).map((s) => s.path);
    expect(shift).toContain('cashier-shift');
  });
});
