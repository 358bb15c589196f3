import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { postJournal } from '../ledger/posting';
import { issueChargingKey } from '../toll-charges/keys';
import { deliverDue, type DeliveryDeps } from './delivery';

/**
 * The fleet API and webhooks (issue #36) on the real path: keys made in the portal by the
 * client's user (shown once, stored hashed, every use logged), the versioned API reading only the
 * key's client's data, and webhooks written in the transaction of their cause, signed per
 * Standard Webhooks (verified with the `standardwebhooks` package), retried with backoff, taken
 * over after a crash under the same id, given up after 24 hours with the endpoint disabled.
 */
let t: TestApp;
let chargingKey: string;
let contractA: number;
let contractB: number;
let tokenA: string;
let tokenB: string;
let userBId: number;
let receiver: Server;
let receiverUrl: string;
let answerWith = 204;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

const PLATE_A = 'CA1111FL';
const PLATE_B = 'CB2222FL';

const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
const portal = (token: string, method: string, url: string, payload?: object) =>
  inject(method, `/api/self-care/fleet${url}`, bearer(token), payload);
const fleet = (key: string, url: string, headers: Record<string, string> = {}) =>
  inject('GET', `/api/fleet/v1${url}`, { 'x-api-key': key, ...headers });

async function newKey(token: string, scope: 'READ' | 'READ_TOPUP' = 'READ') {
  const res = await portal(token, 'POST', '/keys', { name: `dispatch ${scope}`, scope });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: string; apiKey: { id: number; keyPrefix: string } }>();
}

let tollSeq = 0;
const charge = (plate: string, amountMinor: number, exitAt: string, segmentId = 'S-1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/toll-charging/transactions',
    headers: { 'x-api-key': chargingKey },
    payload: {
      transactions: [
        {
          transactionId: `FL-${++tollSeq}`,
          plate,
          segmentId,
          entryAt: new Date(Date.parse(exitAt) - 20 * 60_000).toISOString(),
          exitAt,
          km: 5,
          category: 'K3',
          emissionClass: 'EURO6',
          amountMinor,
          currency: 'EUR',
        },
      ],
    },
  });

async function topUp(accountId: number, amountMinor: number) {
  await postJournal(t.database.db, {
    type: 'TOP_UP',
    businessKey: `fleet-top-up-${accountId}-${Math.random()}`,
    occurredAt: new Date('2026-04-01T10:00:00Z'),
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' }, amountMinor, currency: 'EUR' },
      {
        account: { kind: 'PREPAID_MAIN', ownerId: accountId, currency: 'EUR' },
        amountMinor: -amountMinor,
        currency: 'EUR',
      },
    ],
  });
}

const deliveryDeps = (owner = 'worker-1'): DeliveryDeps => ({
  db: t.database.db,
  clock: t.clock,
  jobs: t.jobs,
  production: false,
  leaseMs: 30_000,
  owner,
  timeoutMs: 2_000,
});

async function customerOf(accountId: number) {
  const [row] = await queryRows<{ customer_id: string }>(
    t.database.db,
    sql`select p.customer_id from accounts a join partners p on p.id = a.client_id where a.id = ${accountId}`,
  );
  return row!.customer_id;
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-04-09T12:00:00Z', env: { FLEET_RATE_LIMIT: '5000' } });
  chargingKey = await issueChargingKey(t.database.db, 'fleet test');
  const terms = { lowBalancePercent: 25, initialPaymentMinor: 10_000 };
  contractA = await seedTollContract(t, { plate: PLATE_A, ...terms });
  contractB = await seedTollContract(t, { plate: PLATE_B, ...terms });
  await topUp(contractA, 5_000);
  await topUp(contractB, 5_000);
  const userA = await seedUser(t, { username: 'fleet_a', customerId: await customerOf(contractA) });
  const userB = await seedUser(t, { username: 'fleet_b', customerId: await customerOf(contractB) });
  tokenA = await sessionToken(t, userA.id);
  tokenB = await sessionToken(t, userB.id);
  userBId = userB.id;
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answerWith).end(answerWith >= 400 ? 'receiver down' : '');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
}, 120_000);
afterAll(async () => {
  receiver?.close();
  await t?.close();
});

