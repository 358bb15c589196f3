// The whole vignette purchase under concurrency on PostgreSQL: `npm run bench:purchase`.
// Each virtual buyer loops: check → order (purchasePayment) → the card-gateway sandbox (sale form,
// card page, 3-D Secure page, signed result) → the result posted back to us → activation. The
// sandbox runs in the same process as the platform, so its three pages and its signing are paid
// for on this machine too (with the real gateway they are the bank's). Receipts are left to job
// workers (the platform runs with --role=web), as in production. At the end the database is
// checked: one vignette per paid item, no plate with two overlapping vignettes, no sale left open.
import { spawn, spawnSync } from 'node:child_process';
import { createSign, randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { cpuMs, machine } from './host.mjs';

const root = new URL('..', import.meta.url).pathname;
const duration = Number(process.env.BENCH_DURATION ?? 30);
const buyers = Number(process.env.BENCH_BUYERS ?? 48);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 4420);
// BENCH_DATABASE names the database (dropped and created again); BENCH_API_SCRIPT runs another
// build of the platform (e.g. the one before a change, copied into apps/api/dist).
const databaseName = process.env.BENCH_DATABASE ?? 'toll_bench_purchase';
const apiScript = process.env.BENCH_API_SCRIPT ?? 'apps/api/dist/main.js';
const base = `http://127.0.0.1:${port}`;

// CPU time of the PostgreSQL backends serving the bench's database, by backend pid (the server
// runs on this host): with the platform's, what a purchase costs the machine.
async function backendCpu(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return new Map(rows.map((row) => [row.pid, cpuMs(row.pid) ?? 0]));
}

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
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, apiScript, '--role=web'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      DATABASE_URL: databaseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      PURCHASE_RATE_LIMIT: '1000000',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/running at/.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
}

const decode = (text) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, c) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[c],
  );

function forms(html) {
  return [...html.matchAll(/<form ([^>]*)>([\s\S]*?)<\/form>/g)].map((m) => {
    const action = decode(/action="([^"]*)"/.exec(m[1])?.[1] ?? '');
    const fields = {};
    for (const input of m[2].matchAll(/<input ([^>]*)>/g)) {
      const attrs = input[1];
      if (/type="radio"/.test(attrs) && !/\bchecked\b/.test(attrs)) continue;
      const name = /name="([^"]*)"/.exec(attrs)?.[1];
      if (name) fields[name] = decode(/value="([^"]*)"/.exec(attrs)?.[1] ?? '');
    }
    return { action, fields };
  });
}

// A plain keep-alive HTTP client: the buyers' browsers are not what this measures, so they cost
// as little of the machine as possible.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function request(url, { method = 'POST', headers = {}, body = '' } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const json = (body) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const local = (url) =>
  url.startsWith('/') ? `${base}${url}` : url.replace(/^https?:\/\/[^/]+/, base);

function expectOk(response, step) {
  if (response.status >= 400) throw new Error(`${step}: ${response.status} ${response.text}`);
  return response;
}

// BENCH_GATEWAY=direct: the bench plays the bank itself. It signs the approval the gateway would
// post back (MAC_GENERAL + RSA-SHA256 with the sandbox's gateway key, read from the database) and
// posts it to our return URL, so only our side of the purchase runs on this machine.
const direct = process.env.BENCH_GATEWAY === 'direct';
let gatewayKey = null;
const RESPONSE_FIELDS = [
  'ACTION',
  'RC',
  'APPROVAL',
  'TERMINAL',
  'TRTYPE',
  'AMOUNT',
  'CURRENCY',
  'ORDER',
  'RRN',
  'INT_REF',
  'PARES_STATUS',
  'ECI',
  'TIMESTAMP',
  'NONCE',
];
const mac = (fields) =>
  RESPONSE_FIELDS.map((name) =>
    fields[name] ? `${Buffer.byteLength(fields[name])}${fields[name]}` : '-',
  ).join('') + '-';
async function payDirect(order) {
  const f = order.payment.fields;
  const fields = {
    ACTION: '0',
    RC: '00',
    APPROVAL: 'S12345',
    TERMINAL: f.TERMINAL,
    TRTYPE: '1',
    AMOUNT: f.AMOUNT,
    CURRENCY: f.CURRENCY,
    ORDER: f.ORDER,
    RRN: String(Date.now()).slice(-12),
    INT_REF: randomBytes(8).toString('hex').toUpperCase(),
    PARES_STATUS: 'Y',
    ECI: '05',
    TIMESTAMP: new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14),
    NONCE: f.NONCE,
  };
  fields.P_SIGN = createSign('sha256')
    .update(mac(fields))
    .sign(gatewayKey)
    .toString('hex')
    .toUpperCase();
  const back = await request(`${base}/api/payments/borica/return`, form(fields));
  const location = back.headers.location ?? '';
  if (back.status !== 303 || !location.includes('/success?'))
    throw new Error(`result: ${back.status} ${location}`);
}

