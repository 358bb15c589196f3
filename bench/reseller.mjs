// The reseller sales API and the bulk purchase on PostgreSQL: `node bench/reseller.mjs` (needs a
// build: `npm run build`). The platform starts on a fresh database with the demo data (the demo
// reseller key, the demo cashier's open shift at POS 1). Measured:
//  1. sales/s: BENCH_CONCURRENCY resellers' requests at once, each a new sale (a new
//     Idempotency-Key, a new plate) of a weekly vignette, for BENCH_DURATION seconds;
//  2. replays/s: the same requests again with their keys, answered from the idempotency store;
//  3. the bulk purchase of a 500-row file: checked (POST /bulk-purchases/check) and bought in cash
//     in the cashier's open shift (POST /bulk-purchases), each timed.
// At the end the database is checked: one sale per key, no plate sold twice.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { cpuMs, machine } from './host.mjs';

const root = new URL('..', import.meta.url).pathname;
const duration = Number(process.env.BENCH_DURATION ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 4453);
const databaseName = process.env.BENCH_DATABASE ?? 'toll_bench_reseller';
const apiScript = process.env.BENCH_API_SCRIPT ?? 'apps/api/dist/main.js';
const base = `http://127.0.0.1:${port}`;
const KEY = 'bgt_demo-reseller-key-for-trying-the-api-2026xx';

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

function start(databaseUrl) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      apiScript,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_BASE_URL: base,
        DATABASE_URL: databaseUrl,
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        RESELLER_RATE_LIMIT: '10000000',
        AUTH_RATE_LIMIT: '1000',
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/running at/.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
}

// plates from a counter: two letters, four digits, two letters (Latin letters of BG plates)
const LETTERS = 'ABEKMHOPCTYX';
function plate(n) {
  const l = (i) => LETTERS[i % LETTERS.length];
  const digits = String(1000 + (n % 9000));
  const rest = Math.floor(n / 9000);
  return `${l(rest)}${l(Math.floor(rest / 12))}${digits}${l(Math.floor(rest / 144))}${l(Math.floor(rest / 1728) + 3)}`;
}

// The requests go through node:http with a keep-alive agent, not fetch: the load generator runs
// on the same machine as the platform and PostgreSQL, and undici's fetch cost it about a fifth of
// a core at 300 requests a second, CPU the measured platform then lacked. BENCH_FETCH=1 uses fetch.
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency + 2 });
function post(path, body, headers) {
  if (process.env.BENCH_FETCH)
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode,
            headers: { get: (name) => res.headers[name.toLowerCase()] ?? null },
            arrayBuffer: async () => undefined,
            json: async () => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function loop(seconds, make) {
  const until = Date.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  let n = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const i = n++;
      const started = performance.now();
      const ok = await make(i);
      latencies.push(performance.now() - started);
      if (!ok) errors += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds_ = (performance.now() - t0) / 1000;
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds_,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}

const databaseUrl = await freshDatabase();
const platform = await start(databaseUrl);
const headers = { authorization: `ApiKey ${KEY}` };
const sold = [];
try {
  const order = (i) => ({
    vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate(i + 20_000) }],
  });
  // warm-up (not counted)
  for (let i = 0; i < 20; i += 1)
    await post('/api/reseller/sales', order(1_000_000 + i), {
      ...headers,
      'idempotency-key': randomUUID(),
    });
  const cpuBefore = cpuMs(platform.pid);
  const clientBefore = process.cpuUsage();
  const sales = await loop(duration, async (i) => {
    const key = randomUUID();
    const res = await post('/api/reseller/sales', order(i), { ...headers, 'idempotency-key': key });
    await res.arrayBuffer();
    if (res.status === 201) sold.push({ i, key });
    return res.status === 201;
  });
  const cpuSales = cpuMs(platform.pid);
  const clientCpu = process.cpuUsage(clientBefore);
  const replays = await loop(Math.min(duration, 10), async (n) => {
    const { i, key } = sold[n % sold.length];
    const res = await post('/api/reseller/sales', order(i), { ...headers, 'idempotency-key': key });
    await res.arrayBuffer();
    return res.status === 201 && res.headers.get('idempotent-replayed') === 'true';
  });
  const cpuReplays = cpuMs(platform.pid);

  const auth = await post(
    '/api/user/authenticate',
    { userName: 'cashier', password: 'Demo2026' },
    {},
  );
  const token = (await auth.json()).token;
  const office = { authorization: `Bearer ${token}` };
  const csv = ['plate,country,product,start']
    .concat(Array.from({ length: 500 }, (_, i) => `${plate(500_000 + i)},BG,car-weekly,`))
    .join('\n');
  let t = performance.now();
  const check = await post('/api/bulk-purchases/check', { csv }, office);
  const checked = await check.json();
  const checkMs = performance.now() - t;
  t = performance.now();
  const buy = await post(
    '/api/bulk-purchases',
    {
      csv,
      paymentMethod: 'CASH',
      posId: 1,
      email: 'fleet@example.com',
      consents: { terms: true, noRefund: true },
    },
    office,
  );
  const bought = await buy.json();
  const buyMs = performance.now() - t;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`
    select (select count(*)::int from sales where channel = 'partner') as partner_sales,
           (select count(*)::int from reseller_requests) as keys,
           (select count(*)::int from (select plate from vignettes group by country_code, plate
              having count(*) > 1) d) as plates_twice`);
  await client.end();
  const result = {
    machine: machine(),
    load: loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
    concurrency,
    sales: {
      ...sales,
      perSecond: Math.round(sales.perSecond),
      platformCpuMsEach:
        cpuBefore === null ? null : +((cpuSales - cpuBefore) / sales.count).toFixed(2),
      benchClientCpuMsEach: +((clientCpu.user + clientCpu.system) / 1000 / sales.count).toFixed(2),
    },
    replays: {
      ...replays,
      perSecond: Math.round(replays.perSecond),
      platformCpuMsEach:
        cpuSales === null ? null : +((cpuReplays - cpuSales) / replays.count).toFixed(2),
    },
    bulk: {
      rows: 500,
      checkOk: checked.ok,
      checkMs: Math.round(checkMs),
      buyStatus: buy.status,
      items: bought.sale?.items?.length ?? 0,
      activated: bought.sale?.items?.filter((it) => it.status === 'ACTIVE').length ?? 0,
      buyMs: Math.round(buyMs),
    },
    database: rows[0],
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  platform.kill();
}
