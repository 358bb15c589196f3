import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@toll/domain/roles';
import { loginFailures, oneTimeTokens, refreshTokens, sessions } from '../../db/schema/identity';
import { queryRows, type Executor } from '../../platform/db/database';
import type { Principal } from '../../platform/auth/access-control';

export async function createSession(
  db: Executor,
  values: {
    id: string;
    userId: number;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function addRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

/** Marks a refresh token used, atomically: only the first of two racing presenters gets the row. */
export async function consumeRefreshToken(db: Executor, tokenHash: string) {
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (used) return { state: 'fresh' as const, sessionId: used.sessionId };
  const [known] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return known
    ? { state: 'reused' as const, sessionId: known.sessionId }
    : { state: 'unknown' as const };
}

export function findSession(db: Executor, id: string) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.id, id))
    .then((rows) => rows[0]);
}

export async function touchSession(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()`, expiresAt })
    .where(eq(sessions.id, id));
}

export async function revokeSession(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user, except one (the caller's own) when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  reason: string,
  except?: string,
): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(except ? and(open, ne(sessions.id, except)) : open);
}

type PrincipalRow = {
  id: number;
  username: string;
  partner_id: number | null;
  customer_id: string | null;
  roles: string[] | null;
  pos_ids: number[] | null;
};

/** The principal of an open session of an active user, in one round trip; null otherwise. */
export async function loadPrincipal(
  db: Executor,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<Principal | null> {
  const rows = await queryRows<PrincipalRow>(
    db,
    sql`select u.id, u.username, u.partner_id, u.customer_id,
          (select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id) as roles,
          (select array_agg(p.pos_id order by p.pos_id) from user_points_of_sale p where p.user_id = u.id) as pos_ids
        from sessions s join users u on u.id = s.user_id
        where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null
          and s.expires_at > ${now.toISOString()} and u.status = 'ACTIVE'`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    partnerId: row.partner_id,
    customerId: row.customer_id,
    roles: (row.roles ?? []) as Role[],
    posIds: (row.pos_ids ?? []).map(Number),
    sessionId,
  };
}

export async function insertOneTimeToken(
  db: Executor,
  values: {
    tokenHash: string;
    purpose: 'ACTIVATION' | 'PASSWORD_RESET';
    userId: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

export function findOneTimeToken(
  db: Executor,
  tokenHash: string,
  purpose: 'ACTIVATION' | 'PASSWORD_RESET',
) {
  return db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
    .then((rows) => rows[0]);
}

/** How many links of a purpose a user was sent since a moment (for the per-account mail limit). */
export async function countOneTimeTokens(
  db: Executor,
  userId: number,
  purpose: 'ACTIVATION' | 'PASSWORD_RESET',
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        gt(oneTimeTokens.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Uses a one-time token atomically; false when it was used already. */
export async function useOneTimeToken(db: Executor, tokenHash: string): Promise<boolean> {
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), isNull(oneTimeTokens.usedAt)))
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  return used.length === 1;
}

export async function recordLoginFailure(
  db: Executor,
  accountKey: string,
  at: Date,
): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, at });
}

export async function countLoginFailures(
  db: Executor,
  accountKey: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, accountKey), gt(loginFailures.at, since)));
  return Number(row?.n ?? 0);
}

export async function clearLoginFailures(db: Executor, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
