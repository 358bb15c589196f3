import type { Executor } from '../../platform/db/database';
import { machineKeyKind, requireMachineKeyHash } from '../../platform/auth/machine-keys';
import { AppError } from '../../platform/http/app-error';
import { insertMstsKey, useMstsKey } from './key-repo';

/**
 * The outside toll service's API keys (decision: a machine key of its own, like the charging
 * system's; spec §7 names no MSTS import call). 32 random bytes shown once, only the SHA-256 kept;
 * sent as `Authorization: ApiKey <key>` or `X-Api-Key`.
 */
const KIND = machineKeyKind('msts_');

export async function issueMstsKey(
  db: Executor,
  name: string,
): Promise<{ id: number; key: string }> {
  const { key, keyPrefix, keyHash } = KIND.issue();
  return { id: await insertMstsKey(db, { name, keyPrefix, keyHash }), key };
}

/** The key's id; 401 auth.invalidApiKey unless `key` (what the request carries) is a live MSTS key. */
export async function requireMstsKey(db: Executor, key: string | null, now: Date): Promise<number> {
  const id = await useMstsKey(db, requireMachineKeyHash(KIND, key), now);
  if (id === undefined) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return id;
}