describe('keys the customer manages', () => {
  it('shows a key once, keeps only its hash, logs every use and lists it', async () => {
    const { key, apiKey } = await newKey(tokenA);
    expect(key).toMatch(/^fleet_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(apiKey.keyPrefix)).toBe(true);
    const stored = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from client_api_keys where id = ${apiKey.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = await portal(tokenA, 'GET', '/keys');
    expect(list.body).not.toContain(key);
    expect(list.json<{ id: number }[]>().map((k) => k.id)).toContain(apiKey.id);

    const res = await fleet(key, '/contracts');
    expect(res.statusCode, res.body).toBe(200);
    const uses = await portal(tokenA, 'GET', `/keys/${apiKey.id}/uses`);
    expect(uses.json()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/fleet/v1/contracts',
        status: 200,
        ip: '127.0.0.1',
      }),
    ]);
    const listed = (await portal(tokenA, 'GET', '/keys')).json<
      { id: number; lastUsedAt: string | null; lastUsedIp: string | null }[]
    >();
    expect(listed.find((k) => k.id === apiKey.id)).toMatchObject({
      lastUsedAt: '2026-04-09T12:00:00.000Z',
      lastUsedIp: '127.0.0.1',
    });
  });

  it('rotates (the old key stops, the new one works) and revokes', async () => {
    const first = await newKey(tokenA);
    const rotated = await portal(tokenA, 'POST', `/keys/${first.apiKey.id}/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(201);
    const second = rotated.json<{ key: string; apiKey: { id: number } }>();
    expect((await fleet(first.key, '/contracts')).statusCode).toBe(401);
    expect((await fleet(second.key, '/contracts')).statusCode).toBe(200);
    const revoked = await portal(tokenA, 'POST', `/keys/${second.apiKey.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await fleet(second.key, '/contracts');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'auth.invalidApiKey' }] });
    // another client's user reaches none of it
    expect((await portal(tokenB, 'POST', `/keys/${first.apiKey.id}/revoke`)).statusCode).toBe(404);
    expect((await portal(tokenB, 'GET', `/keys/${first.apiKey.id}/uses`)).statusCode).toBe(404);
  });
});

