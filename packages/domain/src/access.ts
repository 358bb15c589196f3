import { type AccessRule, ACCESS_RULES, CAPABILITIES, type Capability } from './access-rules';
import type { FeatureFlags, OfficeMode } from './feature-flags';
import { hasOfficeRole, hasRole, isAllowed, type Role, type RoleHolder, userIs } from './roles';

export type AccessUser = RoleHolder & { customerId?: string | number | null };
export type AccessContext = {
  mode: OfficeMode;
  flags: FeatureFlags;
  /** The user has a point of sale that works in shifts (for the cashier-shift link). */
  hasShiftPos?: boolean;
};

function rolesGrant(rule: AccessRule, user: AccessUser): boolean {
  if (!rule.anyOf && !rule.atLeast) return true;
  if (rule.anyOf?.some((role) => hasRole(user, role))) return true;
  return rule.atLeast !== undefined && isAllowed(user, rule.atLeast);
}

function contextGrants(rule: AccessRule, context: AccessContext): boolean {
  if (rule.mode && rule.mode !== context.mode) return false;
  if (rule.flags && !rule.flags.every((flag) => context.flags[flag])) return false;
  if (rule.anyFlag && !rule.anyFlag.some((flag) => context.flags[flag])) return false;
  return !rule.shiftPos || context.hasShiftPos === true;
}

/** The user part of a rule only (login, customer id, roles), whatever the mode and flags. */
export function userQualifies(
  user: AccessUser | null | undefined,
  capability: Capability,
): boolean {
  const rule: AccessRule = ACCESS_RULES[capability];
  if (!user) return !rule.login;
  if (
    rule.customer &&
    (user.customerId === null || user.customerId === undefined || user.customerId === '')
  )
    return false;
  if (rule.notIs?.some((role) => userIs(user, role))) return false;
  if (rule.staff && !hasOfficeRole(user)) return false;
  return rolesGrant(rule, user);
}

/** Whether a user (null = anonymous visitor) may use a capability in a context. */
export function can(
  user: AccessUser | null | undefined,
  capability: Capability,
  context: AccessContext,
): boolean {
  return contextGrants(ACCESS_RULES[capability], context) && userQualifies(user, capability);
}

/** Every capability a user has, in table order (for menus). */
export function capabilitiesOf(
  user: AccessUser | null | undefined,
  context: AccessContext,
): Capability[] {
  return CAPABILITIES.filter((capability) => can(user, capability, context));
}

/**
 * The back office's landing route by mode and role (the spec says only that it depends on both;
 * decision): the user's roles are looked at in the order below, and the first route of the first
 * matching role's list that the user may open in this mode wins, e.g. a cashier lands on
 * buy-vignette, an accountant on trial-balance in tolling mode (report in vignette mode), the
 * warehouse on warehouse, an admin on partner-management and the toll admin on the toll
 * administration. A user none of these fit lands on
 * the first screen of the general list they may open; with none, null (the "no screens" page).
 */
export const DEFAULT_OFFICE_ROUTES: readonly {
  readonly role: Role;
  readonly routes: Readonly<Record<OfficeMode, readonly Capability[]>>;
}[] = [
  {
    role: 'ROLE_TOLL_ADMIN',
    routes: {
      tolling: ['toll-administration', 'contract-management'],
      vignette: ['report', 'contract-management'],
    },
  },
  both('ROLE_ADMIN', ['partner-management', 'user-management']),
  both('ROLE_CONCORD_ADMIN', ['bank-report', 'user-management']),
  {
    role: 'ROLE_ACCOUNTANT',
    routes: { tolling: ['trial-balance', 'report'], vignette: ['report', 'bank-report'] },
  },
  {
    role: 'ROLE_PARTNER_ADMIN',
    routes: { tolling: ['user-management'], vignette: ['shifts', 'user-management'] },
  },
  both('ROLE_CENTRAL_WAREHOUSE_ADMIN', ['warehouse']),
  both('ROLE_HANDOUT_WRITE', ['warehouse']),
  both('ROLE_OBU_SERVICE', ['obu-management', 'obu-vendor-deliveries']),
  both('ROLE_OBU_WRITE', ['obu-management']),
  both('ROLE_OBU_READ', ['obu-management']),
  both('ROLE_DELICTS_WRITE', ['delicts']),
  both('ROLE_DELICTS_READ', ['delicts']),
  both('ROLE_DELICT_USER', ['search-delict-payments']),
  both('ROLE_CUSTOMERS_WRITE', ['contract-management']),
  both('ROLE_CUSTOMERS_READ', ['contract-management']),
  both('ROLE_NOTIFICATIONS_READ', ['notifications']),
  both('ROLE_VIGNETTE_USER', ['buy-vignette', 'buy-route-pass']),
  both('ROLE_ROUTE_PASS_USER', ['buy-route-pass', 'buy-vignette']),
];

/** The general order for users no role above fits. */
export const FALLBACK_OFFICE_ROUTES: readonly Capability[] = [
  'buy-vignette',
  'buy-route-pass',
  'inquiry',
  'contract-management',
  'invoices',
  'notifications',
];

function both(role: Role, routes: readonly Capability[]) {
  return { role, routes: { tolling: routes, vignette: routes } };
}

export function defaultOfficeRoute(
  user: AccessUser | null | undefined,
  context: AccessContext,
): Capability | null {
  if (!user) return null;
  const allowed = (route: Capability) => can(user, route, context);
  for (const { role, routes } of DEFAULT_OFFICE_ROUTES) {
    if (!hasRole(user, role)) continue;
    const route = routes[context.mode].find(allowed);
    if (route) return route;
  }
  return FALLBACK_OFFICE_ROUTES.find(allowed) ?? null;
}
