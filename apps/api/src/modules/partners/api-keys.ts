import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

/**
 * Partner API keys (the machine API of resellers and fleets). A key is 32 random bytes shown once
 * when issued; only its SHA-256 is stored, with a short prefix for people to recognise it.
 * Callers send it as `Authorization: ApiKey <key>` or `X-Api-Key: <key>`.
 */
const KEY_PREFIX = 'bgt_';
const KEY = /^bgt_[A-Za-z0-9_-]{43}$/;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function issueApiKey(
  db: Executor,
  input: { partnerId: number; name: string; createdBy: number | null; now: Date },
): Promise<{ key: string; row: repo.ApiKeyRow }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await repo.insertApiKey(db, {
    partnerId: input.partnerId,
    name: input.name,
    keyPrefix: key.slice(0, 12),
    keyHash: hashApiKey(key),
    createdBy: input.createdBy,
    createdAt: input.now,
  });
  return { key, row };
}

/** The key a request carries, if any (not yet checked). */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^ApiKey\s+(\S{1,200})$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  const direct = request.headers['x-api-key'];
  return typeof direct === 'string' && direct.trim() !== '' ? direct.trim() : null;
}

export type ApiKeyPrincipal = { partnerId: number; keyId: number };

/**
 * Authenticates a request by its partner API key: the live (not revoked) key of an active
 * partner, whose last use is recorded. Null when the request carries no key; 401
 * `auth.invalidApiKey` for a key that is malformed, unknown, revoked or of an inactive partner.
 * The reseller API's routes call this (with `config.access: 'public', owner: 'public'`, the key being the check).
 */
export async function authenticateApiKey(
  db: Executor,
  clock: Clock,
  request: FastifyRequest,
): Promise<ApiKeyPrincipal | null> {
  const key = apiKeyOf(request);
  if (key === null) return null;
  if (!KEY.test(key)) throw new AppError(401, { code: 'auth.invalidApiKey' });
  const row = await repo.useApiKey(db, hashApiKey(key), clock.now());
  if (!row) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return { partnerId: row.partnerId, keyId: row.id };
}

/** As authenticateApiKey, but a request without a key is refused too. */
export async function requireApiKey(
  db: Executor,
  clock: Clock,
  request: FastifyRequest,
): Promise<ApiKeyPrincipal> {
  const principal = await authenticateApiKey(db, clock, request);
  if (!principal) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return principal;
}
