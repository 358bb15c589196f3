// The fleet API's toll-transaction list at fleet scale (issue #36): a client with 500 vehicles on
// 10 contracts and a month of tolls (150,000 rows), beside another client's 150,000, in PostgreSQL;
// then every page of 100 walked by cursor (newest first), pages filtered by vehicle, by segment
// and by a week, through the fleet reads the route calls (no HTTP), p50/p95 per page.
// Run: npx tsx bench/fleet-transactions.ts   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/h36_bench_fleet, made afresh and dropped after)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createFleetReads } from '../apps/api/src/modules/fleet/service';
import { systemClock } from '../apps/api/src/platform/clock';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/h36_bench_fleet'; // prettier-ignore
const VEHICLES = 500;
const CONTRACTS = 10;
const PER_VEHICLE = 300; // a month: ten tolls a day
const PAGE = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `pages ${times.length}, p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`; // prettier-ignore
};

async function adminQuery(text: string) {
  const admin = new URL(URL_);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function seedClient(database: Awaited<ReturnType<typeof openDatabase>>, n: number) {
  const customer = `FLEET-BENCH-${n}`;
  const [partner] = (
    await database.rawQuery(
      `insert into partners (name, partner_type, customer_id, eik) values ($1, 'TOLL_CUSTOMER', $2, $3) returning id`,
      [`Fleet ${n}`, customer, `20000000${n}`],
    )
  ).rows as { id: number }[];
  await database.rawQuery(
    `insert into clients (partner_id, customer_type, identification_type, identification_number, company_name,
       country_code, city, postal_code, street)
     values ($1, 2, 6, $2, $3, 'BG', 'София', '1000', 'ул. Тест 1')`,
    [partner!.id, `20000000${n}`, `Fleet ${n}`],
  );
  const accounts = (
    await database.rawQuery(
      `insert into accounts (client_id, account_type, status, signed_at)
     select $1, 1, 'ACTIVE', now() from generate_series(1, $2::int) returning id`,
      [partner!.id, CONTRACTS],
    )
  ).rows as { id: number }[];
  const ids = accounts.map((a) => Number(a.id));
  // 500 vehicles, 300 tolls each over November, spread over 40 segments; REFUSED rows need no
  // journal and are listed like POSTED ones
  await database.rawQuery(
    `select toll_transactions_ensure_month(timestamptz '2026-11-01 00:00:00+02' + k * interval '1 month')
     from generate_series(-1, 1) k`,
  );
  await database.rawQuery(
    `insert into toll_transactions (transaction_id, account_id, plate, segment_id, entry_at, exit_at, km,
       category, emission_class, amount_minor, currency, status, source)
     select 'B' || $1 || '-' || v || '-' || k, ($2::int[])[1 + v % $3], 'CA' || lpad(v::text, 4, '0') || 'FB',
       'S-' || (1 + (v * 7 + k) % 40),
       t - interval '20 minutes', t, 12.5, 'K3', 'EURO6', 250 + k % 300, 'EUR', 'REFUSED', 'API'
     from generate_series(1, $4::int) v, generate_series(1, $5::int) k,
       lateral (select timestamptz '2026-11-01 00:00:00+02' + (k * interval '144 minutes') + (v * interval '7 seconds') as t) x`,
    [n, ids, CONTRACTS, VEHICLES, PER_VEHICLE],
  );
  return Number(partner!.id);
}

async function main() {
  const name = new URL(URL_).pathname.slice(1);
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 4 });
  try {
    await applyMigrations(database);
    const seeded = performance.now();
    const client = await seedClient(database, 1);
    await seedClient(database, 2);
    await database.rawQuery('vacuum analyze toll_transactions');
    const [count] = (
      await database.rawQuery(
        `select count(*)::int as n from toll_transactions t join accounts a on a.id = t.account_id where a.client_id = $1`,
        [client],
      )
    ).rows as { n: number }[];
    console.log(`seeded ${count!.n.toLocaleString('en')} rows of the client (and as many of another) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`); // prettier-ignore

    const reads = createFleetReads({ db: database.db, clock: systemClock });
    const walk = async (query: Record<string, string | number>, maxPages = Infinity) => {
      const times: number[] = [];
      let cursor: string | null = null;
      let rows = 0;
      do {
        const start = performance.now();
        const page: Awaited<ReturnType<typeof reads.transactions>> = await reads.transactions(
          client,
          { limit: PAGE, ...query, ...(cursor ? { cursor } : {}) },
        );
        times.push(performance.now() - start);
        rows += page.items.length;
        cursor = page.nextCursor;
      } while (cursor && times.length < maxPages);
      return { times, rows };
    };
    await walk({}, 20); // warm-up
    const all = await walk({});
    console.log(`every page, newest first (${all.rows.toLocaleString('en')} rows): ${summary(all.times)}`); // prettier-ignore
    const vehicleTimes: number[] = [];
    for (let v = 1; v <= 50; v += 1) {
      const plate = `CA${String(v * 9).padStart(4, '0')}FB`;
      vehicleTimes.push(...(await walk({ plate })).times);
    }
    console.log(`one vehicle's tolls, all pages (50 vehicles): ${summary(vehicleTimes)}`);
    const segment = await walk({ segment: 'S-7' });
    console.log(`one segment, all pages: ${summary(segment.times)}`);
    const week = await walk({ from: '2026-11-10T00:00:00Z', to: '2026-11-17T00:00:00Z' });
    console.log(`one week, all pages: ${summary(week.times)}`);
    const contract = await walk({ contractId: Number(((await database.rawQuery(`select id from accounts where client_id = $1 order by id limit 1`, [client])).rows as { id: number }[])[0]!.id) }); // prettier-ignore
    console.log(`one contract, all pages: ${summary(contract.times)}`);
  } finally {
    await database.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

await main();
