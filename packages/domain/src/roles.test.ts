import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasOfficeRole,
  hasRole,
  highestRole,
  isAllowed,
  isRole,
  RANKED_ROLES,
  roleRank,
  ROLES,
  rolesAtOrAbove,
  userIs,
  userRoles,
} from './roles';

const user = (...roles: string[]) => ({ roles });

describe('roles', () => {
  it('ranks the roles in the order of spec §6', () => {
    expect(RANKED_ROLES[0]).toBe('ROLE_RIA');
    expect(RANKED_ROLES.at(-1)).toBe('ROLE_TOLL_ADMIN');
    expect(RANKED_ROLES).toHaveLength(27);
    expect(roleRank('ROLE_RIA')).toBe(0);
    expect(roleRank('ROLE_ACCOUNTANT')).toBe(8);
    expect(roleRank('ROLE_PARTNER_ADMIN')).toBe(23);
    expect(roleRank('ROLE_ADMIN')).toBe(24);
    expect(roleRank('ROLE_CONCORD_ADMIN')).toBe(25);
    expect(roleRank('ROLE_TOLL_ADMIN')).toBe(26);
    expect(roleRank('ROLE_DELICT_USER')).toBeNull();
    expect(roleRank('ROLE_FISCAL_DEVICE')).toBeNull();
    expect(ROLES).toHaveLength(29);
  });

  it('reads role codes as strings or { code } records and ignores unknown codes', () => {
    expect(userRoles({ roles: [{ code: 'ROLE_ADMIN' }, 'ROLE_USERS', 'ROLE_NOPE'] })).toEqual([
      'ROLE_ADMIN',
      'ROLE_USERS',
    ]);
    expect(userRoles(null)).toEqual([]);
    expect(isRole('ROLE_C9')).toBe(true);
    expect(isRole('ROLE_C10')).toBe(false);
    expect(hasRole(user('ROLE_C2'), 'ROLE_C2')).toBe(true);
  });

  it('finds the highest role', () => {
    expect(highestRole(user('ROLE_USERS', 'ROLE_ACCOUNTANT', 'ROLE_C2'))).toBe('ROLE_ACCOUNTANT');
    expect(highestRole(user('ROLE_DELICT_USER'))).toBeNull();
    expect(highestRole(undefined)).toBeNull();
  });

  it('"user is" is an exact rank, "allowed" at or above', () => {
    const accountant = user('ROLE_USERS', 'ROLE_ACCOUNTANT');
    expect(userIs(accountant, 'ROLE_ACCOUNTANT')).toBe(true);
    expect(userIs(accountant, 'ROLE_USERS')).toBe(false);
    expect(isAllowed(accountant, 'ROLE_USERS')).toBe(true);
    expect(isAllowed(accountant, 'ROLE_ACCOUNTANT')).toBe(true);
    expect(isAllowed(accountant, 'ROLE_CENTRAL_WAREHOUSE_ADMIN')).toBe(false);
    expect(isAllowed(user(), 'ROLE_RIA')).toBe(false);
  });

  it('treats the unranked roles as plain membership', () => {
    const delict = user('ROLE_DELICT_USER');
    expect(userIs(delict, 'ROLE_DELICT_USER')).toBe(true);
    expect(isAllowed(delict, 'ROLE_DELICT_USER')).toBe(true);
    expect(isAllowed(user('ROLE_TOLL_ADMIN'), 'ROLE_DELICT_USER')).toBe(false);
    expect(isAllowed(delict, 'ROLE_RIA')).toBe(false);
  });

  it('lists the roles at or above one', () => {
    expect(rolesAtOrAbove('ROLE_PARTNER_ADMIN')).toEqual([
      'ROLE_PARTNER_ADMIN',
      'ROLE_ADMIN',
      'ROLE_CONCORD_ADMIN',
      'ROLE_TOLL_ADMIN',
    ]);
  });

  it('is monotonic: a higher role is allowed everything a lower one is (property)', () => {
    const index = fc.integer({ min: 0, max: RANKED_ROLES.length - 1 });
    fc.assert(
      fc.property(index, index, (a, b) => {
        const low = RANKED_ROLES[Math.min(a, b)] ?? 'ROLE_RIA';
        const high = RANKED_ROLES[Math.max(a, b)] ?? 'ROLE_RIA';
        const allowedUp = isAllowed(user(high), low);
        const allowedDown = isAllowed(user(low), high);
        const exact = userIs(user(high), low);
        return allowedUp && allowedDown === (a === b) && exact === (a === b);
      }),
    );
  });
});

describe('hasOfficeRole', () => {
  it('is false for a site user alone, true for any staff, partner or agency role', () => {
    expect(hasOfficeRole({ roles: [] })).toBe(false);
    expect(hasOfficeRole({ roles: ['ROLE_USERS'] })).toBe(false);
    expect(hasOfficeRole({ roles: [{ code: 'ROLE_USERS' }] })).toBe(false);
    expect(hasOfficeRole({ roles: ['ROLE_USERS', 'ROLE_VIGNETTE_USER'] })).toBe(true);
    expect(hasOfficeRole({ roles: [{ code: 'ROLE_RIA' }] })).toBe(true);
    expect(hasOfficeRole({ roles: ['ROLE_DELICT_USER'] })).toBe(true);
  });
});
