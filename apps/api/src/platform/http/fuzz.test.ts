import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@toll/domain/access';
import type { Capability } from '@toll/domain/access-rules';
import { egnCheckDigit } from '@toll/domain/egn';
import { eik9CheckDigit } from '@toll/domain/eik';
import { modeFromFlags } from '@toll/domain/feature-flags';
import { ROLES, type Role } from '@toll/domain/roles';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import {
  arbitraryOf,
  HOSTILE_STRINGS,
  mutate,
  mutationArbitrary,
  type Hints,
  type JsonSchema,
} from '../../test/schema-arbitrary';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hasMessage } from '../i18n';
import type { RegisteredRoute } from './route-table';

/**
 * Every route the application registers (app.registeredRoutes: API, public check, gateway
 * sandbox, docs, SEO; a route added later is walked without naming it) gets input derived from its
 * own schema with fast-check, sent as generated and spoiled with hostile values (NUL, lone
 * surrogates, 100 KB strings, RTL marks, SQL and HTML meta characters, wrong types, missing and
 * unknown fields, huge numbers), plus malformed bodies and query strings, as several callers
 * (anonymous, a site user, an admin, a partner admin, a cashier, and a holder of the route's
 * capability when none of these has it). No answer may be a 5xx; every 4xx is the §8 error shape
 * with catalogue codes. Seeded and bounded: the same requests on every run.
 */
const RUNS_PER_CALLER = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/**
 * Routes not fuzzed, each with its reason (reported in the summary line, never silent). None
 * today: no route calls out to another system in tests (the card gateway is the in-process
 * sandbox) and none is unbounded. A route that must be left out goes here with its reason.
 */
const SKIPPED: { match: (route: RegisteredRoute) => boolean; reason: string }[] = [];

/**
 * Routes whose refusals are pages, not the API error shape (still never a 5xx): the card-gateway
 * sandbox stands in for the bank's pages, so a refused request is a page a person reads; the RegiX
 * sandbox speaks RegiX's SOAP, so a refused request is a SOAP fault, as RegiX answers it.
 */
const PAGE_ROUTES: {
  match: (route: RegisteredRoute) => boolean;
  reason: string;
  /** The content type its refusals come in. */
  type: string;
}[] = [
  {
    match: (r) => r.url.startsWith('/sandbox/regix/'),
    reason: "the RegiX sandbox answers SOAP faults, as RegiX's entry point does",
    type: 'application/soap+xml',
  },
  {
    match: (r) => r.url.startsWith('/sandbox/'),
    reason: "the card-gateway sandbox answers pages, as the bank's gateway does",
    type: 'text/html',
  },
];

/** Accept-Language values, sensible and not (the language of errors falls back to Bulgarian). */
const ACCEPT_LANGUAGES = ['en', 'bg', 'en-GB,en;q=0.9,bg;q=0.8', '*', 'xx-ZZ;q=abc, ;;,', 'тест'];

/**
 * A route that takes a password spends an argon2id hash on it (64 MiB, slow by design): fewer
 * runs there keep the whole test bounded (still hostile input for every caller).
 */
function hashesPasswords(route: RegisteredRoute): boolean {
  return /password/i.test(JSON.stringify(jsonSchemaOf(route.schema, 'body') ?? {}));
}

function skipReport(skipped: readonly RegisteredRoute[]): string {
  if (skipped.length === 0) return 'none';
  return skipped
    .map((r) => `${r.method} ${r.url} (${SKIPPED.find((s) => s.match(r))!.reason})`)
    .join(', ');
}

type Caller = { name: string; roles: Role[]; customerId: string | null; userId: number | null };
const CALLERS: Omit<Caller, 'userId'>[] = [
  { name: 'anonymous', roles: [], customerId: null },
  { name: 'site user', roles: ['ROLE_USERS'], customerId: 'C-FUZZ' },
  { name: 'admin', roles: ['ROLE_ADMIN'], customerId: null },
  { name: 'partner admin', roles: ['ROLE_PARTNER_ADMIN'], customerId: null },
  { name: 'cashier', roles: ['ROLE_C2'], customerId: null },
];

