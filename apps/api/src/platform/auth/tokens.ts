import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'bg-toll-platform';

export type AccessClaims = { userId: number; sessionId: string };
export type TokenProblem = 'expired' | 'invalid';

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return 'invalid';
        return { userId, sessionId: payload.sid };
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
