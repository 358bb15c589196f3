import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '@toll/domain/access';
import { DEFAULT_FEATURE_FLAGS } from '@toll/domain/feature-flags';
import { accountLinksFor } from './account-links';

const context = { mode: 'tolling', flags: DEFAULT_FEATURE_FLAGS } as const;
const linksOf = (customerId: string | null) =>
  accountLinksFor(
    new Set(capabilitiesOf({ roles: [{ code: 'ROLE_USERS' }], customerId }, context)),
  ).map((link) => link.id);

describe('account links', () => {
  it('show order history and settings to every user, the contract pages only to customers', () => {
    expect(linksOf(null)).toEqual(['orderHistory', 'accountSettings']);
    expect(linksOf('C-100001')).toEqual([
      'orderHistory',
      'accountSettings',
      'contractManagement',
      'tollSettings',
      'routePassCalculator',
      'obuDelivery',
      'fleetApi',
    ]);
  });

  it('show nothing to an anonymous visitor', () => {
    expect(accountLinksFor(new Set(capabilitiesOf(null, context)))).toEqual([]);
  });
});
