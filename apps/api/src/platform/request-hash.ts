import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a request's canonical JSON text (object keys sorted, undefined left out): two
 * requests with the same meaning hash alike, whatever the order of their keys. Idempotency keys
 * compare it to refuse a key reused for another request.
 */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}
