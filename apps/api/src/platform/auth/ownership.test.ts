import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type AccessUser } from '@toll/domain/access';
import type { Capability } from '@toll/domain/access-rules';
import { modeFromFlags } from '@toll/domain/feature-flags';
import { ownedIdsOf, ownerKindOf, type ObjectKind, type OwnerKind } from '@toll/domain/ownership';
import type { Role } from '@toll/domain/roles';
import { issueApiKey } from '../../modules/partners/api-keys';
import { issueMstsKey } from '../../modules/msts/keys';
import { issueChargingKey } from '../../modules/toll-charges/keys';
import { createFleetKeys } from '../../modules/fleet/keys';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../db/database';
import { hasMessage } from '../i18n';
import type { RouteAccess } from './access-control';

/**
 * The ownership test (issue #30, DESIGN rule 14): every API route declares whose objects it reaches
 * (`config.owner`, packages/domain ownership.ts), and every route a scoped actor of the demo data
 * may call is driven as that actor against objects of ANOTHER owner: each id the route declares
 * (path parameter, query or body field) in turn gets another partner's, point of sale's, client's
 * or user's object while the rest stay the actor's own. A foreign id in the path or the body must
 * be refused with a catalogue error and change nothing (the data is read back); a foreign id in a
 * list's filter may answer, but with nothing of the other owner in it; no answer of any route to
 * a scoped actor may carry another owner's fingerprints (names, codes, numbers, ids). Agency-wide
 * routes are reached by partner staff only where spec §6 opens the page to them (named below).
 * Machine keys reach their own API only. A route that declares no ownership stops the start-up.
 */
let t: TestApp;

type ActorName =
  'partner admin' | 'cashier' | 'delict user' | 'customer' | 'self-service user' | 'OBU vendor';
type Actor = {
  name: ActorName;
  user: AccessUser & { roles: Role[] };
  token: string;
  /** The actor's own object of each kind, where it has one (ids the probe keeps). */
  own: Partial<Record<ObjectKind, string | number>>;
  /** Another owner's object of each kind (ids the probe puts in, one at a time). */
  foreign: Partial<Record<ObjectKind, string | number>>;
  /** Texts that only another owner's objects carry: none may reach this actor. */
  fingerprints: string[];
};
const actors: Actor[] = [];
const keys: Record<'reseller' | 'msts' | 'charging' | 'fleet', string> = {
  reseller: '',
  msts: '',
  charging: '',
  fleet: '',
};
/** The fleet API's probe: client A's key against client B's objects (issue #36). */
const fleetProbe = { contractB: 0, invoiceB: 0, fingerprints: [] as string[] };
let foreignSaleForReseller = '';

/**
 * Agency-wide capabilities that spec §6 opens to partner staff: the OBU pages (OBU service,
 * partner admin, OBU read/write) and the warehouse the OBU roles work from. Devices and the
 * warehouse are the agency's, handed out to partners' counters; any other agency-wide route a
 * scoped actor reaches fails this test.
 */
const AGENCY_PAGES_OPEN_TO_PARTNER_STAFF: readonly Capability[] = [
  'obu-management',
  'obu-deliveries',
  'obu-vendor-deliveries',
  'devices.write',
  'devices.attach',
  'warehouse',
];

/**
 * Routes not driven, each with its reason. They take no id: the server acts on the caller alone,
 * and calling them would end the actor's own session or link for the routes after them.
 */
const NOT_DRIVEN: Record<string, string> = {
  'POST /api/user/logout': "ends the caller's own session",
  'POST /api/user/delete': "erases the caller's own account",
  'POST /api/user/password/change': "changes the caller's own password",
  'GET /api/self-service/unlink-partner': "ends the caller's own link to its client",
};

