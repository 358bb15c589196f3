import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { apiKeyOf } from '../partners/api-keys';

/**
 * The charging system's API keys (decision: a machine key of its own, not a partner's; spec §7
 * names no toll-transaction call). 32 random bytes shown once, only the SHA-256 stored; sent as
 * `Authorization: ApiKey <key>` or `X-Api-Key`, like partner keys.
 */
const KEY = /^tcs_[A-Za-z0-9_-]{43}$/;
const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export async function issueChargingKey(db: Executor, name: string): Promise<string> {
  const key = `tcs_${randomBytes(32).toString('base64url')}`;
  await db.execute(
    sql`insert into toll_charging_keys (name, key_prefix, key_hash)
        values (${name}, ${key.slice(0, 12)}, ${hash(key)})`,
  );
  return key;
}

/** 401 auth.invalidApiKey unless the request carries a live charging-system key. */
export async function requireChargingKey(
  db: Executor,
  request: FastifyRequest,
  now: Date,
): Promise<number> {
  const key = apiKeyOf(request);
  if (key === null || !KEY.test(key)) throw new AppError(401, { code: 'auth.invalidApiKey' });
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update toll_charging_keys set last_used_at = ${now.toISOString()}
        where key_hash = ${hash(key)} and revoked_at is null returning id`,
  );
  if (!rows[0]) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return Number(rows[0].id);
}
