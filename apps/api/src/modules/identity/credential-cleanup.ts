import { inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { loginFailures, oneTimeTokens, refreshTokens, sessions } from '../../db/schema/identity';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { LOCK_MINUTES } from './session-service';

/** Every night at 03:17 UTC (pg-boss cron): a quiet hour in Bulgaria. */
export const CREDENTIAL_CLEANUP_SCHEDULE = '17 3 * * *';

/** Used or expired e-mail links are kept a week, for support questions ("my link did not work"). */
const ONE_TIME_TOKENS_KEPT_MS = 7 * 86_400_000;

export type CleanupCounts = { refreshTokens: number; oneTimeTokens: number; loginFailures: number };

/**
 * Deletes credentials that can no longer do anything: the refresh tokens of sessions that ended
 * (revoked or expired: a replayed one is refused the same way, the session is over; the sessions
 * themselves stay, they are the sign-in history), e-mail links used or expired more than a week
 * ago, and failed sign-ins older than the lock window. A 30-day session rotates its refresh token
 * every 15 minutes, about 3,000 rows, so without this the tables only grow.
 */
export async function purgeEndedCredentials(db: Db, now: Date): Promise<CleanupCounts> {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, now)));
  const tokens = await db
    .delete(refreshTokens)
    .where(inArray(refreshTokens.sessionId, ended))
    .returning({ hash: refreshTokens.tokenHash });
  const before = new Date(now.getTime() - ONE_TIME_TOKENS_KEPT_MS);
  const links = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, before), lt(oneTimeTokens.usedAt, before)))
    .returning({ hash: oneTimeTokens.tokenHash });
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, new Date(now.getTime() - LOCK_MINUTES * 60_000)))
    .returning({ id: loginFailures.id });
  return {
    refreshTokens: tokens.length,
    oneTimeTokens: links.length,
    loginFailures: failures.length,
  };
}

export async function startCredentialCleanup(jobs: Jobs, db: Db, clock: Clock, logger: Logger) {
  await jobs.schedule('identity.credential-cleanup', CREDENTIAL_CLEANUP_SCHEDULE);
  await jobs.work('identity.credential-cleanup', async () => {
    const counts = await purgeEndedCredentials(db, clock.now());
    logger.info(counts, 'ended credentials deleted');
  });
}
