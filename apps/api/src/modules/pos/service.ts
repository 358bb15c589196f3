import type { z } from 'zod';
import type { posListQuerySchema, Pos } from '@toll/contract/pos';
import type { ListPage } from '@toll/contract/list-query';
import { can, type AccessContext } from '@toll/domain/access';
import { hasRole } from '@toll/domain/roles';
import type { Principal } from '../../platform/auth/access-control';
import type { Executor } from '../../platform/db/database';
import * as repo from './repo';

/**
 * The points-of-sale register as the partner register and the POS picker read it (spec §6):
 * admins load all, a partner admin their partner's, everyone else only their own. Creating,
 * changing and deleting points of sale come with the points-of-sale work.
 */
export function createPosService(deps: { db: Executor; context: AccessContext }) {
  function scope(principal: Principal): repo.PosScope {
    if (can(principal, 'pos.loadAll', deps.context)) return { all: true };
    if (hasRole(principal, 'ROLE_PARTNER_ADMIN') && principal.partnerId !== null)
      return { partnerId: principal.partnerId };
    return { ids: principal.posIds };
  }
  return {
    async list(
      principal: Principal,
      query: z.infer<typeof posListQuerySchema>,
    ): Promise<ListPage<Pos>> {
      const { rows, total } = await repo.listPos(deps.db, scope(principal), query);
      return { items: rows, total, page: query.page, pageSize: query.pageSize };
    },
    own: (principal: Principal) => repo.posByIds(deps.db, principal.posIds),
  };
}

export type PosService = ReturnType<typeof createPosService>;
