import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canAssignRole,
  checkManagesUser,
  checkPartnerPlacement,
  checkRoleAssignment,
  GRANT_RULES,
  grantScope,
  PARTNER_STAFF_ROLES,
} from './role-assignment';
import { isAllowed, ROLES, type Role } from './roles';

const user = (...roles: Role[]) => ({ roles });
const partnerAdmin = { roles: ['ROLE_PARTNER_ADMIN' as Role], partnerId: 1 };

describe('who may grant what', () => {
  it('lets an admin assign every role, to anyone', () => {
    expect(assignableRoles(user('ROLE_ADMIN'))).toEqual([...ROLES]);
    expect(grantScope(user('ROLE_ADMIN')).ownPartnerOnly).toBe(false);
  });

  it('keeps the concord admin from the admin, concord admin and toll admin roles (spec §6)', () => {
    const concord = user('ROLE_CONCORD_ADMIN');
    expect(canAssignRole(concord, 'ROLE_ADMIN')).toBe(false);
    expect(canAssignRole(concord, 'ROLE_CONCORD_ADMIN')).toBe(false);
    expect(canAssignRole(concord, 'ROLE_TOLL_ADMIN')).toBe(false);
    expect(canAssignRole(concord, 'ROLE_PARTNER_ADMIN')).toBe(true);
    expect(assignableRoles(concord)).toHaveLength(ROLES.length - 3);
  });

  it("lets a partner admin assign only its partner's staff roles, to its own partner", () => {
    const partner = user('ROLE_PARTNER_ADMIN');
    expect(assignableRoles(partner)).toEqual(ROLES.filter((r) => PARTNER_STAFF_ROLES.includes(r)));
    for (const role of [
      'ROLE_ACCOUNTANT',
      'ROLE_CUSTOMERS_WRITE',
      'ROLE_CUSTOMERS_READ',
      'ROLE_VIEW_APIS',
      'ROLE_OBU_WRITE',
    ] as const)
      expect(canAssignRole(partner, role), role).toBe(false);
    expect(canAssignRole(partner, 'ROLE_DELICT_USER')).toBe(true);
    expect(grantScope(partner).ownPartnerOnly).toBe(true);
  });

  it('gives nobody else any role', () => {
    expect(assignableRoles(user('ROLE_TOLL_ADMIN'))).toEqual([]);
    expect(assignableRoles(user('ROLE_ACCOUNTANT'))).toEqual([]);
    expect(assignableRoles(null)).toEqual([]);
  });

  it('names the first role refused', () => {
    expect(checkRoleAssignment(user('ROLE_CONCORD_ADMIN'), ['ROLE_USERS', 'ROLE_ADMIN'])).toEqual({
      ok: false,
      code: 'user.roleNotAssignable',
      params: { role: 'ROLE_ADMIN' },
    });
    expect(checkRoleAssignment(user('ROLE_CONCORD_ADMIN'), ['ROLE_USERS'])).toEqual({ ok: true });
  });

  it('never lets a manager but the admin grant a role ranked above its own highest', () => {
    // the admin creates the concord and toll admins, ranked above it; nobody else reaches higher
    const notAdmin = ROLES.filter((role) => role !== 'ROLE_ADMIN');
    fc.assert(
      fc.property(fc.subarray(notAdmin, { minLength: 1 }), (roles) => {
        const holder = { roles };
        for (const role of assignableRoles(holder)) {
          if (role === 'ROLE_FISCAL_DEVICE' || role === 'ROLE_DELICT_USER') continue;
          expect(isAllowed(holder, role), `${roles.join('+')} grants ${role}`).toBe(true);
        }
      }),
    );
  });

  it('makes every managing role a key of the table', () => {
    expect(Object.keys(GRANT_RULES).sort()).toEqual([
      'ROLE_ADMIN',
      'ROLE_CONCORD_ADMIN',
      'ROLE_PARTNER_ADMIN',
    ]);
  });
});

describe('whom a manager looks after', () => {
  it("keeps a partner admin to its partner's users", () => {
    expect(checkManagesUser(partnerAdmin, { roles: ['ROLE_VIGNETTE_USER'], partnerId: 1 })).toEqual(
      {
        ok: true,
      },
    );
    expect(checkManagesUser(partnerAdmin, { roles: ['ROLE_VIGNETTE_USER'], partnerId: 2 }).ok).toBe(
      false,
    );
    expect(checkManagesUser(partnerAdmin, { roles: ['ROLE_USERS'], partnerId: null }).ok).toBe(
      false,
    );
  });

  it('refuses a user holding a role the manager could not grant (its password would hand it over)', () => {
    expect(checkManagesUser(partnerAdmin, { roles: ['ROLE_ACCOUNTANT'], partnerId: 1 })).toEqual({
      ok: false,
      code: 'user.beyondYourRoles',
      params: { role: 'ROLE_ACCOUNTANT' },
    });
    const concord = { roles: ['ROLE_CONCORD_ADMIN' as Role], partnerId: null };
    expect(checkManagesUser(concord, { roles: ['ROLE_ADMIN'], partnerId: null }).ok).toBe(false);
    const admin = { roles: ['ROLE_ADMIN' as Role], partnerId: null };
    expect(checkManagesUser(admin, { roles: ['ROLE_TOLL_ADMIN'], partnerId: null }).ok).toBe(true);
  });

  it('places users only in the partner a partner-bound manager belongs to', () => {
    expect(checkPartnerPlacement(partnerAdmin, 1).ok).toBe(true);
    expect(checkPartnerPlacement(partnerAdmin, 2).ok).toBe(false);
    expect(checkPartnerPlacement(partnerAdmin, null).ok).toBe(false);
    expect(checkPartnerPlacement({ roles: ['ROLE_ADMIN'], partnerId: null }, 99).ok).toBe(true);
  });
});
