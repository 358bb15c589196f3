import { describe, expect, it } from 'vitest';
import { assignableRoles, canAssignRole, checkRoleAssignment } from './role-assignment';
import { RANKED_ROLES, ROLES } from './roles';

const user = (...roles: string[]) => ({ roles });

describe('role assignment', () => {
  it('lets an admin assign every role', () => {
    expect(assignableRoles(user('ROLE_ADMIN'))).toEqual([...ROLES]);
  });

  it('keeps a concord admin from granting admin or concord admin (or the higher toll admin)', () => {
    const concord = user('ROLE_CONCORD_ADMIN');
    expect(canAssignRole(concord, 'ROLE_ADMIN')).toBe(false);
    expect(canAssignRole(concord, 'ROLE_CONCORD_ADMIN')).toBe(false);
    expect(canAssignRole(concord, 'ROLE_TOLL_ADMIN')).toBe(false);
    expect(canAssignRole(concord, 'ROLE_PARTNER_ADMIN')).toBe(true);
    expect(canAssignRole(concord, 'ROLE_DELICT_USER')).toBe(true);
    expect(assignableRoles(concord)).toHaveLength(ROLES.length - 3);
  });

  it('lets a partner admin assign ranked roles below its own', () => {
    const partner = user('ROLE_PARTNER_ADMIN');
    expect(assignableRoles(partner)).toEqual(RANKED_ROLES.slice(0, 23));
    expect(canAssignRole(partner, 'ROLE_PARTNER_ADMIN')).toBe(false);
    expect(canAssignRole(partner, 'ROLE_DELICT_USER')).toBe(false);
  });

  it('gives nobody else any role to assign', () => {
    expect(assignableRoles(user('ROLE_TOLL_ADMIN'))).toEqual([]);
    expect(assignableRoles(user('ROLE_ACCOUNTANT'))).toEqual([]);
    expect(assignableRoles(null)).toEqual([]);
  });

  it('names the first refused role', () => {
    expect(checkRoleAssignment(user('ROLE_CONCORD_ADMIN'), ['ROLE_USERS', 'ROLE_ADMIN'])).toEqual({
      ok: false,
      code: 'user.roleNotAssignable',
      params: { role: 'ROLE_ADMIN' },
    });
    expect(checkRoleAssignment(user('ROLE_CONCORD_ADMIN'), ['ROLE_USERS'])).toEqual({ ok: true });
  });
});