let t: TestApp;
let userSerial = 0;
let hints: Hints = {};
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PURCHASE_RATE_LIMIT: '1000000',
      CHECK_RATE_LIMIT: '10000000',
      // e.g. FUZZ_FEATURE_FLAGS=MSTS=on: the routes behind a flag that is off by default
      ...(process.env.FUZZ_FEATURE_FLAGS ? { FEATURE_FLAGS: process.env.FUZZ_FEATURE_FLAGS } : {}),
    },
  });
  // The callers work for partner 1 at its point of sale 1 (a shift POS, like the demo cashier's).
  await seedPartner(t, { id: 1 });
  await seedPointsOfSale(t, 1, [1], true);
  hints = await realValues(t);
}, 120_000);
afterAll(() => t.close());

/** Values real requests carry, by property name, so generated input gets past domain checks. */
async function realValues(app: TestApp): Promise<Hints> {
  const products = (await app.app.inject({ method: 'GET', url: '/api/products' }))
    .json<{ id: string }[]>()
    .map((p) => p.id);
  const countries = fc.constantFrom('BG', 'RO', 'DE', 'TR', 'GR', 'UA');
  const plates = fc.constantFrom('CA1234AB', 'CB7777KK', 'B123XYZ', 'PB0001AA', 'M-AB 123');
  const password = fc.constant('Parola123');
  const egn = `750102001${egnCheckDigit('750102001')}`;
  const eik = `12345678${eik9CheckDigit('12345678')}`;
  const ownerIds = fc.constantFrom(egn, eik);
  const names = fc.constantFrom('Иван', 'Petrov', 'Ana-Maria');
  return {
    countrycode: countries,
    country: countries,
    lpn: plates,
    plate: plates,
    licenseplatenumber: plates,
    productid: products.length > 0 ? fc.constantFrom(...products) : fc.string(),
    email: fc.constantFrom('driver@example.bg', 'a.b@example.com'),
    username: fc.stringMatching(/^[a-z][a-z0-9]{3,12}$/),
    password,
    newpassword: password,
    currentpassword: password,
    oldpassword: password,
    confirmpassword: password,
    firstname: names,
    lastname: names,
    ownerid: ownerIds,
    egnoreik: ownerIds,
    egn: fc.constant(egn),
    lang: fc.constantFrom('bg', 'en'),
    activationdate: fc.constant('2026-11-22T00:00:00+02:00'),
  };
}

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** The JSON Schema of one part of a route's input (zod or JSON Schema), or null when it has none. */
function jsonSchemaOf(
  schema: FastifySchema | undefined,
  part: keyof FastifySchema,
): JsonSchema | null {
  const value = schema?.[part];
  if (value === undefined || value === null) return null;
  if (isZod(value)) {
    try {
      return z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return true;
    }
  }
  return value as JsonSchema;
}

type Input = { params: unknown; query: unknown; body: unknown; raw?: RawCase };
type RawCase = { contentType: string; payload: string } | { query: string };

const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