describe('the fleet API', () => {
  let keyA: string;
  let keyB: string;
  beforeAll(async () => {
    keyA = (await newKey(tokenA, 'READ_TOPUP')).key;
    keyB = (await newKey(tokenB)).key;
    // five tolls of A on two days and two segments, one of B
    for (const [i, at] of [
      '2026-04-07T08:00:00Z',
      '2026-04-07T09:00:00Z',
      '2026-04-08T08:00:00Z',
      '2026-04-08T09:00:00Z',
      '2026-04-08T10:00:00Z',
    ].entries())
      expect((await charge(PLATE_A, 100, at, i % 2 ? 'S-2' : 'S-1')).statusCode).toBe(200);
    expect((await charge(PLATE_B, 100, '2026-04-08T08:00:00Z')).statusCode).toBe(200);
  });

  it('reads the contract and its balances', async () => {
    const res = await fleet(keyA, '/contracts');
    expect(res.statusCode, res.body).toBe(200);
    const [contract] = res.json<{
      items: { id: number; type: string; balances: Record<string, unknown> }[];
    }>().items;
    expect(contract).toMatchObject({
      id: contractA,
      type: 'PREPAID',
      balances: { currency: 'EUR', prepaidMainMinor: 4_500, lowBalancePercent: 25 },
    });
    expect((await fleet(keyA, `/contracts/${contractA}`)).json()).toMatchObject({ id: contractA });
  });

  it('lists vehicles and pages transactions by cursor with filters', async () => {
    const vehicles = await fleet(keyA, '/vehicles');
    expect(vehicles.json<{ items: { plate: string }[] }>().items.map((v) => v.plate)).toEqual([
      PLATE_A,
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await fleet(keyA, `/transactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{
        items: { transactionId: string; exitAt: string }[];
        nextCursor: string | null;
      }>();
      seen.push(...page.items.map((i) => i.exitAt));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect([...seen].sort().reverse()).toEqual(seen);
    const filtered = await fleet(
      keyA,
      `/transactions?segment=S-2&from=2026-04-08T00:00:00Z&to=2026-04-09T00:00:00Z&plate=${PLATE_A}`,
    );
    expect(filtered.json<{ items: unknown[] }>().items).toHaveLength(1);
    const bad = await fleet(keyA, '/transactions?cursor=nonsense', { 'accept-language': 'bg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: [
        {
          code: 'fleet.invalidCursor',
          message: 'Курсорът е невалиден. Започнете отначало без него.',
        },
      ],
    });
  });

  it('sums the days', async () => {
    const res = await fleet(keyA, '/transactions/daily-summary?from=2026-04-07&to=2026-04-08');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({
        day: '2026-04-07',
        transactions: 2,
        amountMinor: 200,
        vehicles: 1,
      }),
      expect.objectContaining({
        day: '2026-04-08',
        transactions: 3,
        amountMinor: 300,
        vehicles: 1,
      }),
    ]);
  });

  it("keeps each key to its own client's data: 404 and no fingerprints", async () => {
    for (const url of [
      `/contracts/${contractA}`,
      `/vehicles?contractId=${contractA}`,
      `/transactions?contractId=${contractA}`,
      `/transactions/daily-summary?from=2026-04-07&to=2026-04-08&contractId=${contractA}`,
      `/invoices?contractId=${contractA}`,
      `/payments?contractId=${contractA}`,
    ]) {
      const res = await fleet(keyB, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ errors: [{ code: 'contract.notFound' }] });
    }
    for (const url of ['/contracts', '/vehicles', '/transactions', '/invoices', '/payments']) {
      const res = await fleet(keyB, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(PLATE_A);
      expect(res.body, url).not.toContain(`"id":${contractA},`);
    }
  });

  it('makes a top-up link only with the top-up scope, for its own prepaid contract', async () => {
    const readOnly = await inject(
      'POST',
      `/api/fleet/v1/contracts/${contractB}/top-up-link`,
      { 'x-api-key': keyB },
      { amountMinor: 2_000 },
    );
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ errors: [{ code: 'fleet.topUpScopeRequired' }] });
    const foreign = await inject(
      'POST',
      `/api/fleet/v1/contracts/${contractB}/top-up-link`,
      { 'x-api-key': keyA },
      { amountMinor: 2_000 },
    );
    expect(foreign.statusCode).toBe(404);
    const made = await inject(
      'POST',
      `/api/fleet/v1/contracts/${contractA}/top-up-link`,
      { 'x-api-key': keyA },
      { amountMinor: 2_000 },
    );
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<{ url: string }>().url;
    expect(link).toMatch(/^https:\/\/toll\.test\/api\/fleet\/top-up\//);
    const page = await t.app.inject({ method: 'GET', url: link.replace('https://toll.test', '') });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<form method="POST"');
    const wrongNonce = await t.app.inject({
      method: 'GET',
      url: `${link.replace('https://toll.test', '')}x`,
    });
    expect(wrongNonce.statusCode).toBe(404);
  });

  it('is in the OpenAPI with its own tag and security scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { tags: string[]; security: unknown[] }>>;
    }>();
    expect(doc.components.securitySchemes.fleetApiKey).toMatchObject({
      type: 'apiKey',
      name: 'X-Api-Key',
    });
    expect(doc.paths['/api/fleet/v1/transactions']!.get).toMatchObject({
      tags: ['Fleet API v1'],
      security: [{ fleetApiKey: [] }],
    });
  });

  it('limits the rate per key', async () => {
    const limited = await createTestApp({ env: { FLEET_RATE_LIMIT: '2' }, database: undefined });
    try {
      const res = await limited.app.inject({
        method: 'GET',
        url: '/api/fleet/v1/contracts',
        headers: { 'x-api-key': 'fleet_x' },
      });
      expect(res.statusCode).toBe(401);
      await limited.app.inject({
        method: 'GET',
        url: '/api/fleet/v1/contracts',
        headers: { 'x-api-key': 'fleet_x' },
      });
      const third = await limited.app.inject({
        method: 'GET',
        url: '/api/fleet/v1/contracts',
        headers: { 'x-api-key': 'fleet_x' },
      });
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('webhooks', () => {
  let secret: string;
  let endpointId: number;

  const outbox = () =>
    queryRows<{ id: string; type: string; state: string; attempts: number; endpoint_id: number }>(
      t.database.db,
      sql`select v.id, v.type, d.state, d.attempts, d.endpoint_id from webhook_events v
          join webhook_deliveries d on d.event_id = v.id where d.endpoint_id = ${endpointId} order by d.id`,
    );

  beforeAll(async () => {
    const res = await portal(tokenA, 'POST', '/webhooks', {
      url: receiverUrl,
      events: ['balance.low', 'vehicle.changed', 'contract.status_changed'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ secret: string; endpoint: { id: number } }>();
    secret = created.secret;
    endpointId = created.endpoint.id;
    expect(secret).toMatch(/^whsec_/);
    expect((await portal(tokenA, 'GET', '/webhooks')).body).not.toContain(secret);
  });

  it('refuses plain http beyond localhost and private addresses in production', async () => {
    const http = await portal(tokenA, 'POST', '/webhooks', {
      url: 'http://example.com/hook',
      events: ['balance.low'],
    });
    expect(http.statusCode).toBe(422);
    expect(http.json()).toMatchObject({ errors: [{ code: 'fleet.httpsRequired', field: 'url' }] });
    const { checkWebhookUrl } = await import('./endpoints');
    await expect(checkWebhookUrl('https://127.0.0.1/hook', true)).rejects.toMatchObject({
      details: [{ code: 'fleet.privateAddress' }],
    });
    await expect(checkWebhookUrl('https://localhost/hook', true)).rejects.toMatchObject({
      details: [{ code: 'fleet.privateAddress' }],
    });
    await expect(checkWebhookUrl('http://localhost:4500/', true)).rejects.toMatchObject({
      details: [{ code: 'fleet.httpsRequired' }],
    });
  });

  it('sends balance.low once when a toll batch crosses the threshold, signed per Standard Webhooks', async () => {
    received.length = 0;
    // available 4,500 after the five tolls of 100, threshold 2,500: a toll of 2,100 crosses it
    expect((await charge(PLATE_A, 2_100, '2026-04-09T08:00:00Z')).statusCode).toBe(200);
    // still below: no second event
    expect((await charge(PLATE_A, 100, '2026-04-09T09:00:00Z')).statusCode).toBe(200);
    expect((await outbox()).map((r) => r.type)).toEqual(['balance.low']);
    const result = await deliverDue(deliveryDeps());
    expect(result.delivered).toBe(1);
    expect(received).toHaveLength(1);
    const event = new Webhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    ) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event).toMatchObject({
      type: 'balance.low',
      data: { contractId: contractA, availableMinor: 2_400, thresholdMinor: 2_500 },
    });
    expect(received[0]!.headers['webhook-id']).toBe((await outbox())[0]!.id);
    // a forged signature fails the same verification
    expect(() =>
      new Webhook(secret).verify(
        received[0]!.body.replace('2400', '9999'),
        received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('retries with backoff under the same id and lists the deliveries', async () => {
    received.length = 0;
    answerWith = 503;
    const test = await portal(tokenA, 'POST', `/webhooks/${endpointId}/test`);
    expect(test.statusCode, test.body).toBe(202);
    expect((await deliverDue(deliveryDeps())).retry).toBe(1);
    // not due again before the backoff
    expect((await deliverDue(deliveryDeps())).retry).toBe(0);
    t.clock.advance(6_000);
    answerWith = 204;
    expect((await deliverDue(deliveryDeps())).delivered).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id']);
    const listed = await portal(tokenA, 'GET', `/webhooks/${endpointId}/deliveries`);
    expect(listed.statusCode, listed.body).toBe(200);
    const [latest] = listed.json<
      {
        eventType: string;
        state: string;
        attempts: number;
        last: { responseStatus: number; requestBody: string; durationMs: number };
      }[]
    >();
    expect(latest).toMatchObject({
      eventType: 'webhook.test',
      state: 'DELIVERED',
      attempts: 2,
      last: { responseStatus: 204 },
    });
    expect(latest!.last.requestBody).toContain('webhook.test');
    // sent again by hand: the same id once more
    const id = listed.json<{ id: number }[]>()[0]!.id;
    expect((await portal(tokenA, 'POST', `/deliveries/${id}/resend`)).statusCode).toBe(202);
    expect((await portal(tokenB, 'POST', `/deliveries/${id}/resend`)).statusCode).toBe(404);
    expect((await deliverDue(deliveryDeps())).delivered).toBe(1);
    expect(received[2]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  });

  it('keeps sending to other endpoints while one answers slowly, at most 8 at once to it', async () => {
    received.length = 0;
    let open = 0;
    let most = 0;
    const slow = createServer((req, res) => {
      open += 1;
      most = Math.max(most, open);
      req.resume();
      req.on('end', () =>
        setTimeout(() => {
          open -= 1;
          res.writeHead(204).end();
        }, 1_500),
      );
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const made = await portal(tokenA, 'POST', '/webhooks', {
        url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/slow`,
        events: ['vehicle.changed'],
      });
      expect(made.statusCode, made.body).toBe(201);
      const slowId = made.json<{ endpoint: { id: number } }>().endpoint.id;
      for (let i = 0; i < 10; i++)
        expect((await portal(tokenA, 'POST', `/webhooks/${slowId}/test`)).statusCode).toBe(202);
      const started = Date.now();
      const run = deliverDue(deliveryDeps());
      await new Promise((resolve) => setTimeout(resolve, 300));
      // committed while the slow receiver holds its requests: sent at once all the same
      expect((await portal(tokenA, 'POST', `/webhooks/${endpointId}/test`)).statusCode).toBe(202);
      while (received.length === 0 && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(1_200);
      expect((await run).delivered).toBe(11);
      expect(most).toBe(8);
      expect((await portal(tokenA, 'DELETE', `/webhooks/${slowId}`)).statusCode).toBe(204);
    } finally {
      slow.close();
    }
  });

  it('takes over a delivery whose worker stopped mid-way, under the same id, and fences the old worker', async () => {
    received.length = 0;
    await portal(tokenA, 'POST', `/webhooks/${endpointId}/test`);
    // a worker claimed it and stopped (its lease runs 30 s from now)
    await t.database.db.execute(
      sql`update webhook_deliveries set owner = 'crashed', lease_until = ${new Date(t.clock.now().getTime() + 30_000).toISOString()}
          where state = 'PENDING'`,
    );
    expect((await deliverDue(deliveryDeps('worker-2'))).delivered).toBe(0);
    t.clock.advance(31_000);
    expect((await deliverDue(deliveryDeps('worker-2'))).delivered).toBe(1);
    expect(received).toHaveLength(1);
    const [row] = await queryRows<{ id: string; owner: string | null }>(
      t.database.db,
      sql`select d.event_id as id, d.owner from webhook_deliveries d order by d.id desc limit 1`,
    );
    expect(received[0]!.headers['webhook-id']).toBe(row!.id);
    expect(row!.owner).toBeNull();
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_events where id = ${row!.id}`,
    );
    expect(events[0]!.n).toBe(1);
  });

  it('writes no event when the change rolls back', async () => {
    const before = (await outbox()).length;
    // the event of a change whose transaction fails is gone with it
    await t.database.db
      .transaction(async (tx) => {
        const { contractEvent } = await import('./events');
        await contractEvent(
          tx,
          contractA,
          'contract.status_changed',
          { from: 'ACTIVE', to: 'SUSPENDED' },
          t.clock.now(),
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await outbox()).length).toBe(before);
  });

  it('gives up after 24 hours, disables the endpoint and mails the customer', async () => {
    answerWith = 500;
    await portal(tokenA, 'POST', `/webhooks/${endpointId}/test`);
    for (let i = 0; i < 40; i++) {
      await deliverDue(deliveryDeps());
      t.clock.advance(6 * 3600_000);
    }
    const [endpoint] = await queryRows<{ enabled: boolean; disabled_reason: string }>(
      t.database.db,
      sql`select enabled, disabled_reason from webhook_endpoints where id = ${endpointId}`,
    );
    expect(endpoint).toMatchObject({ enabled: false, disabled_reason: 'FAILING' });
    const mails = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'kind' = 'webhookDisabled'`,
    );
    expect(mails[0]!.n).toBe(1);
    const [last] = (await outbox()).slice(-1);
    expect(last).toMatchObject({ state: 'FAILED' });
    answerWith = 204;
  });
});

