/**
 * Small checks of API answers for the site bundle, where zod would cost more than the pages that
 * use it. Each throws on an unexpected shape; `apiRequest` turns that into an unknown-error message.
 */
export type JsonRecord = Record<string, unknown>;

export function record(value: unknown): JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TypeError('expected an object');
  return value as JsonRecord;
}

export function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError('expected an array');
  return value;
}

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('expected a string');
  return value;
}

export function nullableText(value: unknown): string | null {
  return value === null ? null : text(value);
}

export function num(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError('expected a number');
  return value;
}

export function bool(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new TypeError('expected a boolean');
  return value;
}

export function oneOf<T extends string>(options: readonly T[], value: unknown): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value))
    throw new TypeError(`expected one of ${options.join(', ')}`);
  return value as T;
}