function routeArbitrary(route: RegisteredRoute): fc.Arbitrary<Input> {
  const names = paramNames(route.url);
  const paramsSchema: JsonSchema = jsonSchemaOf(route.schema, 'params') ?? {
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string', minLength: 1 }])),
    required: names,
  };
  const query = jsonSchemaOf(route.schema, 'querystring');
  const body = jsonSchemaOf(route.schema, 'body');
  const valid = fc.record({
    params: arbitraryOf(paramsSchema, hints),
    query: query ? arbitraryOf(query, hints) : fc.constant(undefined),
    body: body ? arbitraryOf(body, hints) : fc.constant(undefined),
  });
  const parts = (['params', 'query', 'body'] as const).filter((part) =>
    part === 'params' ? names.length > 0 : part === 'query' ? query : body,
  );
  const spoiled = fc
    .tuple(
      valid,
      fc.constantFrom(...(parts.length > 0 ? parts : (['query'] as const))),
      mutationArbitrary,
    )
    .map(([input, part, mutation]) => ({ ...input, [part]: mutate(input[part] ?? {}, mutation) }));
  const raw = fc.constantFrom<RawCase>(
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '[1,2' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '"\\u0000"' },
    { contentType: 'application/json', payload: '{"x":"\\ud800"}' },
    { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%ED%A0%80&c[]=1' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: 'application/json; charset=latin1', payload: '{}' },
    { query: 'a=%00' },
    { query: 'a=%ED%A0%80&a=1&a[b]=2' },
    { query: '%' },
    { query: `q=${'x'.repeat(60_000)}` },
    { query: 'page=-1&pageSize=1e99&limit=99999999999999999999&at=not-a-date' },
  );
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 5, arbitrary: spoiled },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, raw).map(([input, r]) => ({ ...input, raw: r })),
    },
  );
}

function pathOf(url: string, params: unknown): string {
  const values =
    params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    const value = values[name ?? '*'];
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
    return encodeHostile(text);
  });
}

/** Percent-encoding that keeps lone surrogates, as their (invalid) three UTF-8-like bytes. */
function encodeHostile(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(unit);
  });
}

function queryOf(query: unknown): string {
  if (query === undefined) return '';
  if (query === null || typeof query !== 'object' || Array.isArray(query))
    return `value=${encodeURIComponent(JSON.stringify(query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return search.toString();
}

type Outcome = { status: number; problem: string | null };

function check(status: number, body: string, page: string | null, type: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  // A page route may refuse with a page; a body it cannot even parse still gets the error shape.
  if (page !== null && type.startsWith(page) && body.length > 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} without a JSON body`;
  }
  const shape = z.object({
    status: z.literal(status),
    message: z.string().min(1),
    errors: z
      .array(
        z.object({
          code: z.string().min(1),
          message: z.string().min(1),
          field: z.string().optional(),
        }),
      )
      .min(1),
    requestId: z.string().min(1),
  });
  const result = shape.safeParse(parsed);
  if (!result.success) return `${status} not in the error shape: ${body.slice(0, 200)}`;
  const unknown = result.data.errors.find((e) => !hasMessage(e.code));
  return unknown ? `${status} with a code outside the catalogue: ${unknown.code}` : null;
}

