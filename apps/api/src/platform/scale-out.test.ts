import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedUser, sessionToken } from '../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../test/partner-helpers';
import { openTestDatabase } from '../test/test-database';
import { createTestApp, type TestApp } from '../test/test-app';
import { queryRows, type Database } from './db/database';
import { databaseRateLimitStore, EXACT_UP_TO, FLUSH_MS } from './http/rate-limit-store';

/**
 * Several processes on one database (issue #37): two platforms on one database, as two web
 * processes would be, keep one sign-in limit between them with the database store (and each its
 * own with the memory store: the check that the store is what shares them); a role taken away at
 * one is refused at the other at once; a sale made at one is seen at the other at once.
 */
let database: Database;
const apps: TestApp[] = [];

/** One more platform on the same database (its close leaves the database to the first). */
async function platform(store: 'database' | 'memory'): Promise<TestApp> {
  const env = { AUTH_RATE_LIMIT: '5', RATE_LIMIT_STORE: store };
  const shared = { ...database, close: async () => undefined };
  const t = await createTestApp({ database: shared, env });
  apps.push(t);
  return t;
}

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  for (const t of apps) await t.close();
  await database.close();
});

const wrongSignIn = (t: TestApp, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    remoteAddress: address,
    headers: { 'accept-language': 'en' },
    // a name per address: the account lock (10 failures of one name) is another, database-wide rule
    payload: { userName: `nobody-${address}`, password: 'wrong-password' },
  });

describe('rate limits across processes', () => {
  it('keeps one sign-in limit for two processes on one database', async () => {
    const [a, b] = [await platform('database'), await platform('database')];
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await wrongSignIn(i % 2 === 0 ? a : b, '198.51.100.7')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await wrongSignIn(a, '198.51.100.7');
    expect(refused.json().errors[0].code).toBeDefined();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address has its own count
    expect((await wrongSignIn(b, '198.51.100.8')).statusCode).toBe(401);
  });

  it('with memory stores each process counts alone (N processes, N times the limit)', async () => {
    const [a, b] = [await platform('memory'), await platform('memory')];
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await wrongSignIn(i % 2 === 0 ? a : b, '198.51.100.9')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('takes a role away at one process and is refused at the other at once; sales seen at once', async () => {
    const [a, b] = [await platform('database'), await platform('database')];
    await seedPartner(a, { id: 1 });
    await seedPointsOfSale(a, 1, [1]);
    const admin = await sessionToken(
      a,
      (await seedUser(a, { username: 'so_admin', roles: ['ROLE_ADMIN'] })).id,
    );
    const clerk = await seedUser(a, {
      username: 'so_clerk',
      roles: ['ROLE_VIGNETTE_USER'],
      partnerId: 1,
      posIds: [1],
    });
    const token = await sessionToken(a, clerk.id);
    const sell = (t: TestApp, lpn: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/counter-sales',
        headers: bearer(token),
        payload: {
          posId: 1,
          paymentMethod: 'CASH',
          vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn }],
        },
      });
    const sold = await sell(a, 'CA5151SO');
    expect(sold.statusCode, sold.body).toBe(201);
    const seen = await b.app.inject({
      method: 'GET',
      url: `/api/sales/inquiry/${sold.json().transId}`,
      headers: bearer(admin),
    });
    expect(seen.statusCode).toBe(200);
    const check = await b.app.inject({ method: 'GET', url: '/check/vignette/plate/BG/CA5151SO' });
    expect(check.body).toContain('CA5151SO');
    const revoke = await a.app.inject({
      method: 'POST',
      url: '/api/user/update/admin',
      headers: bearer(admin),
      payload: { id: clerk.id, roles: ['ROLE_USERS'] },
    });
    expect(revoke.statusCode).toBe(200);
    const refused = await sell(b, 'CA5152SO');
    expect(refused.statusCode).toBe(403);
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from vignettes where plate = 'CA5152SO'`,
    );
    expect(count!.n).toBe(0);
  });

  it('starts a new window when the last has ended, and reads without counting', async () => {
    const Store = databaseRateLimitStore(database.db);
    const store = new Store().child({ routeInfo: { method: 'GET', url: '/probe' } });
    const incr = (timeWindow: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('k', (error, answer) => (error ? reject(error) : resolve(answer!)), timeWindow),
      );
    const read = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.read('k', (error, answer) => (error ? reject(error) : resolve(answer!))),
      );
    expect((await incr(200)).current).toBe(1);
    const second = await incr(200);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(200);
    expect((await read()).current).toBe(2);
    expect((await read()).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await read()).toEqual({ current: 0, ttl: 0 });
    expect((await incr(200)).current).toBe(1);
  });

  it('counts a large limit in each process and shares it every FLUSH_MS (the hot paths)', async () => {
    // two processes' stores on one database, a limit of 1,000 a minute (above EXACT_UP_TO)
    const max = 1_000;
    expect(max).toBeGreaterThan(EXACT_UP_TO);
    const route = { routeInfo: { method: 'GET', url: '/hot' } };
    const [a, b] = [databaseRateLimitStore(database.db), databaseRateLimitStore(database.db)].map(
      (Store) => new Store().child(route),
    );
    const incr = (store: NonNullable<typeof a>) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          'hot',
          (error, answer) => (error ? reject(error) : resolve(answer!)),
          60_000,
          max,
        ),
      );
    for (let i = 0; i < 600; i++) await incr(a!);
    for (let i = 0; i < 600; i++) await incr(b!);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 4));
    // each has added its hits; a hit after a quiet FLUSH_MS reads the shared total: both over it
    expect((await incr(a!)).current).toBeGreaterThan(max);
    expect((await incr(b!)).current).toBeGreaterThan(max);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 4));
    const [row] = await queryRows<{ hits: number }>(
      database.db,
      sql`select hits from rate_limits where key = 'GET /hot|hot'`,
    );
    expect(row!.hits).toBe(1_202);
  });
});
