import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@toll/contract/identity';
import { AppError } from '../../platform/http/app-error';
import type { Principal } from '../../platform/auth/access-control';
import { verifyPassword } from '../../platform/auth/passwords';
import { ACCESS_TOKEN_SECONDS, hashToken, newOpaqueToken } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/database';
import type { IdentityDeps } from './identity-deps';
import { toUserDetails } from './present';
import {
  findUserById,
  findUserByUsername,
  findUsersByEmail,
  withAccess,
  type UserRow,
} from './repo';
import * as sessionsRepo from './sessions-repo';

export const SESSION_DAYS = 30;
/**
 * How long after a refresh token's first use presenting it again still answers new tokens instead
 * of ending the session (Auth0's "reuse interval", Okta's "grace period"): the answer to the first
 * presentation may have been lost (a page left mid-refresh, a flaky mobile network) or two tabs
 * may have sent it at once. Only the token at the end of the session's chain qualifies; see
 * `sessionsRepo.consumeRefreshToken` for the rule.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
export const LOCK_MINUTES = 15;
const LOCK_AFTER_FAILURES = 10;

export type ClientMeta = { ip: string; userAgent: string | null };

export function createSessionService(deps: IdentityDeps) {
  const sessionEnd = () => new Date(deps.clock.now().getTime() + SESSION_DAYS * 86_400_000);

  async function issueTokens(
    db: Executor,
    user: UserRow,
    sessionId: string,
    parentHash: string | null,
  ): Promise<TokenResponse> {
    const refreshToken = newOpaqueToken();
    await sessionsRepo.addRefreshToken(db, sessionId, hashToken(refreshToken), parentHash);
    const token = await deps.tokens.signAccess({ userId: user.id, sessionId }, deps.clock.now());
    const [withRoles] = await withAccess(db, [user]);
    return {
      token,
      refreshToken,
      expiresIn: ACCESS_TOKEN_SECONDS,
      user: toUserDetails(withRoles!),
    };
  }

  /** Username, or an e-mail address that belongs to exactly one account. */
  async function findForLogin(userName: string): Promise<UserRow | undefined> {
    const byName = await findUserByUsername(deps.db, userName);
    if (byName) return byName;
    const byEmail = userName.includes('@') ? await findUsersByEmail(deps.db, userName) : [];
    return byEmail.length === 1 ? byEmail[0] : undefined;
  }

  return {
    /** Same answer for an unknown user and a wrong password; a locked account answers 429. */
    async login(
      input: { userName: string; password: string },
      meta: ClientMeta,
    ): Promise<TokenResponse> {
      const now = deps.clock.now();
      const accountKey = input.userName.trim().toLowerCase();
      const since = new Date(now.getTime() - LOCK_MINUTES * 60_000);
      if (
        (await sessionsRepo.countLoginFailures(deps.db, accountKey, since)) >= LOCK_AFTER_FAILURES
      ) {
        throw new AppError(429, {
          code: 'auth.tooManyAttempts',
          params: { minutes: LOCK_MINUTES },
        });
      }
      const user = await findForLogin(input.userName.trim());
      const valid = await verifyPassword(
        user?.status === 'DECOMMISSIONED' ? null : (user?.passwordHash ?? null),
        input.password,
      );
      if (!user || !valid) {
        await sessionsRepo.recordLoginFailure(deps.db, accountKey, now);
        throw new AppError(401, { code: 'auth.invalidCredentials' });
      }
      if (user.status === 'PENDING') throw new AppError(403, { code: 'auth.notActivated' });
      await sessionsRepo.clearLoginFailures(deps.db, accountKey);
      return deps.db.transaction(async (tx) => {
        const sessionId = randomUUID();
        await sessionsRepo.createSession(tx, {
          id: sessionId,
          userId: user.id,
          expiresAt: sessionEnd(),
          ...meta,
        });
        return issueTokens(tx, user, sessionId, null);
      });
    },

    /**
     * Rotates a refresh token. A token presented again ends its whole session (theft signal), except
     * within REFRESH_REUSE_GRACE_SECONDS of its first use while no token issued for it has been
     * used: then it answers another new pair for the same session. The pairs issued for the first
     * and later presentations are siblings, all valid until one of them is used; from then on the
     * others are a branch the family left, and presenting one of them ends the session.
     */
    async refresh(refreshToken: string | null): Promise<TokenResponse> {
      const invalid = new AppError(401, { code: 'auth.invalidRefreshToken' });
      if (!refreshToken) throw invalid;
      const tokenHash = hashToken(refreshToken);
      return deps.db
        .transaction(async (tx) => {
          const consumed = await sessionsRepo.consumeRefreshToken(
            tx,
            tokenHash,
            deps.clock.now(),
            REFRESH_REUSE_GRACE_SECONDS * 1000,
          );
          if (consumed.state === 'unknown') throw invalid;
          if (consumed.state === 'reused') {
            await sessionsRepo.revokeSession(tx, consumed.sessionId, 'refresh token reused');
            return { reused: true } as const;
          }
          const session = await sessionsRepo.findSession(tx, consumed.sessionId);
          const user = session ? await findUserById(tx, session.userId) : undefined;
          if (
            !session ||
            !user ||
            session.revokedAt ||
            session.expiresAt <= deps.clock.now() ||
            user.status !== 'ACTIVE'
          ) {
            throw invalid;
          }
          await sessionsRepo.touchSession(tx, session.id, sessionEnd());
          return {
            reused: false,
            tokens: await issueTokens(tx, user, session.id, tokenHash),
          } as const;
        })
        .then((result) => {
          // The revocation of a reused family must commit, so the refusal comes after the transaction.
          if (result.reused) throw invalid;
          return result.tokens;
        });
    },

    async logout(principal: Principal): Promise<void> {
      await sessionsRepo.revokeSession(deps.db, principal.sessionId, 'logout');
    },

    resolvePrincipal: (userId: number, sessionId: string) =>
      sessionsRepo.loadPrincipal(deps.db, userId, sessionId, deps.clock.now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
