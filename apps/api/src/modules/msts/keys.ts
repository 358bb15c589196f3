import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { apiKeyOf } from '../partners/api-keys';

/**
 * The outside toll service's API keys (decision: a machine key of its own, like the charging
 * system's; spec §7 names no MSTS import call). 32 random bytes shown once, only the SHA-256 kept;
 * sent as `Authorization: ApiKey <key>` or `X-Api-Key`.
 */
const KEY = /^msts_[A-Za-z0-9_-]{43}$/;
const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export async function issueMstsKey(
  db: Executor,
  name: string,
): Promise<{ id: number; key: string }> {
  const key = `msts_${randomBytes(32).toString('base64url')}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into msts_api_keys (name, key_prefix, key_hash)
        values (${name}, ${key.slice(0, 12)}, ${hash(key)}) returning id`,
  );
  return { id: Number(rows[0]!.id), key };
}

/** The key's id; 401 auth.invalidApiKey unless the request carries a live MSTS key. */
export async function requireMstsKey(
  db: Executor,
  request: FastifyRequest,
  now: Date,
): Promise<number> {
  const key = apiKeyOf(request);
  if (key === null || !KEY.test(key)) throw new AppError(401, { code: 'auth.invalidApiKey' });
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update msts_api_keys set last_used_at = ${now.toISOString()}
        where key_hash = ${hash(key)} and revoked_at is null returning id`,
  );
  if (!rows[0]) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return Number(rows[0].id);
}
