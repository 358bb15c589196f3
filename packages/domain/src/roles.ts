/**
 * Roles (spec §6). RANKED_ROLES is the rank order, lowest first; the rank is the index.
 * ROLE_FISCAL_DEVICE and ROLE_DELICT_USER stand outside the ranking. The spec names the OBU
 * vendor's service role without its code: here it is ROLE_OBU_SERVICE.
 *
 * A user's rank is the rank of their highest ranked role. "user is R" is an exact rank match
 * (the highest role is R); "allowed R" is a rank at or above R's. For the two unranked roles both
 * mean that the user holds the role.
 */
export const RANKED_ROLES = [
  'ROLE_RIA',
  'ROLE_USERS',
  'ROLE_C2',
  'ROLE_VIGNETTE_USER',
  'ROLE_ROUTE_PASS_USER',
  'ROLE_C9',
  'ROLE_DELICTS_READ',
  'ROLE_DELICTS_WRITE',
  'ROLE_ACCOUNTANT',
  'ROLE_CENTRAL_WAREHOUSE_ADMIN',
  'ROLE_OBU_SERVICE',
  'ROLE_CUSTOMERS_READ',
  'ROLE_CUSTOMERS_WRITE',
  'ROLE_OBU_READ',
  'ROLE_OBU_WRITE',
  'ROLE_UNITS_READ',
  'ROLE_UNITS_WRITE',
  'ROLE_HANDOUT_WRITE',
  'ROLE_NOTIFICATIONS_READ',
  'ROLE_INVOICE_PAYMENTS',
  'ROLE_EDIT_INVOICES',
  'ROLE_VIEW_INVOICES',
  'ROLE_VIEW_APIS',
  'ROLE_PARTNER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_CONCORD_ADMIN',
  'ROLE_TOLL_ADMIN',
] as const;
export const UNRANKED_ROLES = ['ROLE_FISCAL_DEVICE', 'ROLE_DELICT_USER'] as const;
export const ROLES = [...RANKED_ROLES, ...UNRANKED_ROLES] as const;

export type RankedRole = (typeof RANKED_ROLES)[number];
export type Role = (typeof ROLES)[number];

/** What access checks need of a user: role codes, as strings or as `{ code }` records (spec §3). */
export type RoleHolder = { roles: readonly (string | { code: string })[] };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isRankedRole(role: Role): role is RankedRole {
  return (RANKED_ROLES as readonly string[]).includes(role);
}

/** The rank of a ranked role (0 = ROLE_RIA). */
export function rankOf(role: RankedRole): number {
  return RANKED_ROLES.indexOf(role);
}

/** The rank of a role (0 = ROLE_RIA), null for the unranked roles. */
export function roleRank(role: Role): number | null {
  const index = (RANKED_ROLES as readonly string[]).indexOf(role);
  return index === -1 ? null : index;
}

/** The user's known roles; unknown codes are ignored. */
export function userRoles(user: RoleHolder | null | undefined): Role[] {
  if (!user) return [];
  return user.roles.map((role) => (typeof role === 'string' ? role : role.code)).filter(isRole);
}

export function hasRole(user: RoleHolder | null | undefined, role: Role): boolean {
  return userRoles(user).includes(role);
}

/** The highest ranked role a user holds, or null. */
export function highestRole(user: RoleHolder | null | undefined): RankedRole | null {
  let best: RankedRole | null = null;
  for (const role of userRoles(user)) {
    if (!isRankedRole(role)) continue;
    if (best === null || rankOf(role) > rankOf(best)) best = role;
  }
  return best;
}

/** "user is": exact rank. */
export function userIs(user: RoleHolder | null | undefined, role: Role): boolean {
  if (!isRankedRole(role)) return hasRole(user, role);
  return highestRole(user) === role;
}

/** "allowed": rank at or above. */
export function isAllowed(user: RoleHolder | null | undefined, role: Role): boolean {
  if (!isRankedRole(role)) return hasRole(user, role);
  const highest = highestRole(user);
  return highest !== null && rankOf(highest) >= rankOf(role);
}

/** Ranked roles at or above a role. */
export function rolesAtOrAbove(role: RankedRole): RankedRole[] {
  return RANKED_ROLES.slice(rankOf(role));
}

/** Roles of the public site alone: a user who holds no other role has no place in the back office. */
export const SITE_ONLY_ROLES: readonly Role[] = ['ROLE_USERS'];

/** Whether a user holds a role of the back office (staff, partners, agencies), not only the site's. */
export function hasOfficeRole(holder: RoleHolder): boolean {
  return holder.roles.some((role) => {
    const code = typeof role === 'string' ? role : role.code;
    return isRole(code) && !SITE_ONLY_ROLES.includes(code);
  });
}
