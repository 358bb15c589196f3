import { type AccessRule, ACCESS_RULES, CAPABILITIES, type Capability } from './access-rules';
import type { FeatureFlags, OfficeMode } from './feature-flags';
import { hasRole, isAllowed, type RoleHolder, userIs } from './roles';

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
 * The back office's landing route by mode and role (the spec says only that it depends on both):
 * the first route of the mode's preference list the user may open, else 'inquiry', else null.
 */
export const DEFAULT_OFFICE_ROUTES: Readonly<Record<OfficeMode, readonly Capability[]>> = {
  tolling: [
    'contract-management',
    'report',
    'delicts',
    'obu-management',
    'buy-route-pass',
    'user-management',
    'inquiry',
  ],
  vignette: [
    'buy-vignette',
    'report',
    'search-delict-payments',
    'shifts',
    'user-management',
    'inquiry',
  ],
};

export function defaultOfficeRoute(
  user: AccessUser | null | undefined,
  context: AccessContext,
): Capability | null {
  return DEFAULT_OFFICE_ROUTES[context.mode].find((route) => can(user, route, context)) ?? null;
}
