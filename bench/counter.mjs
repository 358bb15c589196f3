// Cashiers at their counters on PostgreSQL (issue #18 "Performance"): `node bench/counter.mjs`
// (needs a build: `npm run build`). The platform starts on a fresh database with the demo data;
// BENCH_CASHIERS cashiers (200), each at their own point of sale that works in shifts, all at
// once: open a shift, BENCH_SALES cash sales (50) of a weekly vignette through POST
// /counter-sales (each with its order key; every tenth sent twice, as a double click), close the
// shift, download both reports (BENCH_THINK_MS between sales, ± BENCH_THINK_JITTER of it, seeded
// by BENCH_SEED; 0, back to back, by default). Then a
// shift of BENCH_REPORT_SALES sales (10,000) is written straight into the database and its two
// reports are timed. The database is checked at the end:
// one sale per order key, no plate sold twice, every shift closed.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { cpuMs, machine } from './host.mjs';
import { freshDatabase, percentile, plate, startPlatform, stopPlatform } from './platform.mjs';

const cashiers = Number(process.env.BENCH_CASHIERS ?? 200);
const salesEach = Number(process.env.BENCH_SALES ?? 50);
const reportSales = Number(process.env.BENCH_REPORT_SALES ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 4455);
// a pause between one cashier's sales (a real counter's minute of talk and change); 0: back to back
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 0);
// each pause drawn uniformly from thinkMs × [1 − jitter, 1 + jitter] (0.5: 0.5× to 1.5×), and each
// cashier's first sale after a pause drawn from [0, thinkMs): cashiers do not arrive in lockstep
// waves; seeded (BENCH_SEED), so runs are comparable
const jitter = Number(process.env.BENCH_THINK_JITTER ?? 0.5);
const seed = Number(process.env.BENCH_SEED ?? 18);

/** A small seeded generator (mulberry32): uniform in [0, 1). */
function random(seedValue) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const base = `http://127.0.0.1:${port}`;
const FIRST_POS = 100_001;

const call = async (method, path, token, body) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const buffer = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, buffer };
};
const json = (res) => JSON.parse(res.buffer.toString('utf8'));

/** The cashiers: users with the demo cashier's roles and password, each at a new POS in shifts. */
async function seedCashiers(client) {
  await client.query(
    `insert into points_of_sale (id, partner_id, code, name, works_in_shifts, active)
       select ${FIRST_POS - 1} + g, 1, 'BENCH-' || g, 'Bench till ' || g, true, true
       from generate_series(1, $1) g`,
    [cashiers],
  );
  const { rows } = await client.query(
    `insert into users (username, email, password_hash, first_name, last_name, lang, status,
       activated_at, partner_id)
     select 'bench' || g, 'bench' || g || '@example.com',
       (select password_hash from users where username = 'cashier'), 'Bench', 'Cashier ' || g,
       'bg', 'ACTIVE', now(), 1
     from generate_series(1, $1) g returning id, username`,
    [cashiers],
  );
  for (const row of rows) {
    const n = Number(row.username.slice(5));
    await client.query(`insert into user_roles (user_id, role) values ($1, 'ROLE_VIGNETTE_USER')`, [
      row.id,
    ]);
    await client.query(`insert into user_points_of_sale (user_id, pos_id) values ($1, $2)`, [
      row.id,
      FIRST_POS - 1 + n,
    ]);
  }
}

