import { and, count, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
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

/** A refresh token of a session, issued for the token `parentHash` (null: at sign-in). */
export async function addRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
  parentHash: string | null,
): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, parentHash });
}

/**
 * What presenting a refresh token comes to:
 * - `fresh`: it was unused and is now used (rotate it);
 * - `grace`: it was used less than `graceMs` ago and is still the last used token of its session,
 *   i.e. no token issued for it has been used (a lost answer or a double send: answer again);
 * - `reused`: anything else known (theft signal: end the session);
 * - `unknown`: no such token.
 *
 * The rule that makes this decidable: within a session, at most one token issued for a given token
 * is ever used, so the used tokens form one chain, sign-in to now. A fresh token whose sibling (a
 * token issued for the same parent, by a grace answer) was used already belongs to a branch the
 * family left: `reused`. A used token one of whose own tokens was used is behind the chain's end:
 * `reused`, even inside the grace period.
 *
 * Race safety: the session row is locked first (FOR NO KEY UPDATE), so the presentations of one
 * session's tokens run one after the other; the marking stays the atomic "only if unused" update.
 * Must run inside the caller's transaction, which holds the lock until it ends.
 */
export async function consumeRefreshToken(
  db: Executor,
  tokenHash: string,
  now: Date,
  graceMs: number,
) {
  const [known] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known) return { state: 'unknown' as const };
  const { sessionId } = known;
  await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('no key update');

  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ parentHash: refreshTokens.parentHash });
  if (used) {
    const branchLeft =
      used.parentHash !== null &&
      (await anyUsed(
        db,
        and(eq(refreshTokens.parentHash, used.parentHash), ne(refreshTokens.tokenHash, tokenHash)),
      ));
    return { state: branchLeft ? ('reused' as const) : ('fresh' as const), sessionId };
  }
  const [row] = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  const withinGrace = row?.usedAt != null && now.getTime() - row.usedAt.getTime() < graceMs;
  const chainEnd = withinGrace && !(await anyUsed(db, eq(refreshTokens.parentHash, tokenHash)));
  return { state: chainEnd ? ('grace' as const) : ('reused' as const), sessionId };
}

async function anyUsed(db: Executor, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(and(where, isNotNull(refreshTokens.usedAt)))
    .limit(1);
  return row !== undefined;
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