describe('fuzzing every route', () => {
  it('never answers 5xx, and every 4xx is the §8 error shape', async () => {
    const context = { mode: modeFromFlags(t.config.featureFlags), flags: t.config.featureFlags };
    const started = Date.now();
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(60);
    const skipped = routes.filter((r) => SKIPPED.some((s) => s.match(r)));
    const walked = routes.filter((r) => !skipped.includes(r));
    const problems = new Map<string, string>();
    const statuses: Record<string, number> = {};
    let sent = 0;
    let refusedAccess = 0;
    const byRoute: Record<string, Record<string, number>> = {};
    let address = 0;

    for (const [index, route] of walked.entries()) {
      // Fresh users per route: a route under test may end its caller's session or account.
      const callers: Caller[] = [];
      const allowedRoles = (roles: Role[], customerId: string | null) =>
        route.access === undefined ||
        route.access === 'public' ||
        can(roles.length ? { roles, customerId } : null, route.access as Capability, context);
      const list = [...CALLERS];
      if (!list.some((c) => allowedRoles(c.roles, c.customerId))) {
        const role = ROLES.find((r) => allowedRoles([r], 'C-FUZZ'));
        if (role) list.push({ name: `holder of ${role}`, roles: [role], customerId: 'C-FUZZ' });
      }
      for (const caller of list) {
        if (caller.roles.length === 0) {
          callers.push({ ...caller, userId: null });
          continue;
        }
        const user = await seedUser(t, {
          username: `fuzz${++userSerial}`,
          roles: caller.roles,
          customerId: caller.customerId,
          partnerId: 1,
          posIds: [1],
        });
        callers.push({ ...caller, userId: user.id });
      }
      const page = PAGE_ROUTES.find((p) => p.match(route))?.type ?? null;
      const arbitrary = routeArbitrary(route);
      const routeStarted = Date.now();
      for (const [callerIndex, caller] of callers.entries()) {
        const headers = caller.userId === null ? {} : bearer(await sessionToken(t, caller.userId));
        const inputs = fc.sample(arbitrary, {
          seed: SEED + index * 101 + callerIndex,
          numRuns: hashesPasswords(route) ? Math.ceil(RUNS_PER_CALLER / 3) : RUNS_PER_CALLER,
        });
        for (const input of inputs) {
          const raw = input.raw;
          const rawQuery = raw && 'query' in raw ? raw.query : null;
          const search = rawQuery ?? queryOf(input.query);
          const url = `${pathOf(route.url, input.params)}${search ? `?${search}` : ''}`;
          const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
          const rawBody = raw && 'payload' in raw ? raw : null;
          const payload = !hasBody
            ? undefined
            : rawBody
              ? rawBody.payload
              : input.body === undefined
                ? undefined
                : JSON.stringify(input.body);
          address += 1;
          const res = await t.app
            .inject({
              method: route.method as 'GET',
              url,
              // A fresh address per request: per-address rate limits never turn the run into 429s.
              remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
              headers: {
                ...headers,
                ...(payload === undefined
                  ? {}
                  : { 'content-type': rawBody?.contentType ?? 'application/json' }),
                'accept-language': ACCEPT_LANGUAGES[address % ACCEPT_LANGUAGES.length]!,
              },
              payload,
            })
            .catch((error: unknown) => {
              // A response that breaks off (a stream that fails half-way) is a server failure too.
              throw new Error(`${route.method} ${url} as ${caller.name}: ${String(error)}`);
            });
          sent += 1;
          const outcome: Outcome = {
            status: res.statusCode,
            problem: check(
              res.statusCode,
              res.body,
              page,
              String(res.headers['content-type'] ?? ''),
            ),
          };
          statuses[`${String(res.statusCode)[0]}xx`] =
            (statuses[`${String(res.statusCode)[0]}xx`] ?? 0) + 1;
          if (res.statusCode === 401 || res.statusCode === 403) refusedAccess += 1;
          const code = res.statusCode >= 400 ? (/"code":"([^"]+)"/.exec(res.body)?.[1] ?? '') : '';
          const tally = (byRoute[`${route.method} ${route.url}`] ??= {});
          tally[`${res.statusCode}${code ? ` ${code}` : ''}`] =
            (tally[`${res.statusCode}${code ? ` ${code}` : ''}`] ?? 0) + 1;
          const key = `${route.method} ${route.url}: ${outcome.problem}`;
          if (outcome.problem && !problems.has(key))
            problems.set(
              key,
              `${key}\n    as ${caller.name}: ${route.method} ${url.slice(0, 300)}\n    body ${String(payload).slice(0, 300)}\n    answer ${res.body.slice(0, 300)}`,
            );
        }
      }
      (byRoute[`${route.method} ${route.url}`] ??= {}).ms = Date.now() - routeStarted;
    }

    console.log(
      `fuzz: ${sent} requests to ${walked.length} routes in ${Date.now() - started} ms ` +
        `(${refusedAccess} refused by access control; ${JSON.stringify(statuses)}); ` +
        `skipped: ${skipReport(skipped)}; ` +
        `pages, not the error shape: ${PAGE_ROUTES.map((p) => p.reason).join('; ')}; ` +
        `hostile strings: ${HOSTILE_STRINGS.length}`,
    );
    // FUZZ_REPORT=1: what each route answered (status and first error code), to see how deep
    // the generated input reaches.
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify(byRoute, null, 1));
    expect([...problems.values()]).toEqual([]);
  }, 600_000);
});
