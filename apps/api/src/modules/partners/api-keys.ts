import type { FastifyRequest } from 'fastify';
import { hashMachineKey, machineKeyKind, machineKeyOf } from '../../platform/auth/machine-keys';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

/**
 * Partner API keys (the reseller API's), machine keys of kind `bgt_` (platform/auth/machine-keys):
 * shown once when issued, only the SHA-256 stored.
 */
const KIND = machineKeyKind('bgt_');

export const hashApiKey = hashMachineKey;

export async function issueApiKey(
  db: Executor,
  input: { partnerId: number; name: string; createdBy: number | null; now: Date },
): Promise<{ key: string; row: repo.ApiKeyRow }> {
  const { key, keyPrefix, keyHash } = KIND.issue();
  const row = await repo.insertApiKey(db, {
    partnerId: input.partnerId,
    name: input.name,
    keyPrefix,
    keyHash,
    createdBy: input.createdBy,
    createdAt: input.now,
  });
  return { key, row };
}

/** The key a request carries, if any (not yet checked). */
export const apiKeyOf = machineKeyOf;

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
  if (!KIND.matches(key)) throw new AppError(401, { code: 'auth.invalidApiKey' });
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
