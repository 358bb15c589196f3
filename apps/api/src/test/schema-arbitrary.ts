import fc from 'fast-check';

/**
 * fast-check arbitraries from JSON Schema (what zod's `z.toJSONSchema` and the OpenAPI document
 * give): values that mostly pass a route's schema, to be sent as they are and then spoiled with
 * hostile values (`mutate`). Test-only: the fuzz test derives every route's input from this.
 */
export type JsonSchema = { [key: string]: unknown } | boolean;
type Obj = { [key: string]: unknown };

const MAX_DEPTH = 6;
const asObj = (schema: unknown): Obj =>
  typeof schema === 'object' && schema !== null ? (schema as Obj) : {};
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const anyJson = fc.jsonValue({ maxDepth: 2 });

/**
 * Values that a property of this name (lower case) takes in real requests: country codes, plates,
 * product ids… A random string rarely passes such a field's checks, so without them the input
 * would stop at the first domain check; with them it reaches the handlers behind it.
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

type Ctx = { root: JsonSchema; hints: Hints };

export function arbitraryOf(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  return build(schema, { root: schema, hints }, 0);
}

function build(schema: JsonSchema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const { root } = ctx;
  if (schema === true || depth > MAX_DEPTH) return anyJson;
  if (schema === false) return fc.constant(undefined);
  const s = schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() ?? '';
    const defs = { ...asObj(asObj(root).$defs), ...asObj(asObj(root).definitions) };
    return build((defs[name] as JsonSchema | undefined) ?? true, ctx, depth + 1);
  }
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options) && options.length > 0)
      return fc.oneof(...options.map((o) => build(o as JsonSchema, ctx, depth + 1)));
  }
  if (Array.isArray(s.allOf) && s.allOf.length > 0)
    return build({ ...s, allOf: undefined, ...asObj(s.allOf[0]) }, ctx, depth + 1);
  const type = s.type;
  if (Array.isArray(type))
    return fc.oneof(...type.map((t) => build({ ...s, type: t }, ctx, depth)));
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
    case 'number':
      return numberOf(s, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(s, ctx, depth);
    case 'object':
      return objectOf(s, ctx, depth);
    default:
      if (s.properties) return objectOf(s, ctx, depth);
      return anyJson;
  }
}

function stringOf(s: Obj): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(s.maxLength) ?? 40, 300));
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
    case 'date': {
      const day = s.format === 'date';
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => (day ? d.toISOString().slice(0, 10) : d.toISOString()));
    }
    default:
      break;
  }
  if (typeof s.pattern === 'string') {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .map((v) => v.slice(0, Math.max(maxLength, 1)));
    } catch {
      // Patterns fast-check cannot invert fall back to plain strings.
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function numberOf(s: Obj, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(s.exclusiveMinimum);
  const exclusiveMax = num(s.exclusiveMaximum);
  let min =
    num(s.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-6) : -1e6);
  let max =
    num(s.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-6) : 1e6);
  min = Math.max(min, -Number.MAX_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (min > max) return fc.constant(min);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arrayOf(s: Obj, ctx: Ctx, depth: number): fc.Arbitrary<unknown[]> {
  if (Array.isArray(s.prefixItems))
    return fc.tuple(...s.prefixItems.map((item) => build(item as JsonSchema, ctx, depth + 1)));
  const minLength = num(s.minItems) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(s.maxItems) ?? 4, 6));
  const items = (s.items as JsonSchema | undefined) ?? true;
  return fc.array(build(items, ctx, depth + 1), { minLength, maxLength });
}

function objectOf(s: Obj, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const properties = asObj(s.properties);
  const names = Object.keys(properties);
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  if (names.length === 0) {
    const extra = s.additionalProperties;
    if (extra === undefined || extra === false) return fc.constant({});
    const keys = s.propertyNames ? stringOf(asObj(s.propertyNames)) : fc.string({ maxLength: 12 });
    return fc.dictionary(keys, build(extra as JsonSchema, ctx, depth + 1), { maxKeys: 5 });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) {
    const derived = build(properties[name] as JsonSchema, ctx, depth + 1);
    const hint = ctx.hints[name.toLowerCase()];
    model[name] = hint
      ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: derived })
      : derived;
  }
  return fc.record(model, { requiredKeys: required.filter((name) => names.includes(name)) });
}

/** Strings and values no client should be able to break us with. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'x'.repeat(100_000),
  'Ж'.repeat(20_000),
  '\u202eabc\u200f\u200e\u061c',
  '🚗🇧🇬\u{1F600}',
  "' OR '1'='1'; --",
  'Robert"); DROP TABLE users;--',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}%s%n',
  '../../../../etc/passwd',
  '%00%ff%',
  '١٢٣٤',
  ' ',
  '',
  '-0',
  '1e309',
  'NaN',
  'null',
  'true',
  '\r\n\t',
  '\\',
];

export const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
  Array.from({ length: 2_000 }, (_, i) => i),
];

export type Mutation =
  { at: number; op: 'replace'; value: unknown } | { at: number; op: 'delete' | 'extra' };

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      at: fc.nat(),
      op: fc.constant('replace' as const),
      value: fc.constantFrom(...HOSTILE_VALUES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ at: fc.nat(), op: fc.constant('delete' as const) }) },
  { weight: 1, arbitrary: fc.record({ at: fc.nat(), op: fc.constant('extra' as const) }) },
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

/** The value with one place (chosen by `at`) replaced by a hostile value, removed, or given an extra field. */
export function mutate(value: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(value);
  const paths = pathsOf(copy);
  const path = paths[mutation.at % paths.length]!;
  if (path.length === 0) {
    if (mutation.op === 'replace') return mutation.value;
    if (mutation.op === 'delete') return undefined;
    return copy !== null && typeof copy === 'object' ? { ...copy, unexpected: 'x' } : copy;
  }
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((v, key) => (v as Obj)[key as string], copy) as Obj;
  const key = path[path.length - 1]!;
  if (mutation.op === 'replace') parent[key] = mutation.value;
  else if (mutation.op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    const target = parent[key];
    if (target !== null && typeof target === 'object' && !Array.isArray(target))
      (target as Obj)['unexpected\u202e'] = '<b>x</b>';
    else parent[`${String(key)}Extra`] = 1;
  }
  return copy;
}