describe('the sample receiver (scripts/webhook-receiver.mjs)', () => {
  it('verifies the signature of what the platform sends, prints the event and refuses forgeries', async () => {
    tokenB = await sessionToken(t, userBId);
    const made = await portal(tokenB, 'POST', '/webhooks', {
      url: 'http://localhost:1/placeholder',
      events: ['payment.received'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { secret, endpoint } = made.json<{ secret: string; endpoint: { id: number } }>();
    const script = fileURLToPath(
      new URL('../../../../../scripts/webhook-receiver.mjs', import.meta.url),
    );
    const child = spawn(process.execPath, [script, '--port', '0'], {
      env: { ...process.env, WEBHOOK_SECRET: secret },
    });
    try {
      let out = '';
      let err = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      while (!/listening on (\S+)/.test(err)) await once(child.stderr, 'data');
      const url = /listening on (\S+)/.exec(err)![1]!;
      const moved = await portal(tokenB, 'PUT', `/webhooks/${endpoint.id}`, {
        url,
        events: ['payment.received'],
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await portal(tokenB, 'POST', `/webhooks/${endpoint.id}/test`)).statusCode).toBe(202);
      expect((await deliverDue(deliveryDeps())).delivered).toBe(1);
      while (!out.includes('\n')) await once(child.stdout, 'data');
      const printed = JSON.parse(out.split('\n')[0]!) as {
        verified: boolean;
        type: string;
        repeat: boolean;
      };
      expect(printed).toMatchObject({ verified: true, type: 'webhook.test', repeat: false });
      // a request signed with another secret is refused
      const forged = await fetch(url, {
        method: 'POST',
        headers: {
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,AAAA',
        },
        body: '{}',
      });
      expect(forged.status).toBe(401);
    } finally {
      child.kill();
    }
  }, 30_000);
});
