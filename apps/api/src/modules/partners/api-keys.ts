import { hashMachineKey, machineKeyKind } from '../../platform/auth/machine-keys';
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

export type ApiKeyPrincipal = { partnerId: number; keyId: number };

/**
 * Authenticates a caller by the partner API key its request carries (`key`, machineKeyOf): the live (not revoked) key of an active
 * partner, whose last use is recorded. Null without a key; 401
 * `auth.invalidApiKey` for a key that is malformed, unknown, revoked or of an inactive partner.
 * The reseller API's routes call this (with `config.access: 'public', owner: 'public'`, the key being the check).
 */
export async function authenticateApiKey(
  db: Executor,
  clock: Clock,
  key: string | null,
): Promise<ApiKeyPrincipal | null> {
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
  key: string | null,
): Promise<ApiKeyPrincipal> {
  const principal = await authenticateApiKey(db, clock, key);
  if (!principal) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return principal;
}