/** Tables whose rows another owner's objects live in: a refused call changes none of them. */
const WATCHED_TABLES = [
  'users',
  'user_roles',
  'user_points_of_sale',
  'points_of_sale',
  'partners',
  'cashier_shifts',
  'sales',
  'sale_items',
  'sale_reversals',
  'accounts',
  'account_units',
  'saved_vehicles',
  'route_passes',
  'payments',
  'payment_attempts',
  'device_deliveries',
  'client_addresses',
  'vignettes',
  'client_api_keys',
  'webhook_endpoints',
  'webhook_deliveries',
];

async function snapshot(): Promise<string> {
  const parts = WATCHED_TABLES.map(
    (table) =>
      sql`(select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from ${sql.identifier(table)} x)`,
  );
  const [row] = await queryRows<{ state: string }>(
    t.database.db,
    sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as state`,
  );
  return row!.state;
}

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(t.database.db, query))[0];

async function userId(username: string): Promise<number> {
  return (await one<{ id: number }>(sql`select id from users where username = ${username}`))!.id;
}

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { PURCHASE_RATE_LIMIT: '1000000', CHECK_RATE_LIMIT: '1000000' },
  });
  const db = t.database.db;
  const pos = await queryRows<{ id: number; partner_id: number; code: string; shifts: boolean }>(
    db,
    sql`select id, partner_id, code, works_in_shifts as shifts from points_of_sale order by id`,
  );
  const shell = pos.filter((p) => p.partner_id === 1);
  const omv = pos.filter((p) => p.partner_id === 2);
  const omvName = (await one<{ name: string; eik: string }>(
    sql`select name, eik from partners where id = 2`,
  ))!;

  // OMV's world, made as OMV's own staff would: a clerk, an open shift, a cash sale.
  const omvPos = omv.find((p) => p.shifts) ?? omv[0]!;
  const omvClerk = await seedUser(t, {
    username: 'omv_clerk',
    roles: ['ROLE_VIGNETTE_USER'],
    partnerId: 2,
    posIds: [omvPos.id],
  });
  const omvToken = await sessionToken(t, omvClerk.id);
  const omvCall = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(omvToken), payload });
  if (omvPos.shifts) await omvCall('/api/cashiershift/start', { posId: omvPos.id });
  const omvSaleRes = await omvCall('/api/counter-sales', {
    posId: omvPos.id,
    paymentMethod: 'CASH',
    vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: 'CB9911OM' }],
  });
  expect(omvSaleRes.statusCode, omvSaleRes.body).toBe(201);
  const omvSale = omvSaleRes.json<{ transId: string }>().transId;
  foreignSaleForReseller = omvSale;
  const omvShift = await one<{ id: number }>(
    sql`select id from cashier_shifts where pos_id = ${omvPos.id} order by id desc limit 1`,
  );

  // Partner 1's own objects.
  const cashierId = await userId('cashier');
  const ownShift = await one<{ id: number }>(
    sql`select s.id from cashier_shifts s where s.pos_id = 1 order by id limit 1`,
  );
  const ownSale = await one<{ id: string }>(
    sql`select id from sales where pos_id = 1 order by created_at limit 1`,
  );
  // a route pass bought on the public site: no point of sale's, no partner's
  const routePass = await one<{ id: string }>(
    sql`select rp.id from route_passes rp join sale_items i on i.id = rp.sale_item_id
        join sales s on s.id = i.sale_id where s.pos_id is null order by rp.id limit 1`,
  );
  const accountant = await userId('accountant');

  // Two clients: the demo customer's (C-100001) and a self-service user's (C-201001).
  const contractOf = async (customerId: string) =>
    (await one<{ id: number; number: string }>(
      sql`select a.id, a.number from accounts a join partners p on p.id = a.client_id
          where p.customer_id = ${customerId} order by a.id limit 1`,
    ))!;
  const clientA = await contractOf('C-100001');
  const clientB = await contractOf('C-201001');
  const selfService = await seedUser(t, {
    username: 'selfservice',
    roles: ['ROLE_USERS'],
    customerId: 'C-201001',
  });
  const payment = await one<{ id: string }>(sql`select id::text from payment_attempts limit 1`);
  const savedVehicle = await seedUser(t, { username: 'vehicle_owner', roles: ['ROLE_USERS'] });
  const vehicleToken = await sessionToken(t, savedVehicle.id);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/vehicles/create',
    headers: bearer(vehicleToken),
    payload: { countryCode: 'BG', lpn: 'CB4455OT', vehicleType: 'car' },
  });
  const foreignVehicle = await one<{ id: number }>(
    sql`select id from saved_vehicles where user_id = ${savedVehicle.id}`,
  );
  if (created.statusCode >= 400 || !foreignVehicle)
    throw new Error(`the saved vehicle of another user: ${created.body}`);

  // each client's fleet key, webhook endpoint and a delivery to it (the portal's objects)
  const fleetObjects = async (customerId: string, contractId: number, mark: string) => {
    const [client] = await queryRows<{ id: number }>(
      db,
      sql`select id from partners where customer_id = ${customerId}`,
    );
    const made = await createFleetKeys({ db, clock: t.clock }).create(
      client!.id,
      { name: `fleet key ${mark}`, scope: 'READ_TOPUP' },
      null,
    );
    const [endpoint] = await queryRows<{ id: number }>(
      db,
      sql`insert into webhook_endpoints (client_id, url, events, secret)
          values (${client!.id}, ${`https://hooks.example.com/${mark}`}, array['balance.low'],
                  ${`whsec_${mark}`}) returning id`,
    );
    await db.execute(
      sql`insert into webhook_events (id, client_id, type, data, created_at)
          values (${`msg_${mark}`}, ${client!.id}, 'balance.low', ${JSON.stringify({ contractId })}::jsonb, now())`,
    );
    const [delivery] = await queryRows<{ id: number }>(
      db,
      sql`insert into webhook_deliveries (event_id, endpoint_id, state, next_attempt_at, give_up_at, created_at)
          values (${`msg_${mark}`}, ${endpoint!.id}, 'DELIVERED', now(), now(), now()) returning id`,
    );
    return {
      key: made.key,
      objects: {
        'api-key': made.apiKey.id,
        'webhook-endpoint': endpoint!.id,
        'webhook-delivery': Number(delivery!.id),
      },
    };
  };
  const fleetA = await fleetObjects('C-100001', clientA.id, 'fleetmarka');
  const fleetB = await fleetObjects('C-201001', clientB.id, 'fleetmarkb');
  keys.fleet = fleetA.key;
  const invoiceOf = async (accountId: number) =>
    (
      await one<{ id: number }>(
        sql`select id from invoices where account_id = ${accountId} order by id limit 1`,
      )
    )?.id ?? 2_000_000_000;
  fleetProbe.contractB = clientB.id;
  fleetProbe.invoiceB = await invoiceOf(clientB.id);
  fleetProbe.fingerprints = [clientB.number, 'C-201001', 'fleetmarkb', 'CB4455OT'];

  const partnerForeign = {
    partner: 2,
    pos: omvPos.id,
    user: omvClerk.id,
    shift: omvShift!.id,
    sale: omvSale,
    'counter-order': omvSale,
    record: omvClerk.id,
    client: 'C-201001',
    contract: clientB.id,
    'saved-vehicle': foreignVehicle.id,
    'route-pass': routePass?.id ?? '00000000-0000-4000-8000-000000000000',
  } as const;
  const partnerFingerprints = [
    omvName.name,
    omvName.eik,
    ...omv.map((p) => p.code),
    omvSale,
    'omv_clerk',
    'accountant@demo.bgtoll.bg',
    'CB9911OM',
    'CB4455OT',
  ];
  const add = async (
    name: ActorName,
    username: string,
    own: Actor['own'],
    foreign: Actor['foreign'],
    fingerprints: string[],
  ) => {
    const id = await userId(username);
    const row = (await one<{
      roles: Role[];
      partner_id: number | null;
      customer_id: string | null;
    }>(
      sql`select (select array_agg(role) from user_roles where user_id = u.id) as roles,
            u.partner_id, u.customer_id from users u where u.id = ${id}`,
    ))!;
    actors.push({
      name,
      user: { roles: row.roles, customerId: row.customer_id },
      token: await sessionToken(t, id),
      own,
      foreign,
      fingerprints,
    });
  };
  await add(
    'partner admin',
    'partneradmin',
    {
      partner: 1,
      pos: shell[1]!.id,
      user: cashierId,
      shift: ownShift?.id,
      sale: ownSale?.id,
      record: cashierId,
    },
    { ...partnerForeign, user: accountant },
    partnerFingerprints,
  );
  await add(
    'cashier',
    'cashier',
    { partner: 1, pos: 1, shift: ownShift?.id, sale: ownSale?.id },
    { ...partnerForeign, pos: shell.find((p) => p.id !== 1)!.id },
    [...partnerFingerprints, ...shell.filter((p) => p.id > 2).map((p) => p.code)],
  );
  await add(
    'delict user',
    'delictclerk',
    { partner: 1, pos: 2 },
    { ...partnerForeign },
    partnerFingerprints,
  );
  await add(
    'customer',
    'customer',
    { contract: clientA.id, client: 'C-100001', ...fleetA.objects },
    { ...partnerForeign, contract: clientB.id, 'card-payment': payment?.id, ...fleetB.objects },
    [clientB.number, 'C-201001', omvSale, 'CB4455OT', 'fleetmarkb'],
  );
  void selfService;
  await add(
    'self-service user',
    'selfservice',
    { contract: clientB.id, client: 'C-201001', ...fleetB.objects },
    { ...partnerForeign, contract: clientA.id, client: 'C-100001', ...fleetA.objects },
    [clientA.number, 'C-100001', omvSale, 'CB4455OT', 'fleetmarka'],
  );
  await add('OBU vendor', 'obuvendor', {}, { ...partnerForeign }, [omvSale, 'CB4455OT']);

  keys.reseller = (
    await issueApiKey(db, { partnerId: 5, name: 'ownership', createdBy: null, now: t.clock.now() })
  ).key;
  keys.msts = (await issueMstsKey(db, 'ownership')).key;
  keys.charging = await issueChargingKey(db, 'ownership');
}, 180_000);
afterAll(() => t.close());

const context = () => ({
  mode: modeFromFlags(t.config.featureFlags),
  flags: t.config.featureFlags,
});

const apiRoutes = (): readonly RouteAccess[] =>
  t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && r.method !== 'OPTIONS');

/** The route's address with every path parameter filled. */
function address(route: RouteAccess, params: Record<string, string | number>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** A body the route takes, with the ids the probe sets (the rest as the actor would send them). */
function bodyFor(route: RouteAccess, ids: Record<string, string | number | undefined>): unknown {
  const key = `${route.method} ${route.url}`;
  const vignette = { productId: 'car-weekly', countryCode: 'BG', lpn: 'CA7788PR' };
  switch (key) {
    case 'POST /api/user/register':
      return {
        username: 'probe_user',
        email: 'probe_user@example.bg',
        password: 'Staff2026x',
        firstName: 'P',
        lastName: 'R',
        roles: ['ROLE_VIGNETTE_USER'],
        ...(ids.posIds !== undefined ? { posIds: [ids.posIds] } : {}),
        ...(ids.partnerId !== undefined ? { partnerId: ids.partnerId } : {}),
      };
    case 'POST /api/user/update/admin':
      return {
        id: ids.id,
        firstName: 'Probe',
        ...(ids.posIds !== undefined ? { posIds: [ids.posIds] } : {}),
        ...(ids.partnerId !== undefined ? { partnerId: ids.partnerId } : {}),
      };
    case 'POST /api/user/update/password/admin':
      return { id: ids.id, password: 'Probe2026x' };
    case 'POST /api/pos':
      return { partnerId: ids.partnerId, code: 'PROBE-1', name: 'Probe', worksInShifts: false };
    case 'PUT /api/pos/:id':
      return { code: 'PROBE-2', name: 'Probe', worksInShifts: false, active: true };
    case 'POST /api/cashiershift/start':
      return { posId: ids.posId };
    case 'POST /api/counter-sales':
    case 'POST /api/counter-sales/quote':
      return { posId: ids.posId, paymentMethod: 'CASH', vignettes: [vignette] };
    case 'POST /api/bulk-purchases/check':
      return { csv: 'plate;country;product;start\nCA7788PR;BG;car-weekly;' };
    case 'POST /api/bulk-purchases':
      return {
        csv: 'plate;country;product;start\nCA7788PR;BG;car-weekly;',
        paymentMethod: 'CASH',
        posId: ids.posId,
        email: 'fleet@example.bg',
        consents: { terms: true, noRefund: true },
      };
    case 'POST /api/self-care/accounts/:id/card-payments':
      return { purpose: 'TOP_UP', amountMinor: 5000 };
    case 'PUT /api/self-care/accounts/:id/notifications':
      return { version: 1, smsNotifications: false, emailNotifications: false };
    case 'POST /api/self-care/obu/deliveries':
      return {
        accountId: ids.accountId,
        inventoryType: 'OBU',
        quantity: 1,
        recipient: 'Проба',
        city: 'София',
        postalCode: '1000',
        street: 'ул. Проба 1',
      };
    case 'POST /api/vehicles/delete':
      return { idList: [ids.idList] };
    case 'POST /api/sales/inquiry/:id/reversal':
      return { reason: 'Probe' };
    default:
      return route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  }
}

type Probe = {
  field: string | null;
  foreign: string | number | undefined;
  where: 'path' | 'body' | 'query';
};

/** One probe per declared id (that id foreign, the others the actor's own), or a plain call. */
function probesOf(
  route: RouteAccess,
  actor: Actor,
): {
  probe: Probe;
  params: Record<string, string | number>;
  query: Record<string, string | number>;
  body: unknown;
}[] {
  const ids = ownedIdsOf(route.owner);
  const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const own = (kind: ObjectKind) => actor.own[kind] ?? actor.foreign[kind];
  const valueOf = (name: string, foreignField: string | null) => {
    if (name === 'entity') return 'user';
    const kind = ids[name];
    if (!kind) return 1;
    return name === foreignField ? actor.foreign[kind] : own(kind);
  };
  const fields = Object.keys(ids);
  const cases: (string | null)[] = fields.length > 0 ? fields : [null];
  return cases
    .filter((field) => field === null || actor.foreign[ids[field]!] !== undefined)
    .map((field) => {
      const params = Object.fromEntries(pathNames.map((n) => [n, valueOf(n, field)!])) as Record<
        string,
        string | number
      >;
      const where: Probe['where'] =
        field === null
          ? 'query'
          : pathNames.includes(field)
            ? 'path'
            : route.method === 'GET'
              ? 'query'
              : 'body';
      const bodyIds = Object.fromEntries(fields.map((f) => [f, valueOf(f, field)]));
      const query: Record<string, string | number> =
        route.method === 'GET'
          ? where === 'query' && field !== null
            ? { [field]: actor.foreign[ids[field]!]! }
            : {}
          : {};
      return {
        probe: { field, foreign: field ? actor.foreign[ids[field]!] : undefined, where },
        params,
        query,
        body: route.method === 'GET' ? undefined : bodyFor(route, bodyIds),
      };
    });
}

/** The call may reach the actor at all (the access table; ownership is this test's business). */
function reaches(actor: Actor, route: RouteAccess): boolean {
  if (route.access === 'public')
    return ownerKindOf(route.owner) !== 'public' && ownerKindOf(route.owner) !== 'key';
  return can(actor.user, route.access as Capability, { ...context(), hasShiftPos: true });
}

type Finding = string;

describe('ownership over every route', () => {
  it('every API route declares whose objects it reaches', () => {
    const kinds = new Set<OwnerKind>(apiRoutes().map((r) => ownerKindOf(r.owner)));
    expect(apiRoutes().length).toBeGreaterThan(250);
    expect(apiRoutes().every((r) => r.owner !== undefined)).toBe(true);
    for (const kind of ['public', 'self', 'client', 'partner', 'pos', 'key', 'agency'] as const)
      expect(kinds, kind).toContain(kind);
  });

  it('opens agency-wide routes to scoped actors only where spec §6 opens the page', () => {
    const beyond: Finding[] = [];
    for (const actor of actors)
      for (const route of apiRoutes())
        if (
          ownerKindOf(route.owner) === 'agency' &&
          route.access !== 'public' &&
          reaches(actor, route) &&
          !AGENCY_PAGES_OPEN_TO_PARTNER_STAFF.includes(route.access as Capability)
        )
          beyond.push(`${actor.name}: ${route.method} ${route.url} (${route.access})`);
    expect(beyond).toEqual([]);
    // site users reach none of the agency's routes at all
    for (const actor of actors.filter(
      (a) => a.name === 'customer' || a.name === 'self-service user',
    ))
      expect(
        apiRoutes().filter(
          (r) => ownerKindOf(r.owner) === 'agency' && r.access !== 'public' && reaches(actor, r),
        ),
        actor.name,
      ).toEqual([]);
  });

  it('refuses another owner’s objects to every scoped actor on every route it may call', async () => {
    const findings: Finding[] = [];
    let driven = 0;
    let refused = 0;
    for (const actor of actors) {
      for (const route of apiRoutes()) {
        const key = `${route.method} ${route.url}`;
        if (NOT_DRIVEN[key] || !reaches(actor, route)) continue;
        if (ownerKindOf(route.owner) === 'key' || ownerKindOf(route.owner) === 'public') continue;
        for (const { probe, params, query, body } of probesOf(route, actor)) {
          const before = route.method === 'GET' ? '' : await snapshot();
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: address(route, params),
            query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
            headers: { ...bearer(actor.token), 'accept-language': 'en' },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          driven += 1;
          const what = `${actor.name}: ${key}${probe.field ? ` with another owner's ${probe.field}=${probe.foreign}` : ''}`;
          if (res.statusCode >= 500) {
            findings.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            continue;
          }
          if (res.statusCode >= 400) {
            refused += 1;
            const codes = (res.json<{ errors?: { code: string }[] }>().errors ?? []).map(
              (e) => e.code,
            );
            if (codes.length === 0 || !codes.every((code) => hasMessage(code)))
              findings.push(
                `${what} → ${res.statusCode} without catalogue errors: ${res.body.slice(0, 200)}`,
              );
          } else if (probe.field !== null && probe.where !== 'query') {
            findings.push(`${what} → ${res.statusCode}: another owner's object was not refused`);
          }
          const leaked = actor.fingerprints.filter((mark) => mark && res.body.includes(mark));
          if (res.statusCode < 400 && leaked.length > 0)
            findings.push(`${what} → answered another owner's ${leaked.join(', ')}`);
          if (route.method !== 'GET' && probe.field !== null && (await snapshot()) !== before)
            findings.push(`${what} → ${res.statusCode} and changed data`);
        }
      }
    }
    console.info(`ownership: ${driven} calls as ${actors.length} actors, ${refused} refused`);
    expect(findings).toEqual([]);
    expect(driven).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(40);
  }, 300_000);

  it('keeps each machine key to its own API and its own partner', async () => {
    const reseller = await t.app.inject({
      method: 'GET',
      url: `/api/reseller/sales/${foreignSaleForReseller}`,
      headers: { 'x-api-key': keys.reseller, 'accept-language': 'en' },
    });
    expect(reseller.statusCode).toBe(404);
    expect(reseller.body).not.toContain('CB9911OM');
    const keyRoutes = apiRoutes().filter((r) => ownerKindOf(r.owner) === 'key');
    expect(keyRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/fleet/v1/contracts',
      'GET /api/fleet/v1/contracts/:id',
      'GET /api/fleet/v1/invoices',
      'GET /api/fleet/v1/invoices/:id/pdf',
      'GET /api/fleet/v1/invoices/:id/ubl',
      'GET /api/fleet/v1/payments',
      'GET /api/fleet/v1/transactions',
      'GET /api/fleet/v1/transactions/daily-summary',
      'GET /api/fleet/v1/vehicles',
      'GET /api/reseller/sales/:id',
      'POST /api/fleet/v1/contracts/:id/top-up-link',
      'POST /api/msts/transactions',
      'POST /api/reseller/quote',
      'POST /api/reseller/sales',
      'POST /api/toll-charging/transactions',
    ]);
    const ownApi: Record<keyof typeof keys, RegExp> = {
      reseller: /^\/api\/reseller\//,
      msts: /^\/api\/msts\//,
      charging: /^\/api\/toll-charging\//,
      fleet: /^\/api\/fleet\//,
    };
    const office = apiRoutes().filter(
      (r) => r.method === 'GET' && ownerKindOf(r.owner) !== 'public' && !r.url.includes(':'),
    );
    for (const [name, key] of Object.entries(keys) as [keyof typeof keys, string][]) {
      for (const route of [...keyRoutes, ...office]) {
        if (ownApi[name].test(route.url)) continue;
        for (const headers of [
          { 'x-api-key': key },
          { authorization: `ApiKey ${key}` },
          bearer(key),
        ]) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: address(route, { id: foreignSaleForReseller }),
            headers: { ...headers, 'accept-language': 'en' },
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          expect(
            res.statusCode,
            `${name} key on ${route.method} ${route.url}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        }
      }
    }
  }, 120_000);

  it("keeps a client's fleet key to its own client: another client's ids get 404, no fingerprints", async () => {
    const fleetRoutes = apiRoutes().filter((r) => r.url.startsWith('/api/fleet/v1/'));
    const findings: string[] = [];
    for (const route of fleetRoutes) {
      const ids = ownedIdsOf(route.owner);
      const foreign = (kind: ObjectKind) =>
        kind === 'contract' ? fleetProbe.contractB : kind === 'invoice' ? fleetProbe.invoiceB : 0;
      const cases = Object.keys(ids).length > 0 ? Object.entries(ids) : [[null, null] as const];
      for (const [field, kind] of cases) {
        const inPath = field !== null && route.url.includes(`:${field}`);
        const value = kind ? foreign(kind) : 0;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: address(route, inPath ? { [field]: value } : {}),
          query: {
            ...(route.url.endsWith('/daily-summary')
              ? { from: '2026-01-01', to: '2026-01-31' }
              : {}),
            ...(field !== null && !inPath ? { [field]: String(value) } : {}),
          },
          headers: { 'x-api-key': keys.fleet, 'accept-language': 'en' },
          ...(route.method === 'GET' ? {} : { payload: { amountMinor: 1000 } }),
        });
        const what = `${route.method} ${route.url}${field ? ` with another client's ${field}` : ''}`;
        if (field !== null && res.statusCode !== 404 && res.statusCode !== 403)
          findings.push(`${what} → ${res.statusCode}`);
        if (res.statusCode >= 500) findings.push(`${what} → ${res.statusCode}`);
        const leaked = fleetProbe.fingerprints.filter((mark) => res.body.includes(mark));
        if (leaked.length > 0) findings.push(`${what} → answered ${leaked.join(', ')}`);
      }
    }
    expect(fleetRoutes.length).toBeGreaterThanOrEqual(9);
    expect(findings).toEqual([]);
  }, 60_000);
});
