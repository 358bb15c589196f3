import { lt } from 'drizzle-orm';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { captchaUses } from '../db/schema/identity';
import type { Clock } from './clock';
import type { Db } from './db/database';
import { AppError } from './http/app-error';

const CHALLENGE_MINUTES = 10;

/**
 * ALTCHA: a self-hosted proof of work instead of a third-party captcha. The server hands out a
 * signed challenge; the browser finds the number; the solved payload (the spec's `recaptchaCode`)
 * is verified here and remembered until it expires, so one solution works once.
 */
export function createCaptcha(deps: {
  db: Db;
  clock: Clock;
  hmacKey: string;
  disabled: boolean;
  maxNumber: number;
}) {
  return {
    disabled: deps.disabled,
    challenge() {
      const expires = new Date(deps.clock.now().getTime() + CHALLENGE_MINUTES * 60_000);
      return createChallenge({ hmacKey: deps.hmacKey, maxnumber: deps.maxNumber, expires });
    },

    /** Throws a 400 catalogue error unless the payload is a fresh, valid, unused solution. */
    async verify(payload: string | undefined | null): Promise<void> {
      if (deps.disabled) return;
      if (!payload)
        throw new AppError(400, { code: 'auth.captchaRequired', field: 'recaptchaCode' });
      const invalid = new AppError(400, { code: 'auth.captchaInvalid', field: 'recaptchaCode' });
      let decoded: { signature?: unknown };
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
          signature?: unknown;
        };
      } catch {
        throw invalid;
      }
      if (typeof decoded.signature !== 'string') throw invalid;
      const ok = await verifySolution(payload, deps.hmacKey, false).catch(() => false);
      const expires = Number(extractParams(payload).expires) * 1000;
      const now = deps.clock.now();
      if (!ok || !Number.isFinite(expires) || expires < now.getTime()) throw invalid;
      await deps.db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
      const inserted = await deps.db
        .insert(captchaUses)
        .values({ signature: decoded.signature, expiresAt: new Date(expires) })
        .onConflictDoNothing()
        .returning({ signature: captchaUses.signature });
      if (inserted.length === 0) throw invalid;
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