async function login(username) {
  const res = await call('POST', '/api/user/authenticate', null, {
    userName: username,
    password: 'Demo2026',
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
  return json(res).token;
}

/** One cashier's shift: open, sell, close, reports. */
async function shift(n, token) {
  const posId = FIRST_POS - 1 + n;
  const result = { latencies: [], errors: [], replays: 0, reportMs: 0 };
  const opened = await call('POST', '/api/cashiershift/start', token, { posId });
  if (opened.status !== 200 && opened.status !== 201) {
    result.errors.push(`start ${opened.status}`);
    return result;
  }
  const shiftId = json(opened).id;
  const draw = random(seed * 100_003 + n);
  const think = () => thinkMs * (1 - jitter + 2 * jitter * draw());
  if (thinkMs > 0) await pause(thinkMs * draw());
  for (let s = 0; s < salesEach; s += 1) {
    const body = {
      posId,
      paymentMethod: 'CASH',
      vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate(n * 1000 + s) }],
      orderKey: randomUUID(),
    };
    const t0 = performance.now();
    const sold = await call('POST', '/api/counter-sales', token, body);
    result.latencies.push(performance.now() - t0);
    if (sold.status !== 201) result.errors.push(`sale ${sold.status} ${sold.buffer}`);
    if (thinkMs > 0) await pause(think());
    if (s % 10 === 9) {
      const again = await call('POST', '/api/counter-sales', token, body);
      if (again.status === 200 && json(again).replayed) result.replays += 1;
      else result.errors.push(`replay ${again.status}`);
    }
  }
  const closed = await call('POST', `/api/cashiershift/end/${shiftId}`, token, {});
  if (closed.status !== 200) result.errors.push(`end ${closed.status}`);
  const t0 = performance.now();
  const [csv, xlsx] = await Promise.all([
    call('GET', `/api/cashiershift/detailedReport/${shiftId}`, token),
    call('GET', `/api/cashiershift/summarizedReport/${shiftId}`, token),
  ]);
  result.reportMs = performance.now() - t0;
  const lines = csv.buffer.toString('utf8').trim().split('\n').length - 1;
  if (csv.status !== 200 || lines !== salesEach) result.errors.push(`csv ${csv.status} ${lines}`);
  if (xlsx.status !== 200 || xlsx.buffer.subarray(0, 2).toString() !== 'PK')
    result.errors.push(`xlsx ${xlsx.status}`);
  return result;
}

/** A closed shift of the demo cashier at POS 1 with `count` cash sales, written in bulk. */
async function bigShift(client, count) {
  const {
    rows: [{ id: cashierId }],
  } = await client.query(`select id from users where username = 'cashier'`);
  const {
    rows: [{ id: shiftId }],
  } = await client.query(
    `insert into cashier_shifts (pos_id, user_id, status, opened_at, closed_at)
     values (1, $1, 2, now() - interval '10 hours', now() - interval '1 hour') returning id`,
    [cashierId],
  );
  const {
    rows: [tariff],
  } = await client.query(
    `select id, amount_bgn, amount_eur from vignette_tariffs where product_id = 'car-weekly'
     order by valid_from desc limit 1`,
  );
  await client.query(`create temp table b as select g, gen_random_uuid() as sale_id,
      gen_random_uuid() as item_id, now() - interval '9 hours' + g * interval '2 seconds' as at
      from generate_series(1, ${count}) g`);
  await client.query(
    `insert into sales (id, state, channel, payment_method, pos_id, cashier_user_id, shift_id,
       email, lang, currency, total_minor, total_bgn, total_eur, created_at, updated_at, settled_at)
     select sale_id, 'ACTIVATED', 'office', 'CASH', 1, $1, $2, '', 'bg', 'EUR', $3, $4, $3, at, at, at
     from b`,
    [cashierId, shiftId, tariff.amount_eur, tariff.amount_bgn],
  );
  await client.query(
    `insert into sale_items (id, sale_id, position, kind, state, product_id, tariff_id,
       country_code, plate, starts_at_payment, valid_from, valid_to, amount_bgn, amount_eur)
     select item_id, sale_id, 0, 'VIGNETTE', 'ACTIVE', 'car-weekly', $1, 'BG',
       'RB' || lpad(g::text, 5, '0') || 'KX', true, at, at + interval '7 days', $2, $3 from b`,
    [tariff.id, tariff.amount_bgn, tariff.amount_eur],
  );
  await client.query(
    `insert into vignettes (number, sale_item_id, product_id, vehicle_type, period, country_code,
       plate, valid_from, valid_until, amount_bgn, amount_eur, currency, lang, created_at)
     select '000000' || lpad(g::text, 8, '0'), item_id, 'car-weekly', 'car', 'WEEKLY', 'BG',
       'RB' || lpad(g::text, 5, '0') || 'KX', at, at + interval '7 days 1 second', $1, $2, 'EUR',
       'bg', at from b`,
    [tariff.amount_bgn, tariff.amount_eur],
  );
  await client.query('drop table b');
  await client.query('analyze sales; analyze sale_items; analyze vignettes');
  return shiftId;
}

