import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { posListQuerySchema, Pos } from '@toll/contract/pos';
import { partners, pointsOfSale } from '../../db/schema/partners';
import type { Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

/** Which points of sale a caller may load (spec §6): all, one partner's, or the listed ones. */
export type PosScope = { all: true } | { partnerId: number } | { ids: readonly number[] };

const COLUMNS = {
  id: pointsOfSale.id,
  partnerId: pointsOfSale.partnerId,
  partnerName: partners.name,
  code: pointsOfSale.code,
  name: pointsOfSale.name,
  worksInShifts: pointsOfSale.worksInShifts,
  active: pointsOfSale.active,
};
const SORTS = { code: pointsOfSale.code, name: pointsOfSale.name, partnerName: partners.name };

function scopeWhere(scope: PosScope): SQL | undefined {
  if ('all' in scope) return undefined;
  if ('partnerId' in scope) return eq(pointsOfSale.partnerId, scope.partnerId);
  return scope.ids.length > 0 ? inArray(pointsOfSale.id, [...scope.ids]) : sql`false`;
}

export async function listPos(
  db: Executor,
  scope: PosScope,
  query: z.infer<typeof posListQuerySchema>,
): Promise<{ rows: Pos[]; total: number }> {
  const where = and(
    isNull(pointsOfSale.deletedAt),
    scopeWhere(scope),
    query.q
      ? or(
          ilike(pointsOfSale.code, containsPattern(query.q)),
          ilike(pointsOfSale.name, containsPattern(query.q)),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(COLUMNS)
      .from(pointsOfSale)
      .innerJoin(partners, eq(partners.id, pointsOfSale.partnerId))
      .where(where)
      .orderBy(...listOrder(SORTS[query.sort], pointsOfSale.id, query.order))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(pointsOfSale)
      .innerJoin(partners, eq(partners.id, pointsOfSale.partnerId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function posByIds(db: Executor, ids: readonly number[]): Promise<Pos[]> {
  if (ids.length === 0) return [];
  return db
    .select(COLUMNS)
    .from(pointsOfSale)
    .innerJoin(partners, eq(partners.id, pointsOfSale.partnerId))
    .where(and(inArray(pointsOfSale.id, [...ids]), isNull(pointsOfSale.deletedAt)))
    .orderBy(asc(pointsOfSale.code));
}
