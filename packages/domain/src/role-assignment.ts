import { hasRole, RANKED_ROLES, rankOf, type Role, ROLES, type RoleHolder } from './roles';
import { fail, OK, type Check } from './validation';

/**
 * Who may grant which role (spec §6 says only that a concord admin cannot assign the admin or
 * concord-admin roles; the rest is this product's rule, "never above yourself"):
 *  - ROLE_ADMIN assigns every role (someone must be able to create concord and toll admins);
 *  - ROLE_CONCORD_ADMIN assigns every role except ROLE_ADMIN, ROLE_CONCORD_ADMIN and the
 *    higher-ranked ROLE_TOLL_ADMIN;
 *  - ROLE_PARTNER_ADMIN assigns the ranked roles below its own rank (its partner's staff);
 *  - nobody else assigns roles (ROLE_TOLL_ADMIN is kept out of user management).
 */
export function assignableRoles(assigner: RoleHolder | null | undefined): Role[] {
  if (hasRole(assigner, 'ROLE_ADMIN')) return [...ROLES];
  if (hasRole(assigner, 'ROLE_CONCORD_ADMIN')) {
    const banned: readonly Role[] = ['ROLE_ADMIN', 'ROLE_CONCORD_ADMIN', 'ROLE_TOLL_ADMIN'];
    return ROLES.filter((role) => !banned.includes(role));
  }
  if (hasRole(assigner, 'ROLE_PARTNER_ADMIN')) {
    return RANKED_ROLES.slice(0, rankOf('ROLE_PARTNER_ADMIN'));
  }
  return [];
}

export function canAssignRole(assigner: RoleHolder | null | undefined, role: Role): boolean {
  return assignableRoles(assigner).includes(role);
}

export function checkRoleAssignment(
  assigner: RoleHolder | null | undefined,
  roles: readonly Role[],
): Check {
  const refused = roles.find((role) => !canAssignRole(assigner, role));
  return refused === undefined ? OK : fail('user.roleNotAssignable', { role: refused });
}
