import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/** The outside toll service's keys as stored (prefix and hash; the key itself is never kept). */
export async function insertMstsKey(
  db: Executor,
  row: { name: string; keyPrefix: string; keyHash: string },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into msts_api_keys (name, key_prefix, key_hash)
        values (${row.name}, ${row.keyPrefix}, ${row.keyHash}) returning id`,
  );
  return Number(rows[0]!.id);
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

/** Records a use of the live key of this hash; its id, or undefined for none. */
export async function useMstsKey(db: Executor, hash: string, now: Date) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update msts_api_keys set last_used_at = ${now.toISOString()}
        where key_hash = ${hash} and revoked_at is null returning id`,
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}
