import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

/**
 * Machine keys: every key a machine (not a person) sends to the API — a reseller's partner key
 * (`bgt_`), the charging system's (`tcs_`), the outside toll service's (`msts_`), a fleet client's
 * (`fleet_`). A key is its kind's prefix and 32 random bytes (base64url) shown once when issued;
 * only its SHA-256 is stored, with the first 12 characters for people to recognise it. Callers
 * send it as `Authorization: ApiKey <key>` or `X-Api-Key: <key>`.
 */
export type MachineKeyKind = {
  /** `bgt_`, `tcs_`, … */
  prefix: string;
  /** A fresh key with what is stored of it. */
  issue(): { key: string; keyPrefix: string; keyHash: string };
  /** The key's shape is this kind's (checked before any lookup). */
  matches(key: string): boolean;
};

export const hashMachineKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function machineKeyKind(prefix: string): MachineKeyKind {
  const shape = new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`);
  return {
    prefix,
    issue() {
      const key = `${prefix}${randomBytes(32).toString('base64url')}`;
      return { key, keyPrefix: key.slice(0, 12), keyHash: hashMachineKey(key) };
    },
    matches: (key) => shape.test(key),
  };
}

/** The key a request carries, if any (not yet checked). */
export function machineKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^ApiKey\s+(\S{1,200})$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  const direct = request.headers['x-api-key'];
  return typeof direct === 'string' && direct.trim() !== '' ? direct.trim() : null;
}

/**
 * The key's hash if it is of this kind, or 401 `auth.invalidApiKey` (no key, another kind's
 * shape). `key` is what the request carries (machineKeyOf); the caller looks the hash up in its
 * own table (live keys only).
 */
export function requireMachineKeyHash(kind: MachineKeyKind, key: string | null): string {
  if (key === null || !kind.matches(key)) throw new AppError(401, { code: 'auth.invalidApiKey' });
  return hashMachineKey(key);
}

/**
 * A short-lived memo of checked keys (hash → principal), so that a busy machine's every request
 * does not look its key up again; a revoked key stops working within `ttlMs`.
 */
export function machineKeyMemo<P>(ttlMs: number) {
  const checked = new Map<string, { principal: P; until: number }>();
  return {
    get(hash: string): P | undefined {
      const hit = checked.get(hash);
      return hit && hit.until > Date.now() ? hit.principal : undefined;
    },
    set(hash: string, principal: P) {
      if (checked.size > 10_000) checked.clear();
      checked.set(hash, { principal, until: Date.now() + ttlMs });
    },
    forget: () => checked.clear(),
  };
}
