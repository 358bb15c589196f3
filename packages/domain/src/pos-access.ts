import { userQualifies } from './access';
import { hasRole, type RoleHolder } from './roles';

/**
 * Which points of sale a user may load (spec §6): admins all; a partner admin those of their
 * partner; anyone else only their own (posIds).
 */
export type PosUser = RoleHolder & {
  partnerId?: string | number | null;
  posIds?: readonly (string | number)[];
};
export type PosScope =
  | { kind: 'all' }
  | { kind: 'partner'; partnerId: string | number }
  | { kind: 'own'; posIds: readonly (string | number)[] };

export function posScope(user: PosUser): PosScope {
  if (userQualifies(user, 'pos.loadAll')) return { kind: 'all' };
  if (
    hasRole(user, 'ROLE_PARTNER_ADMIN') &&
    user.partnerId !== null &&
    user.partnerId !== undefined
  ) {
    return { kind: 'partner', partnerId: user.partnerId };
  }
  return { kind: 'own', posIds: user.posIds ?? [] };
}

export function visiblePos<T extends { id: string | number; partnerId?: string | number | null }>(
  user: PosUser,
  all: readonly T[],
): T[] {
  const scope = posScope(user);
  if (scope.kind === 'all') return [...all];
  if (scope.kind === 'partner') return all.filter((pos) => pos.partnerId === scope.partnerId);
  return all.filter((pos) => scope.posIds.includes(pos.id));
}

/**
 * The POS picker (spec §6): admins, delict users and partner admins search by code (500 ms
 * debounce, pages of 50); everyone else picks from a fixed list of their points of sale.
 */
export const POS_PICKER = { searchDelayMs: 500, pageSize: 50 } as const;

export function posPickerMode(user: RoleHolder): 'search' | 'fixed' {
  return userQualifies(user, 'pos.search') ? 'search' : 'fixed';
}

/** The whole partner list ('partners.loadAll': admins and accountants): by name, 15000 per page. */
export const PARTNER_LIST = { pageSize: 15000, sortBy: 'name', lookupPageSize: 10 } as const;