async function timeReports(token, shiftId) {
  const runs = { csv: [], xlsx: [] };
  for (let i = 0; i < 3; i += 1) {
    for (const kind of ['csv', 'xlsx']) {
      const path =
        kind === 'csv'
          ? `/api/cashiershift/detailedReport/${shiftId}`
          : `/api/cashiershift/summarizedReport/${shiftId}`;
      const t0 = performance.now();
      const res = await call('GET', path, token);
      runs[kind].push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${kind} report ${res.status}`);
      if (kind === 'csv') runs.csvLines = res.buffer.toString('utf8').trim().split('\n').length - 1;
      else runs.xlsxBytes = res.buffer.length;
    }
  }
  const median = (values) => Math.round([...values].sort((a, b) => a - b)[1]);
  return {
    sales: reportSales,
    csvMs: median(runs.csv),
    csvLines: runs.csvLines,
    xlsxMs: median(runs.xlsx),
    xlsxBytes: runs.xlsxBytes,
  };
}

const databaseUrl = await freshDatabase(process.env.BENCH_DATABASE ?? 'toll_bench_counter');
const platform = await startPlatform({
  databaseUrl,
  port,
  env: { AUTH_RATE_LIMIT: '100000', DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '20' },
});
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  await seedCashiers(client);
  // sign in ten at a time (argon2id is meant to be slow), before the measured part
  const tokens = [];
  for (let n = 1; n <= cashiers; n += 10)
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, cashiers - n + 1) }, (_, i) => login(`bench${n + i}`)),
      )),
    );
  const load = loadavg()[0].toFixed(2);
  const cpuBefore = cpuMs(platform.pid);
  const t0 = performance.now();
  const shifts = await Promise.all(tokens.map((token, i) => shift(i + 1, token)));
  const seconds = (performance.now() - t0) / 1000;
  const cpuAfter = cpuMs(platform.pid);
  const latencies = shifts.flatMap((s) => s.latencies);
  const errors = shifts.flatMap((s) => s.errors);
  const { rows } = await client.query(`
    select (select count(*)::int from sales where pos_id >= ${FIRST_POS}) as sales,
           (select count(distinct order_key)::int from sales where pos_id >= ${FIRST_POS}) as keys,
           (select count(*)::int from (select plate from vignettes group by country_code, plate
              having count(*) > 1) d) as plates_twice,
           (select count(*)::int from cashier_shifts where pos_id >= ${FIRST_POS} and status = 1)
             as shifts_open`);
  const cashierToken = await login('cashier');
  const report = await timeReports(cashierToken, await bigShift(client, reportSales));
  const result = {
    machine: machine(),
    loadBefore: load,
    loadAfter: loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
    cashiers,
    salesEach,
    thinkMs,
    thinkJitter: thinkMs > 0 ? jitter : null,
    seconds: Math.round(seconds),
    sales: {
      count: latencies.length,
      perSecond: Math.round(latencies.length / seconds),
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      max: Math.round(Math.max(...latencies)),
      // the platform's CPU for the whole walk (shifts, sales, replays, reports) per sale
      platformCpuMsEach:
        cpuBefore === null ? null : +((cpuAfter - cpuBefore) / latencies.length).toFixed(2),
    },
    replaysAnswered: shifts.reduce((sum, s) => sum + s.replays, 0),
    reportsP95: Math.round(
      percentile(
        shifts.map((s) => s.reportMs),
        95,
      ),
    ),
    errors: errors.length,
    firstErrors: errors.slice(0, 5),
    database: rows[0],
    bigShiftReport: report,
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await client.end();
  await stopPlatform(platform);
}
