import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';
import { machineKeyKind, requireMachineKeyHash } from '../../platform/auth/machine-keys';
import { AppError } from '../../platform/http/app-error';

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
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into msts_api_keys (name, key_prefix, key_hash)
        values (${name}, ${keyPrefix}, ${keyHash}) returning id`,
  );
  return { id: Number(rows[0]!.id), key };
}

export type MstsKeyRow = {
  id: number;
  name: string;
  key_prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
};

const KEY_COLUMNS = sql`id, name, key_prefix, created_at, last_used_at, revoked_at`;

/** Every key, live ones first, newest first (a handful: one per outside service and rotation). */
export function listMstsKeys(db: Executor): Promise<MstsKeyRow[]> {
  return queryRows<MstsKeyRow>(
    db,
    sql`select ${KEY_COLUMNS} from msts_api_keys order by revoked_at is not null, id desc`,
  );
}

export async function findMstsKey(db: Executor, id: number): Promise<MstsKeyRow | undefined> {
  const rows = await queryRows<MstsKeyRow>(
    db,
    sql`select ${KEY_COLUMNS} from msts_api_keys where id = ${id} for update`,
  );
  return rows[0];
}

/** Revokes a live key (a revoked one stays as it was); the next call with it is refused. */
export async function revokeMstsKey(
  db: Executor,
  id: number,
  now: Date,
): Promise<MstsKeyRow | undefined> {
  const rows = await queryRows<MstsKeyRow>(
    db,
    sql`update msts_api_keys set revoked_at = ${now.toISOString()}
        where id = ${id} and revoked_at is null returning ${KEY_COLUMNS}`,
  );
  return rows[0];
}

/** The key's id; 401 auth.invalidApiKey unless `key` (what the request carries) is a live MSTS key. */
export async function requireMstsKey(db: Executor, key: string | null, now: Date): Promise<number> {
  const hash = requireMachineKeyHash(KIND, key);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update msts_api_keys set last_used_at = ${now.toISOString()}
        where key_hash = ${hash} and revoked_at is null returning id`,
  );
  if (!rows[0]) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return Number(rows[0].id);
}