async function readGatewayKey(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select value from app_secrets where name = 'gateway.sandbox.gateway-key'`,
  );
  await client.end();
  return JSON.parse(rows[0].value).privateKeyPem;
}

let serial = 0;
async function onePurchase() {
  const n = ++serial;
  const items = [
    {
      productId: n % 3 === 0 ? 'car-annual' : 'car-weekly',
      countryCode: 'BG',
      lpn: `PB${String(n).padStart(6, '0')}`,
    },
  ];
  expectOk(await request(`${base}/api/active-vignettes-check`, json({ items })), 'check');
  const order = JSON.parse(
    expectOk(
      await request(
        `${base}/api/purchasePayment`,
        json({
          vignettes: items,
          email: `buyer${n}@example.bg`,
          consents: { terms: true, noRefund: true },
        }),
      ),
      'order',
    ).text,
  );
  if (direct) return payDirect(order);
  let page = expectOk(
    await request(local(order.payment.action), form(order.payment.fields)),
    'gateway',
  ).text;
  const card = forms(page)[0];
  page = expectOk(
    await request(local(card.action), form({ ...card.fields, outcome: 'card', do: 'pay' })),
    'card',
  ).text;
  const otp = forms(page)[0];
  page = expectOk(
    await request(local(otp.action), form({ ...otp.fields, otp: '111111', do: 'confirm' })),
    '3ds',
  ).text;
  const result = forms(page)[0];
  const back = await request(local(result.action), form(result.fields));
  const location = back.headers.location ?? '';
  if (back.status !== 303 || !location.includes('/success?'))
    throw new Error(`result: ${back.status} ${location}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(seconds) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          await onePurchase();
          latencies.push(performance.now() - started);
        } catch (error) {
          errors++;
          if (errors <= 3) console.error(error.message);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { completed: latencies.length, errors, latencies };
}

async function verify(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (text) => (await client.query(text)).rows[0];
  const result = {
    sales:
      await one(`select count(*)::int as n, count(*) filter (where state = 'ACTIVATED')::int as activated,
      count(*) filter (where state in ('AWAITING_PAYMENT', 'PAYMENT_UNKNOWN'))::int as open from sales`),
    vignettes: (await one('select count(*)::int as n from vignettes')).n,
    activeItems: (await one(`select count(*)::int as n from sale_items where state = 'ACTIVE'`)).n,
    doubleSales: (
      await one(`select count(*)::int as n from vignettes a join vignettes b on a.country_code = b.country_code
        and a.plate = b.plate and a.id < b.id and tstzrange(a.valid_from, a.valid_until) && tstzrange(b.valid_from, b.valid_until)`)
    ).n,
  };
  await client.end();
  return result;
}

if (!existsSync(`${root}apps/api/dist/main.js`))
  spawnSync('npm', ['run', 'build', '-w', '@toll/api'], { cwd: root, stdio: 'inherit' });
const databaseUrl = await freshDatabase();
const platform = await start(databaseUrl);
try {
  if (direct) gatewayKey = await readGatewayKey(databaseUrl);
  await run(5); // warm-up
  const cpuBefore = cpuMs(platform.pid);
  const backendsBefore = await backendCpu(databaseUrl);
  const measured = await run(duration);
  const cpuAfter = cpuMs(platform.pid);
  const backendsAfter = await backendCpu(databaseUrl);
  let backendMs = 0;
  for (const [pid, ms] of backendsAfter) backendMs += ms - (backendsBefore.get(pid) ?? 0);
  const checks = await verify(databaseUrl);
  const perSecond = Number((measured.completed / duration).toFixed(1));
  const summary = {
    scenario: direct ? 'purchase-direct' : 'purchase',
    gateway: direct ? 'signed by the bench (our side only)' : 'sandbox pages in the same process',
    date: new Date().toISOString(),
    machine: machine(),
    buyers,
    durationSeconds: duration,
    completed: measured.completed,
    purchasesPerSecond: perSecond,
    platform: apiScript,
    // The platform's CPU time (user + system) per purchase: less distorted by a shared machine.
    platformCpuMsPerPurchase:
      cpuBefore === null || cpuAfter === null
        ? null
        : Number(((cpuAfter - cpuBefore) / measured.completed).toFixed(2)),
    postgresCpuMsPerPurchase: Number((backendMs / measured.completed).toFixed(2)),
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    errors: measured.errors,
    latencyMs: {
      p50: Math.round(percentile(measured.latencies, 50)),
      p95: Math.round(percentile(measured.latencies, 95)),
      p99: Math.round(percentile(measured.latencies, 99)),
    },
    recordDayIn5Minutes: perSecond * 300 >= 37_241,
    checks,
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/${summary.scenario}-${databaseName}.json`, import.meta.url),
    JSON.stringify(summary, null, 2),
  );
  console.log(JSON.stringify(summary, null, 2));
  if (checks.doubleSales !== 0 || checks.vignettes !== checks.activeItems) process.exitCode = 1;
} finally {
  platform.kill('SIGTERM');
}
