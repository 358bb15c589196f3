import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'bg-toll-platform';

export type AccessClaims = { userId: number; sessionId: string };
export type TokenProblem = 'expired' | 'invalid';

/** Tokens whose signature was checked, kept at most this many (then the cache starts afresh). */
const VERIFIED_MAX = 10_000;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // A token's signature, issuer and claims do not change: a token verified once is not verified
  // again (the HMAC through WebCrypto was ~6 % of the platform's CPU under the counter bench);
  // its expiry is still checked against `now` on every request, exactly as jose checks it.
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  return {
    async signAccess(claims: AccessClaims, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(key);
    },

    /** The claims of a valid token, or why it is not valid. */
    async verifyAccess(token: string, now: Date): Promise<AccessClaims | TokenProblem> {
      const known = verified.get(token);
      if (known) return known.exp <= Math.floor(now.getTime() / 1000) ? 'expired' : known.claims;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return 'invalid';
        const claims = { userId, sessionId: payload.sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_MAX) verified.clear();
          verified.set(token, { claims, exp: payload.exp });
        }
        return claims;
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** An opaque random token (refresh tokens, one-time links); only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
