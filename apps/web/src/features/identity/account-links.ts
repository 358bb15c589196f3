import type { Capability } from '@toll/domain/access-rules';

export type AccountLinkId =
  | 'orderHistory'
  | 'accountSettings'
  | 'contractManagement'
  | 'tollSettings'
  | 'routePassCalculator'
  | 'obuDelivery'
  | 'fleetApi';

export type AccountLink = { id: AccountLinkId; to: string; capability: Capability };

/**
 * The account pages (spec §2), each behind its capability in packages/domain's access table:
 * every signed-in user has the first two, users with a customer id the contract pages too.
 */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { id: 'orderHistory', to: 'account/orderHistory', capability: 'account/orderHistory' },
  { id: 'accountSettings', to: 'account/settings', capability: 'account/settings' },
  {
    id: 'contractManagement',
    to: 'account/contract-management',
    capability: 'account/contract-management',
  },
  { id: 'tollSettings', to: 'account/toll-settings', capability: 'account/toll-settings' },
  {
    id: 'routePassCalculator',
    to: 'account/route-pass-calculator',
    capability: 'account/route-pass-calculator',
  },
  { id: 'obuDelivery', to: 'account/obu-delivery', capability: 'account/obu-delivery' },
  { id: 'fleetApi', to: 'account/fleet-api', capability: 'account/fleet-api' },
];

/** The account links a user with these capabilities sees. */
export function accountLinksFor(capabilities: ReadonlySet<Capability>): AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => capabilities.has(link.capability));
}
