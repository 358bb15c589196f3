import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { ConfigError, loadConfig } from '../config';
import {
  lsnValue,
  openReadRouting,
  READ_APPLICATION_NAME,
  replicaLagTracker,
  type ReadRouting,
} from './read-replicas';

const check = (t: TestApp, plate: string) =>
  t.app.inject({ method: 'GET', url: `/check/vignette/plate/BG/${plate}` });
const ready = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/readyz' })).json<Record<string, unknown>>();

describe('DATABASE_READ_URL and DATABASE_READ_MAX_LAG_MS', () => {
  const primary = 'postgres://app@db1:5432/toll';
  it('take one replica or several, and need a PostgreSQL primary', () => {
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrls).toEqual([]);
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URL: 'postgres://app@db2:5432/toll, postgresql://app@db3/toll',
      DATABASE_READ_MAX_LAG_MS: '2000',
    });
    expect(config.databaseReadUrls).toEqual([
      'postgres://app@db2:5432/toll',
      'postgresql://app@db3/toll',
    ]);
    expect(config.databaseReadMaxLagMs).toBe(2000);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@db2/toll' })).toThrow(
      /DATABASE_READ_URL.*need DATABASE_URL/,
    );
    for (const env of [
      { DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://db2/toll' },
      { DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://db2/toll,' },
      { DATABASE_URL: primary, DATABASE_READ_MAX_LAG_MS: '-1' },
    ])
      expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});

describe("a replica's lag", () => {
  it('compares WAL positions as numbers', () => {
    expect(lsnValue('16/B374D848') > lsnValue('16/B374D847')).toBe(true);
    expect(lsnValue('17/0') > lsnValue('16/FFFFFFFF')).toBe(true);
    expect(lsnValue('0/A')).toBe(10n);
  });

  it("is 0 when the replica has replayed the primary's position, or is no standby", () => {
    const lag = replicaLagTracker();
    expect(lag.update('1/100', '1/100', 0)).toBe(0);
    expect(lag.update('1/200', '1/300', 1000)).toBe(0);
    expect(replicaLagTracker().update('1/100', null, 0)).toBe(0);
  });

  it('keeps up with a busy primary within one check interval, commits or not', () => {
    // the primary's WAL grows between every two checks (a bulk load in one long transaction: no
    // commit is replayed for minutes); the replica is a moment behind at each check
    const lag = replicaLagTracker();
    expect(lag.update('1/1000', '1/F00', 0)).toBeNull(); // not known after one look
    for (let i = 1; i <= 300; i++)
      expect(lag.update(`1/${(0x1000 * (i + 1)).toString(16)}`, `1/${(0x1000 * i + 0xf00).toString(16)}`, i * 1000)).toBe(1000); // prettier-ignore
  });

  it('grows with the clock when the replica stops replaying, and is 0 again once it caught up', () => {
    const lag = replicaLagTracker();
    expect(lag.update('1/100', '1/100', 0)).toBe(0);
    expect(lag.update('1/200', '1/100', 1000)).toBe(1000);
    expect(lag.update('1/300', '1/100', 2000)).toBe(2000);
    expect(lag.update('1/400', '1/150', 9000)).toBe(9000); // still short of 1/200 (seen at 1000)
    expect(lag.update('1/500', '1/250', 10_000)).toBe(9000); // past 1/200: behind since 1000
    expect(lag.update('1/500', '1/500', 11_000)).toBe(0);
  });
});

describe('a replica that does not answer', () => {
  let t: TestApp;
  let reads: ReadRouting;
  beforeAll(async () => {
    t = await createTestApp({
      reads: async (database) =>
        (reads = await openReadRouting(database, {
          urls: ['postgres://postgres@127.0.0.1:1/nowhere'],
          poolMax: 2,
          maxLagMs: 1000,
        })),
    });
  });
  afterAll(() => t.close());

  it('leaves the reads to the primary, and /readyz says so', async () => {
    expect(reads.status()).toEqual({
      reads: 'primary',
      replicas: [
        { location: 'postgres://postgres@127.0.0.1:1/nowhere', state: 'down', lagMs: null },
      ],
    });
    const response = await check(t, 'CA1234BX');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: false, vignette: null });
    expect(await ready(t)).toMatchObject({
      status: 'ready',
      reads: 'primary',
      replicas: [{ state: 'down' }],
    });
  });
});

/**
 * A real streaming replica of the test server (scripts/pg-replica.sh start; .ci/run starts one):
 * TEST_REPLICA_URL names it, e.g. postgres://postgres@127.0.0.1:5433/postgres.
 */
const replicaUrl = process.env.TEST_REPLICA_URL;
describe.skipIf(testDatabaseKind !== 'postgres' || !replicaUrl)('a streaming replica', () => {
  let t: TestApp;
  let reads: ReadRouting;
  let replica: pg.Client;
  let databaseName: string;

  const until = async (what: () => Promise<boolean>, timeoutMs = 30_000) => {
    const end = Date.now() + timeoutMs;
    while (!(await what())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** The statements our read connections last ran on the replica (pg_stat_activity). */
  const readsOnReplica = async () =>
    (
      await replica.query<{ query: string }>(
        'select query from pg_stat_activity where datname = $1 and application_name = $2',
        [databaseName, READ_APPLICATION_NAME],
      )
    ).rows.map((r) => r.query);

  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      reads: async (database) => {
        databaseName = new URL(database.url!).pathname.slice(1);
        const url = new URL(replicaUrl!);
        url.pathname = `/${databaseName}`;
        reads = await openReadRouting(database, {
          urls: [url.toString()],
          poolMax: 2,
          maxLagMs: 500,
          checkIntervalMs: 100,
        });
        return reads;
      },
    });
    replica = new pg.Client({ connectionString: replicaUrl });
    await replica.connect();
    // The test database was made and seeded on the primary a moment ago: wait until the replica
    // has replayed all of it (within the bound it would be read from while still catching up).
    await until(async () => {
      await reads.check();
      return reads.status().replicas[0]?.lagMs === 0;
    });
  }, 60_000);
  afterAll(async () => {
    await replica?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await replica?.end();
    await t?.close();
  });

  it('answers checks from the replica', async () => {
    expect(await ready(t)).toMatchObject({
      status: 'ready',
      reads: 'replica',
      replicas: [{ state: 'ok' }],
    });
    const response = await check(t, 'CA1234BX');
    expect(response.json()).toMatchObject({ ok: true });
    expect((await readsOnReplica()).some((q) => q.includes('from vignettes'))).toBe(true);
  });

  it('keeps a purchase on the primary (the replica could not take its writes)', async () => {
    const form = await purchase(t, [
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CA7777RR' },
    ]);
    expect(form.payment.fields.ORDER).toBeTruthy();
    expect((await readsOnReplica()).some((q) => /insert|update/i.test(q))).toBe(false);
  });

  it('goes back to the primary while the replica lags past the bound, and returns after', async () => {
    await replica.query('select pg_wal_replay_pause()');
    await purchase(t, [{ productId: 'car-weekly', countryCode: 'BG', lpn: 'CA8888RR' }]);
    await until(async () => {
      await reads.check();
      return reads.status().reads === 'primary';
    });
    expect(reads.status().replicas[0]).toMatchObject({ state: 'lagging' });
    expect(await ready(t)).toMatchObject({ reads: 'primary', replicas: [{ state: 'lagging' }] });
    expect((await check(t, 'CA1234BX')).json()).toMatchObject({ ok: true });

    await replica.query('select pg_wal_replay_resume()');
    await until(async () => {
      await reads.check();
      return reads.status().reads === 'replica';
    });
  });
});
