import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@toll/domain/roles';
import { users, userPointsOfSale, userRoles } from '../../db/schema/identity';
import { partners, pointsOfSale } from '../../db/schema/partners';
import type { Executor } from '../../platform/db/database';

export type UserRow = typeof users.$inferSelect;
export type UserWithAccess = UserRow & { roles: Role[]; posIds: number[] };

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}

export function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .then((rows) => rows[0]);
}

export function findUsersByEmail(db: Executor, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

export async function withAccess(db: Executor, rows: UserRow[]): Promise<UserWithAccess[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const roles = await db.select().from(userRoles).where(inArray(userRoles.userId, ids));
  const pos = await db.select().from(userPointsOfSale).where(inArray(userPointsOfSale.userId, ids));
  return rows.map((row) => ({
    ...row,
    roles: roles
      .filter((r) => r.userId === row.id)
      .map((r) => r.role as Role)
      .sort(),
    posIds: pos
      .filter((p) => p.userId === row.id)
      .map((p) => p.posId)
      .sort((a, b) => a - b),
  }));
}

export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function replaceRoles(
  db: Executor,
  userId: number,
  roles: readonly Role[],
): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length > 0)
    await db.insert(userRoles).values([...new Set(roles)].map((role) => ({ userId, role })));
}

export async function replacePointsOfSale(
  db: Executor,
  userId: number,
  posIds: readonly number[],
): Promise<void> {
  await db.delete(userPointsOfSale).where(eq(userPointsOfSale.userId, userId));
  if (posIds.length > 0)
    await db
      .insert(userPointsOfSale)
      .values([...new Set(posIds)].map((posId) => ({ userId, posId })));
}

/** The partner of each named point of sale that exists (an unknown id is left out). */
export async function partnersOfPointsOfSale(
  db: Executor,
  posIds: readonly number[],
): Promise<Map<number, number>> {
  if (posIds.length === 0) return new Map();
  const found = await db
    .select({ id: pointsOfSale.id, partnerId: pointsOfSale.partnerId })
    .from(pointsOfSale)
    .where(inArray(pointsOfSale.id, [...posIds]));
  return new Map(found.map((r) => [r.id, r.partnerId]));
}

export async function partnerExists(db: Executor, partnerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return rows.length > 0;
}

export type UserListFilter = {
  q?: string;
  status?: string;
  partnerId?: number | null;
  page: number;
  pageSize: number;
};

export async function listUsers(
  db: Executor,
  filter: UserListFilter,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
      )!,
    );
  }
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.partnerId !== undefined)
    conditions.push(
      filter.partnerId === null
        ? sql`${users.partnerId} is null`
        : eq(users.partnerId, filter.partnerId),
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(users.id)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: Number(count?.n ?? 0) };
}
