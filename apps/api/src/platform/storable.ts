/**
 * Text that PostgreSQL cannot store: NUL (refused by `text` and `jsonb` alike) and UTF-16 halves
 * without their pair (they have no UTF-8 form; `jsonb` refuses their `\ud800` escapes).
 */
// The NUL is the point of this pattern.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** The replacement character stands where an unstorable one was. */
const REPLACEMENT = '\ufffd';

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A string the database accepts, with U+FFFD in place of each unstorable character. */
export function storableText(text: string): string {
  return isStorableText(text) ? text : text.replace(UNSTORABLE_ALL, REPLACEMENT);
}

/**
 * A copy of a raw payload (a gateway message, an audit snapshot, an imported record) that a
 * `jsonb` or `text` column accepts: every string and key passed through `storableText`. What an
 * outside system sent is kept as closely as the database allows, never refused.
 */
export function storableJson<T>(value: T): T {
  return copy(value, 0) as T;
}

const MAX_DEPTH = 64;

function copy(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return REPLACEMENT;
  if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[storableText(key)] = copy(item, depth + 1);
  return out;
}

/**
 * Where an unstorable character first occurs in parsed input (strings, object keys, nested
 * arrays and objects, walked without recursion so no nesting depth can overflow the stack): its
 * path as `a.b.0`, `''` for the value itself, or null when there is none.
 */
export function findUnstorable(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const next = stack.pop()!;
    const current = next.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return next.path;
    } else if (ArrayBuffer.isView(current)) {
      continue;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) =>
        stack.push({ value: item, path: join(next.path, String(index)) }),
      );
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return join(next.path, storableText(key));
        stack.push({ value: item, path: join(next.path, key) });
      }
    }
  }
  return null;
}
