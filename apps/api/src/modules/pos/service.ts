import type { z } from 'zod';
import type {
  Pos,
  posCreateBodySchema,
  posListQuerySchema,
  posUpdateBodySchema,
} from '@toll/contract/pos';
import type { ListPage } from '@toll/contract/list-query';
import { posScope } from '@toll/domain/pos-access';
import { partners } from '../../db/schema/partners';
import type { Actor } from '../../platform/actor';
import type { Principal } from '../../platform/auth/access-control';
import { audit } from '../../platform/audit';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { eq } from 'drizzle-orm';
import {
  codeTaken,
  hasOpenShift,
  insertPos,
  listPos,
  posById,
  posByIds,
  posOfPartner,
  updatePos,
  type PosRow,
} from './repo';

type PosListQuery = z.infer<typeof posListQuerySchema>;
type PosCreate = z.infer<typeof posCreateBodySchema>;
type PosUpdate = z.infer<typeof posUpdateBodySchema>;

const toPos = ({ deleted: _deleted, ...pos }: PosRow): Pos => pos;
const snapshot = (pos: PosRow) => ({
  partnerId: pos.partnerId,
  code: pos.code,
  name: pos.name,
  worksInShifts: pos.worksInShifts,
  active: pos.active,
  deleted: pos.deleted,
});

const codeTakenError = () => new AppError(409, { code: 'pos.codeTaken', field: 'code' });

/**
 * Points of sale (spec §3 POS, §6 scope, §7 /pos…). Admins manage every partner's, a partner
 * admin only their partner's; deleting is a soft delete that restore undoes. A POS with an open
 * shift is neither deleted, deactivated nor taken out of shift mode.
 */
export function createPosService(deps: { db: Db }) {
  const { db } = deps;

  /** Whether the caller manages the points of sale of a partner (spec §6 scope). */
  function inScope(principal: Principal, partnerId: number) {
    const scope = posScope(principal);
    return (
      scope.kind === 'all' || (scope.kind === 'partner' && Number(scope.partnerId) === partnerId)
    );
  }

  /** Another partner's records are answered as not found (their existence is not revealed). */
  function requirePartnerScope(principal: Principal, partnerId: number) {
    if (!inScope(principal, partnerId))
      throw new AppError(404, { code: 'partner.notFound', field: 'partnerId' });
  }

  async function managed(principal: Principal, id: number, lock = false, tx: Db = db) {
    const pos = await posById(tx, id, lock);
    if (!pos || !inScope(principal, pos.partnerId))
      throw new AppError(404, { code: 'pos.notFound' });
    return pos;
  }

  function translateViolation(error: unknown): never {
    if (constraintViolation(error)?.constraint === 'points_of_sale_code_unique')
      throw codeTakenError();
    throw error;
  }

  return {
    async list(principal: Principal, query: PosListQuery): Promise<ListPage<Pos>> {
      const page = await listPos(db, posScope(principal), query);
      return { ...page, items: page.items.map(toPos), page: query.page, pageSize: query.pageSize };
    },

    async userPos(principal: Principal): Promise<Pos[]> {
      return (await posByIds(db, principal.posIds)).map(toPos);
    },

    async ofPartner(principal: Principal, partnerId: number, withDeleted: boolean) {
      requirePartnerScope(principal, partnerId);
      return posOfPartner(db, partnerId, withDeleted);
    },

    async create(principal: Principal, body: PosCreate, actor: Actor) {
      requirePartnerScope(principal, body.partnerId);
      const [partner] = await db
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.id, body.partnerId));
      if (!partner) throw new AppError(404, { code: 'partner.notFound', field: 'partnerId' });
      if (await codeTaken(db, body.code)) throw codeTakenError();
      return db
        .transaction(async (tx) => {
          const id = await insertPos(tx, body);
          const pos = (await posById(tx, id))!;
          await audit(tx, actor, {
            action: 'pos.create',
            entity: 'pos',
            entityId: id,
            after: snapshot(pos),
          });
          return pos;
        })
        .catch(translateViolation);
    },

    async update(principal: Principal, id: number, body: PosUpdate, actor: Actor) {
      if (await codeTaken(db, body.code, id)) throw codeTakenError();
      return db
        .transaction(async (tx) => {
          const before = await managed(principal, id, true, tx);
          if (before.deleted) throw new AppError(404, { code: 'pos.notFound' });
          const leavesShifts = (before.worksInShifts && !body.worksInShifts) || !body.active;
          if (leavesShifts && (await hasOpenShift(tx, id)))
            throw new AppError(409, { code: 'pos.openShift' });
          await updatePos(tx, id, body);
          const after = (await posById(tx, id))!;
          await audit(tx, actor, {
            action: 'pos.update',
            entity: 'pos',
            entityId: id,
            before: snapshot(before),
            after: snapshot(after),
          });
          return after;
        })
        .catch(translateViolation);
    },

    /** DELETE /pos/{id}: soft delete (again: no change). */
    async remove(principal: Principal, id: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await managed(principal, id, true, tx);
        if (before.deleted) return before;
        if (await hasOpenShift(tx, id)) throw new AppError(409, { code: 'pos.openShift' });
        await updatePos(tx, id, { deletedAt: new Date() });
        const after = (await posById(tx, id))!;
        await audit(tx, actor, {
          action: 'pos.delete',
          entity: 'pos',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
    },

    /** POST /pos/restore/{id}: undoes a soft delete (a live POS: no change). */
    async restore(principal: Principal, id: number, actor: Actor) {
      return db
        .transaction(async (tx) => {
          const before = await managed(principal, id, true, tx);
          if (!before.deleted) return before;
          await updatePos(tx, id, { deletedAt: null });
          const after = (await posById(tx, id))!;
          await audit(tx, actor, {
            action: 'pos.restore',
            entity: 'pos',
            entityId: id,
            before: snapshot(before),
            after: snapshot(after),
          });
          return after;
        })
        .catch(translateViolation);
    },
  };
}

export type PosService = ReturnType<typeof createPosService>;
