import { sql } from 'drizzle-orm';
import type { FleetKey, FleetKeyCreate, FleetKeyIssued, FleetKeyUse } from '@toll/contract/fleet';
import type { FleetKeyScope } from '@toll/domain/fleet';
import {
  machineKeyKind,
  machineKeyMemo,
  requireMachineKeyHash,
} from '../../platform/auth/machine-keys';
import type { Clock } from '../../platform/clock';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

/**
 * A fleet client's API keys (issue #36), machine keys of kind `fleet_`: made, named, scoped,
 * rotated and revoked by the client's own user in the portal; shown once, only the SHA-256 kept.
 * Every call made with a key is recorded (when, from where, what, its answer).
 */
export const FLEET_KEY = machineKeyKind('fleet_');
const KEY_CACHE_MS = 5_000;
/** The uses the portal lists per key (the newest). */
const USES_LISTED = 200;

export type FleetPrincipal = { clientId: number; keyId: number; scope: FleetKeyScope };

type KeyRow = {
  id: number;
  name: string;
  scope: FleetKeyScope;
  key_prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  last_used_ip: string | null;
  revoked_at: Date | string | null;
  replaced_by: number | null;
};
const COLUMNS = sql`id, name, scope, key_prefix, created_at, last_used_at, last_used_ip, revoked_at, replaced_by`;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const toKey = (r: KeyRow): FleetKey => ({
  id: Number(r.id),
  name: r.name,
  scope: r.scope,
  keyPrefix: r.key_prefix,
  createdAt: iso(r.created_at)!,
  lastUsedAt: iso(r.last_used_at),
  lastUsedIp: r.last_used_ip,
  revokedAt: iso(r.revoked_at),
  replacedBy: r.replaced_by === null ? null : Number(r.replaced_by),
});

/** The client (its partner id) of a signed-in customer's id; 404 when it has none. */
export async function clientOfCustomer(db: Executor, customerId: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from partners where customer_id = ${customerId} limit 1`,
  );
  if (!rows[0]) throw new AppError(404, { code: 'fleet.noClient' });
  return Number(rows[0].id);
}

export function createFleetKeys(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const memo = machineKeyMemo<FleetPrincipal>(KEY_CACHE_MS);

  async function insert(
    tx: Executor,
    clientId: number,
    input: FleetKeyCreate,
    userId: number | null,
  ): Promise<FleetKeyIssued> {
    const { key, keyPrefix, keyHash } = FLEET_KEY.issue();
    const rows = await queryRows<KeyRow>(
      tx,
      sql`insert into client_api_keys (client_id, name, scope, key_prefix, key_hash, created_by, created_at)
          values (${clientId}, ${input.name}, ${input.scope}, ${keyPrefix}, ${keyHash}, ${userId},
                  ${clock.now().toISOString()})
          returning ${COLUMNS}`,
    );
    return { key, apiKey: toKey(rows[0]!) };
  }

  async function ownLive(tx: Executor, clientId: number, id: number): Promise<KeyRow> {
    const rows = await queryRows<KeyRow>(
      tx,
      sql`select ${COLUMNS} from client_api_keys
          where id = ${id} and client_id = ${clientId} for update`,
    );
    const row = rows[0];
    if (!row) throw new AppError(404, { code: 'fleet.keyNotFound' });
    if (row.revoked_at !== null) throw new AppError(409, { code: 'fleet.keyRevoked' });
    return row;
  }

  return {
    async list(clientId: number): Promise<FleetKey[]> {
      const rows = await queryRows<KeyRow>(
        db,
        sql`select ${COLUMNS} from client_api_keys where client_id = ${clientId}
            order by revoked_at is not null, id desc`,
      );
      return rows.map(toKey);
    },

    create: (clientId: number, input: FleetKeyCreate, userId: number | null) =>
      db.transaction((tx) => insert(tx, clientId, input, userId)),

    /** A new key of the same name and scope; the old one is revoked and names its successor. */
    rotate(clientId: number, id: number, userId: number | null): Promise<FleetKeyIssued> {
      return db.transaction(async (tx) => {
        const old = await ownLive(tx, clientId, id);
        const issued = await insert(tx, clientId, { name: old.name, scope: old.scope }, userId);
        await tx.execute(
          sql`update client_api_keys set revoked_at = ${clock.now().toISOString()},
                replaced_by = ${issued.apiKey.id} where id = ${id}`,
        );
        memo.forget();
        return issued;
      });
    },

    revoke(clientId: number, id: number): Promise<FleetKey> {
      return db.transaction(async (tx) => {
        await ownLive(tx, clientId, id);
        const rows = await queryRows<KeyRow>(
          tx,
          sql`update client_api_keys set revoked_at = ${clock.now().toISOString()}
              where id = ${id} returning ${COLUMNS}`,
        );
        memo.forget();
        return toKey(rows[0]!);
      });
    },

    async uses(clientId: number, id: number): Promise<FleetKeyUse[]> {
      const own = await queryRows(
        db,
        sql`select 1 from client_api_keys where id = ${id} and client_id = ${clientId}`,
      );
      if (own.length === 0) throw new AppError(404, { code: 'fleet.keyNotFound' });
      const rows = await queryRows<{
        used_at: Date | string;
        ip: string;
        method: string;
        path: string;
        status: number;
      }>(
        db,
        sql`select used_at, ip, method, path, status from client_api_key_uses
            where key_id = ${id} order by id desc limit ${USES_LISTED}`,
      );
      return rows.map((r) => ({
        usedAt: iso(r.used_at)!,
        ip: r.ip,
        method: r.method,
        path: r.path,
        status: Number(r.status),
      }));
    },

    /**
     * The live fleet key `key` is (what the request carries), or 401 `auth.invalidApiKey`. A key checked in the last few
     * seconds is not looked up again; a revoked key stops working within KEY_CACHE_MS (at once
     * in this process: revoking and rotating clear the memo).
     */
    async authenticate(key: string | null): Promise<FleetPrincipal> {
      const hash = requireMachineKeyHash(FLEET_KEY, key);
      const cached = memo.get(hash);
      if (cached) return cached;
      const rows = await queryRows<{ id: number; client_id: number; scope: FleetKeyScope }>(
        db,
        sql`select id, client_id, scope from client_api_keys
            where key_hash = ${hash} and revoked_at is null`,
      );
      const row = rows[0];
      if (!row) throw new AppError(401, { code: 'auth.invalidApiKey' });
      const principal = {
        clientId: Number(row.client_id),
        keyId: Number(row.id),
        scope: row.scope,
      };
      memo.set(hash, principal);
      return principal;
    },

    /** Records one call made with a key (after its answer): the key's last use and the log. */
    async recordUse(
      keyId: number,
      use: { ip: string; method: string; path: string; status: number },
    ): Promise<void> {
      const now = clock.now().toISOString();
      await db.execute(
        sql`with used as (
              update client_api_keys set last_used_at = ${now}, last_used_ip = ${use.ip}
              where id = ${keyId} returning id)
            insert into client_api_key_uses (key_id, used_at, ip, method, path, status)
            select id, ${now}::timestamptz, ${use.ip}, ${use.method}, ${use.path.slice(0, 300)},
                   ${use.status}
            from used`,
      );
    },
  };
}

export type FleetKeys = ReturnType<typeof createFleetKeys>;
