import { type Role, ROLES, type RoleHolder, userRoles } from './roles';
import { fail, OK, type Check } from './validation';

/**
 * Who may grant what: for each role that manages users, the roles it may assign and whether it is
 * tied to its own partner. Spec §6 says only that a concord admin cannot assign the admin or
 * concord-admin roles; the rest is this product's rule, "nobody widens their own reach":
 *  - ROLE_ADMIN assigns every role, to users of any partner or of the agency;
 *  - ROLE_CONCORD_ADMIN every role but ROLE_ADMIN, ROLE_CONCORD_ADMIN and the higher-ranked
 *    ROLE_TOLL_ADMIN, to anyone;
 *  - ROLE_PARTNER_ADMIN only the roles of its partner's own staff (the counter's sellers, the
 *    delict clerk, the fiscal device, and another partner admin of the same partner), and only to
 *    users of its own partner;
 *  - nobody else manages users (ROLE_TOLL_ADMIN is kept out of user management).
 * The API authorises with it, `/api/roles` answers it and the office's user form offers it.
 */
export type GrantRule = {
  /** The roles this manager may add to or take from a user. */
  readonly assigns: readonly Role[];
  /** Whether it manages only users of its own partner (and gives only that partner's POS). */
  readonly ownPartnerOnly: boolean;
};

/** The roles of a partner's own staff at its points of sale. */
export const PARTNER_STAFF_ROLES: readonly Role[] = [
  'ROLE_C2',
  'ROLE_VIGNETTE_USER',
  'ROLE_ROUTE_PASS_USER',
  'ROLE_C9',
  'ROLE_DELICT_USER',
  'ROLE_FISCAL_DEVICE',
  'ROLE_PARTNER_ADMIN',
];

const AGENCY_TOP: readonly Role[] = ['ROLE_ADMIN', 'ROLE_CONCORD_ADMIN', 'ROLE_TOLL_ADMIN'];

export const GRANT_RULES: Readonly<Partial<Record<Role, GrantRule>>> = {
  ROLE_ADMIN: { assigns: ROLES, ownPartnerOnly: false },
  ROLE_CONCORD_ADMIN: {
    assigns: ROLES.filter((role) => !AGENCY_TOP.includes(role)),
    ownPartnerOnly: false,
  },
  ROLE_PARTNER_ADMIN: { assigns: PARTNER_STAFF_ROLES, ownPartnerOnly: true },
};

/** What a user may grant: the union of its managing roles; partner-bound unless one is not. */
export type GrantScope = { roles: readonly Role[]; ownPartnerOnly: boolean };

export function grantScope(assigner: RoleHolder | null | undefined): GrantScope {
  const rules = userRoles(assigner)
    .map((role) => GRANT_RULES[role])
    .filter((rule): rule is GrantRule => rule !== undefined);
  if (rules.length === 0) return { roles: [], ownPartnerOnly: true };
  const granted = new Set(rules.flatMap((rule) => rule.assigns));
  return {
    roles: ROLES.filter((role) => granted.has(role)),
    ownPartnerOnly: rules.every((rule) => rule.ownPartnerOnly),
  };
}

/** The roles a user may assign, in table order. */
export function assignableRoles(assigner: RoleHolder | null | undefined): Role[] {
  return [...grantScope(assigner).roles];
}

export function canAssignRole(assigner: RoleHolder | null | undefined, role: Role): boolean {
  return grantScope(assigner).roles.includes(role);
}

export function checkRoleAssignment(
  assigner: RoleHolder | null | undefined,
  roles: readonly Role[],
): Check {
  const refused = roles.find((role) => !canAssignRole(assigner, role));
  return refused === undefined ? OK : fail('user.roleNotAssignable', { role: refused });
}

/** A user a manager looks after: its roles and partner (null: the agency's own staff). */
export type ManagedUser = RoleHolder & { partnerId: number | null };
export type Manager = RoleHolder & { partnerId: number | null };

/**
 * Whether a manager may edit, reset, activate, deactivate or delete a user: a partner-bound
 * manager only users of its own partner, and nobody a user holding a role it could not grant
 * itself (resetting such a user's password would hand over that user's rights).
 */
export function checkManagesUser(manager: Manager, target: ManagedUser): Check {
  const scope = grantScope(manager);
  if (scope.roles.length === 0) return fail('user.outsidePartner');
  if (
    scope.ownPartnerOnly &&
    (manager.partnerId === null || target.partnerId !== manager.partnerId)
  )
    return fail('user.outsidePartner');
  const beyond = userRoles(target).find((role) => !scope.roles.includes(role));
  return beyond === undefined ? OK : fail('user.beyondYourRoles', { role: beyond });
}

/** Whether a manager may place a user in a partner (null: the agency). */
export function checkPartnerPlacement(manager: Manager, partnerId: number | null): Check {
  const scope = grantScope(manager);
  if (!scope.ownPartnerOnly) return OK;
  return manager.partnerId !== null && partnerId === manager.partnerId
    ? OK
    : fail('user.outsidePartner');
}
