import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, type Account } from '@toll/contract/accounts';
import { chargingSyncListSchema } from '@toll/contract/charging-sync';
import { chargingSyncOutbox } from '../../db/schema/charging-sync';
import { queryRows } from '../../platform/db/database';
import { accountContact, postpaidAccountBody, truckBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import {
  chargingSystemOf,
  createHttpChargingSystem,
  createSandboxChargingSystem,
  type SandboxChargingSystem,
} from './charging-system';
import { deliverDue, retryDelaySeconds } from './delivery';
import { enqueueChargingSync } from './outbox';

let t: TestApp;
let sandbox: SandboxChargingSystem;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  sandbox = chargingSystemOf(t.config, t.clock) as SandboxChargingSystem;
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    reader: ['ROLE_UNITS_READ'],
  } as const)) {
    const user = await seedUser(t, { username: `cs_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });

const deps = () => ({ db: t.database.db, clock: t.clock, system: sandbox });

async function created(): Promise<Account> {
  const res = await call('accountant', 'POST', '/accounts', postpaidAccountBody(31_000_000));
  expect(res.statusCode, res.body).toBe(201);
  return accountSchema.parse(res.json());
}

const eventsOf = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(chargingSyncOutbox)
    .where(
      sql`${chargingSyncOutbox.entity} = ${entity} and ${chargingSyncOutbox.entityId} = ${entityId}`,
    ) // prettier-ignore
    .orderBy(chargingSyncOutbox.id);

describe('the charging-system outbox', () => {
  it('writes an event with each contract and vehicle change, in the same transaction', async () => {
    const account = await created();
    expect((await eventsOf('account', account.id)).map((e) => e.op)).toEqual(['create']);
    const add = await call('accountant', 'POST', '/accountUnits', {
      accountID: account.id,
      accountUnits: [truckBody('CB1001CS'), truckBody('CB1002CS')],
    });
    expect(add.statusCode, add.body).toBe(201);
    const [first] = add.json<{ items: { accountUnitId: number }[] }>().items;
    const events = await eventsOf('accountUnit', first!.accountUnitId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ op: 'create', status: 'PENDING', attempts: 0 });
    expect(events[0]!.payload).toMatchObject({ plate: 'CB1001CS', accountId: account.id, tollCategory: 'OVER_12T_4_PLUS_AXLES' }); // prettier-ignore

    const sign = await call('accountant', 'POST', `/accounts/${account.id}/sign`, { version: 1 });
    expect(sign.statusCode, sign.body).toBe(200);
    const close = await call('accountant', 'POST', `/accountUnits/closeUnit/${first!.accountUnitId}`); // prettier-ignore
    expect(close.statusCode, close.body).toBe(200);
    expect((await eventsOf('account', account.id)).map((e) => e.op)).toEqual(['create', 'sign']);
    expect((await eventsOf('accountUnit', first!.accountUnitId)).map((e) => e.op)).toEqual(['create', 'close']); // prettier-ignore
  });

  it('leaves no event when the change is refused or rolled back', async () => {
    const account = await created();
    const before = (await eventsOf('account', account.id)).length;
    // a stale version: the whole change is refused
    const stale = await call('accountant', 'PUT', `/accounts/${account.id}`, {
      ...postpaidAccountBody(31_500_000),
      customer: undefined,
      contacts: [accountContact()],
      version: 99,
    });
    expect(stale.statusCode).toBe(409);
    // a vehicle list with one bad plate: none of them, and no event for any
    const units = await call('accountant', 'POST', '/accountUnits', {
      accountID: account.id,
      accountUnits: [truckBody('CB2001CS'), truckBody('CB2001CS')],
    });
    expect(units.statusCode).toBe(400);
    expect((await eventsOf('account', account.id)).length).toBe(before);
    // and directly: an event written inside a transaction that then fails is gone with it
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueChargingSync(tx, { entity: 'device', entityId: 424_242, op: 'attach', payload: {} }); // prettier-ignore
        throw new Error('the change fails after the event was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await eventsOf('device', 424_242)).toEqual([]);
  });

  it('delivers in order per entity, retries with backoff and shows what is stuck', async () => {
    await deliverDue(deps()); // what earlier tests queued
    const id = 777_001;
    const other = 777_002;
    for (const op of ['attach', 'update', 'detach'])
      await enqueueChargingSync(t.database.db, { entity: 'device', entityId: id, op, payload: { op } }); // prettier-ignore
    sandbox.failing = true;
    expect(await deliverDue(deps())).toEqual({ delivered: 0, failed: 1 });
    // the entity's later events wait behind the failed one
    const waiting = await eventsOf('device', id);
    expect(waiting.map((e) => [e.status, e.attempts])).toEqual([['PENDING', 1], ['PENDING', 0], ['PENDING', 0]]); // prettier-ignore
    expect(waiting[0]!.lastError).toMatch(/told to fail/);
    expect(waiting[0]!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);
    // not due yet: nothing is tried
    expect(await deliverDue(deps())).toEqual({ delivered: 0, failed: 0 });
    // another entity is not held back by this one
    sandbox.failing = false;
    await enqueueChargingSync(t.database.db, { entity: 'device', entityId: other, op: 'attach', payload: {} }); // prettier-ignore
    expect(await deliverDue(deps())).toEqual({ delivered: 1, failed: 0 });

    sandbox.failing = true;
    for (let i = 0; i < 4; i++) {
      t.clock.advance(retryDelaySeconds(i + 1) * 1000);
      expect(await deliverDue(deps())).toEqual({ delivered: 0, failed: 1 });
    }
    const stuck = await call('reader', 'GET', '/charging-sync/events?state=stuck');
    expect(stuck.statusCode, stuck.body).toBe(200);
    const list = chargingSyncListSchema.parse(stuck.json());
    expect(list.items.map((e) => [e.entityId, e.attempts, e.stuck])).toEqual([[id, 5, true]]);
    expect(list.stuck).toBe(1);

    // the system is back: a retry by hand delivers all three, in order, each once
    sandbox.failing = false;
    const before = sandbox.received.length;
    const retry = await call('accountant', 'POST', `/charging-sync/events/${waiting[0]!.id}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ delivered: 3, failed: 0 });
    expect(sandbox.received.slice(before).map((m) => m.op)).toEqual(['attach', 'update', 'detach']); // prettier-ignore
    expect((await eventsOf('device', id)).every((e) => e.status === 'DELIVERED')).toBe(true);
    const again = await call('accountant', 'POST', `/charging-sync/events/${waiting[0]!.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].code).toBe('chargingSync.eventNotFound');
    // reading roles cannot drive it
    expect((await call('reader', 'POST', '/charging-sync/deliver')).statusCode).toBe(403);
  });

  it('resends a vehicle and a whole contract on request and shows each vehicle synced', async () => {
    const account = await created();
    const add = await call('accountant', 'POST', '/accountUnits', {
      accountID: account.id,
      accountUnits: [truckBody('CB3001CS')],
    });
    const unitId = add.json<{ items: { accountUnitId: number }[] }>().items[0]!.accountUnitId;
    const pending = await call('reader', 'GET', `/accountUnits/syncState/account/${account.id}`);
    expect(pending.json()).toMatchObject([{ accountUnitId: unitId, state: 'PENDING' }]);
    const one = await call('accountant', 'POST', `/accountUnits/syncUnit/${unitId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ queued: 1, failed: 0 });
    const all = await call('accountant', 'POST', `/accountUnits/syncUnitsForAccount/${account.id}`);
    expect(all.json()).toMatchObject({ queued: 2, failed: 0 });
    const synced = await call('reader', 'GET', `/accountUnits/syncState/account/${account.id}`);
    expect(synced.json()).toMatchObject([{ accountUnitId: unitId, state: 'SYNCED', lastEvent: { op: 'sync' } }]); // prettier-ignore
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'account.sync' and entity_id = ${String(account.id)}`,
    );
    expect(row!.n).toBe(1);
    expect((await call('accountant', 'POST', '/accountUnits/syncUnit/999999')).statusCode).toBe(
      404,
    );
  });

  it('pages the events for the office table, with the total of the chosen state', async () => {
    const account = await created();
    const url = (page: number) =>
      `/charging-sync/events?state=all&entity=account&entityId=${account.id}&page=${page}&pageSize=1`;
    await call('accountant', 'POST', `/accounts/${account.id}/sign`, { version: 1 });
    const first = chargingSyncListSchema.parse((await call('reader', 'GET', url(1))).json());
    const second = chargingSyncListSchema.parse((await call('reader', 'GET', url(2))).json());
    const third = chargingSyncListSchema.parse((await call('reader', 'GET', url(3))).json());
    expect([first.total, first.page, first.pageSize]).toEqual([2, 1, 1]);
    // all: newest first, one per page, then nothing
    expect([...first.items, ...second.items].map((e) => e.op)).toEqual(['sign', 'create']);
    expect(third.items).toEqual([]);
    expect(third.total).toBe(2);
  });

  it('the sandbox can be told to fail over the API', async () => {
    const off = await call('accountant', 'PUT', '/charging-sync/sandbox', { failing: true });
    expect(off.json()).toMatchObject({ failing: true });
    expect(sandbox.failing).toBe(true);
    await call('accountant', 'PUT', '/charging-sync/sandbox', { failing: false });
    expect(sandbox.failing).toBe(false);
  });
});

describe('the charging-system adapters', () => {
  it('posts each event to CHARGING_SYSTEM_URL/events with an idempotency key; non-2xx fails', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fetcher = ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(new Response('{}', { status }));
    }) as unknown as typeof fetch;
    const http = createHttpChargingSystem('https://charging.example.bg/api/', fetcher);
    const message = { eventId: 5, entity: 'accountUnit', entityId: 9, op: 'create', payload: { plate: 'X' }, createdAt: '2026-11-21T10:00:00.000Z' }; // prettier-ignore
    await http.deliver(message);
    expect(calls[0]!.url).toBe('https://charging.example.bg/api/events');
    expect((calls[0]!.init.headers as Record<string, string>)['idempotency-key']).toBe('toll-sync-5'); // prettier-ignore
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(message);
    status = 503;
    await expect(http.deliver(message)).rejects.toThrow(/503/);
    const down = createHttpChargingSystem('https://charging.example.bg', (() => Promise.reject(new Error('ECONNREFUSED'))) as unknown as typeof fetch); // prettier-ignore
    await expect(down.deliver(message)).rejects.toThrow(/unreachable: ECONNREFUSED/);
  });

  it('the sandbox records an event once however often it comes', async () => {
    const s = createSandboxChargingSystem(t.clock);
    const m = { eventId: 1, entity: 'device', entityId: 1, op: 'x', payload: {}, createdAt: '' };
    await s.deliver(m);
    await s.deliver(m);
    expect(s.received).toHaveLength(1);
  });

  it('backs off 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('the database refuses an unknown entity and a delivered event without its time', async () => {
    await expect(
      t.database.db.insert(chargingSyncOutbox).values({ entity: 'truck', entityId: 1, op: 'x', payload: {} }), // prettier-ignore
    ).rejects.toThrow();
    const [row] = await t.database.db.insert(chargingSyncOutbox).values({ entity: 'device', entityId: 1, op: 'x', payload: {} }).returning(); // prettier-ignore
    await expect(
      t.database.db.update(chargingSyncOutbox).set({ status: 'DELIVERED' }).where(eq(chargingSyncOutbox.id, row!.id)), // prettier-ignore
    ).rejects.toThrow();
  });
});
