import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TollTransactionInput } from '@toll/contract/toll-charges';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { issueChargingKey } from './keys';
import { maintainTollPartitions } from './partitions';

/**
 * Toll transactions by month (migration 0060, decision 0014): each row in its month's partition,
 * one row per charging-system id across months, exits outside the live window refused, partitions
 * made ahead and old months detached to the archive by the daily job.
 */
let t: TestApp;
let key: string;

const toll = (id: string, exitAt: string): TollTransactionInput => ({
  transactionId: id,
  plate: 'ZZ0000ZZ', // on no contract: recorded UNMATCHED, no money involved
  segmentId: 'S-101',
  entryAt: new Date(new Date(exitAt).getTime() - 600_000).toISOString(),
  exitAt,
  km: 10,
  category: 'K3',
  emissionClass: 'EURO6',
  amountMinor: 120,
  currency: 'EUR',
});

const send = (transactions: TollTransactionInput[], lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/toll-charging/transactions',
    headers: { 'x-api-key': key, 'accept-language': lang },
    payload: { transactions },
  });

const placed = () =>
  queryRows<{ id: string; part: string }>(
    t.database.db,
    sql`select transaction_id as id, tableoid::regclass::text as part from toll_transactions
        where transaction_id like 'part-%' order by transaction_id`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: '2026-04-09T12:00:00Z', env: { TOLL_LIVE_MONTHS: '3' } });
  key = await issueChargingKey(t.database.db, 'partitions');
});
afterAll(() => t.close());

describe('toll transactions partitioned by month', () => {
  it('puts each row in the partition of its exit month (UTC), making a missing one', async () => {
    const res = await send([
      toll('part-1', '2026-02-10T08:00:00Z'),
      // 1 March in Sofia is still 28 February in UTC
      toll('part-2', '2026-03-01T01:00:00+02:00'),
      toll('part-3', '2026-03-15T08:00:00Z'),
      toll('part-4', '2026-04-09T08:00:00Z'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: 4, unmatched: 4, duplicates: 0 });
    expect(await placed()).toEqual([
      { id: 'part-1', part: 'toll_transactions_y2026m02' },
      { id: 'part-2', part: 'toll_transactions_y2026m02' },
      { id: 'part-3', part: 'toll_transactions_y2026m03' },
      { id: 'part-4', part: 'toll_transactions_y2026m04' },
    ]);
  });

  it('records an id once across months: a replay, or the same id with another exit, adds nothing', async () => {
    const replay = await send([
      toll('part-1', '2026-02-10T08:00:00Z'),
      toll('part-3', '2026-04-02T08:00:00Z'),
    ]);
    expect(replay.json()).toMatchObject({ received: 2, duplicates: 2, unmatched: 0 });
    expect(await placed()).toHaveLength(4);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'records an id once when two deliveries of it race (the registry decides)',
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const batch = Array.from({ length: 300 }, (_, i) =>
          toll(`race-${round}-${i}`, `2026-04-0${1 + (i % 8)}T08:00:00Z`),
        );
        const answers = await Promise.all([send(batch), send(batch), send(batch)]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
        const recorded = answers.reduce(
          (n, a) => n + (a.json() as { unmatched: number }).unmatched,
          0,
        );
        const [rows] = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from toll_transactions
              where transaction_id like ${`race-${round}-%`}`,
        );
        expect({ rows: rows!.n, recorded }).toEqual({ rows: 300, recorded: 300 });
      }
    },
  );

  it('refuses a batch with an exit older than the live window or more than a day ahead, naming the rows', async () => {
    const old = await send([
      toll('part-5', '2026-03-20T08:00:00Z'),
      toll('part-6', '2026-01-31T23:00:00Z'),
      toll('part-7', '2026-04-11T08:00:00Z'),
    ]);
    expect(old.statusCode).toBe(422);
    const errors = old.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual(['transactions.1.exitAt', 'transactions.2.exitAt']);
    expect(errors[0]!.message).toBe(
      'Line 2: the exit time is outside the months kept (from 2026-02-01 to tomorrow)',
    );
    const bg = await send([toll('part-6', '2026-01-31T23:00:00Z')], 'bg');
    expect(bg.json().errors[0].message).toMatch(/^Ред 1: часът на изход е извън/);
    expect(await placed()).toHaveLength(4); // all or nothing
  });

  it('makes the next months ahead and detaches months past the window to the archive', async () => {
    const now = await maintainTollPartitions({
      db: t.database.db,
      now: new Date('2026-04-09T12:00:00Z'),
      liveMonths: 3,
    });
    expect(now.made).toEqual(
      expect.arrayContaining([
        'toll_transactions_y2026m05',
        'toll_transactions_y2026m06',
        'toll_transactions_y2026m07',
      ]),
    );
    expect(now.archived).toEqual([]);
    // two months on: April, May and June are live, February and March go to the archive
    const later = await maintainTollPartitions({
      db: t.database.db,
      now: new Date('2026-06-02T00:30:00Z'),
      liveMonths: 3,
    });
    expect(later.archived.map((a) => a.month)).toEqual(
      expect.arrayContaining(['2026-02', '2026-03']),
    );
    expect(later.archived.find((a) => a.month === '2026-02')!.keys).toBeGreaterThanOrEqual(2);
    expect(await placed()).toEqual([{ id: 'part-4', part: 'toll_transactions_y2026m04' }]);
    const archived = await queryRows<{ id: string }>(
      t.database.db,
      sql`select transaction_id as id from archive.toll_transactions_y2026m02 order by 1`,
    );
    expect(archived.map((r) => r.id)).toEqual(expect.arrayContaining(['part-1', 'part-2']));
    const keys = await queryRows<{ id: string }>(
      t.database.db,
      sql`select transaction_id as id from toll_transaction_keys where transaction_id like 'part-%'`,
    );
    expect(keys).toEqual([{ id: 'part-4' }]);
    // run again: nothing more to do
    const again = await maintainTollPartitions({
      db: t.database.db,
      now: new Date('2026-06-02T00:30:00Z'),
      liveMonths: 3,
    });
    expect(again).toEqual({ made: [], archived: [] });
  });
});
