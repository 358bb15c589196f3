import type { Executor } from '../../platform/db/database';
import { machineKeyKind, requireMachineKeyHash } from '../../platform/auth/machine-keys';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

/**
 * The charging system's API keys (decision: a machine key of its own, not a partner's; spec §7
 * names no toll-transaction call), of kind `tcs_` (platform/auth/machine-keys): shown once, only the SHA-256 stored; sent as
 * `Authorization: ApiKey <key>` or `X-Api-Key`, like partner keys.
 */
const KIND = machineKeyKind('tcs_');

export async function issueChargingKey(db: Executor, name: string): Promise<string> {
  const { key, keyPrefix, keyHash } = KIND.issue();
  await repo.insertChargingKey(db, { name, keyPrefix, keyHash });
  return key;
}

/** 401 auth.invalidApiKey unless `key` (what the request carries) is a live charging-system key. */
export async function requireChargingKey(
  db: Executor,
  key: string | null,
  now: Date,
): Promise<number> {
  const hash = requireMachineKeyHash(KIND, key);
  const id = await repo.useChargingKey(db, hash, now);
  if (id === undefined) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return id;
}
