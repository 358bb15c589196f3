import { describe, expect, it } from 'vitest';
import { PARTNER_LIST, POS_PICKER, posPickerMode, posScope, visiblePos } from './pos-access';

const pos = [
  { id: 1, partnerId: 'P1' },
  { id: 2, partnerId: 'P1' },
  { id: 3, partnerId: 'P2' },
];

describe('points of sale a user may load', () => {
  it('gives admins all', () => {
    expect(posScope({ roles: ['ROLE_ADMIN'] })).toEqual({ kind: 'all' });
    expect(posScope({ roles: ['ROLE_CONCORD_ADMIN'] })).toEqual({ kind: 'all' });
    expect(visiblePos({ roles: ['ROLE_ADMIN'] }, pos).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('gives a partner admin those of the partner', () => {
    const admin = { roles: ['ROLE_PARTNER_ADMIN'], partnerId: 'P1', posIds: [3] };
    expect(posScope(admin)).toEqual({ kind: 'partner', partnerId: 'P1' });
    expect(visiblePos(admin, pos).map((p) => p.id)).toEqual([1, 2]);
  });

  it('gives others their own, and a partner admin without a partner too', () => {
    expect(
      visiblePos({ roles: ['ROLE_VIGNETTE_USER'], posIds: [2, 3] }, pos).map((p) => p.id),
    ).toEqual([2, 3]);
    expect(posScope({ roles: ['ROLE_PARTNER_ADMIN'], posIds: [1] })).toEqual({
      kind: 'own',
      posIds: [1],
    });
    expect(visiblePos({ roles: ['ROLE_USERS'] }, pos)).toEqual([]);
  });

  it('lets admins, delict users and partner admins search the picker', () => {
    expect(posPickerMode({ roles: ['ROLE_ADMIN'] })).toBe('search');
    expect(posPickerMode({ roles: ['ROLE_DELICT_USER'] })).toBe('search');
    expect(posPickerMode({ roles: ['ROLE_PARTNER_ADMIN'] })).toBe('search');
    expect(posPickerMode({ roles: ['ROLE_VIGNETTE_USER'] })).toBe('fixed');
    expect(POS_PICKER).toEqual({ searchDelayMs: 500, pageSize: 50 });
    expect(PARTNER_LIST).toEqual({ pageSize: 15000, sortBy: 'name', lookupPageSize: 10 });
  });
});
