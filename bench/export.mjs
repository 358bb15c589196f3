// CSV export throughput and memory: `npm run bench:export` starts the platform on a fresh
// PostgreSQL database, generates BENCH_ROWS partners (100,000), signs in as the demo admin and
// downloads GET /api/partners/export?format=csv (and xlsx with BENCH_FORMAT=xlsx) while sampling
// the platform's resident memory (/proc/<pid>/status VmRSS) every 20 ms. The platform runs with the
// heap limit `npm start` gives it (NODE_HEAP_MB, bench/host.mjs). Reports rows/s and the
// memory growth over the idle platform. Target (issue #16): ≥ 100,000 rows/s, growth < 50 MB.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { platformNodeArgs } from './host.mjs';

const root = new URL('../', import.meta.url).pathname;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const FORMAT = process.env.BENCH_FORMAT ?? 'csv';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4410);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'toll_bench_export';

if (!existsSync(`${root}apps/api/dist/main.js`))
  spawnSync('npm', ['run', 'build', '-w', '@toll/api'], { cwd: root, stdio: 'inherit' });

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();
const target = new URL(adminUrl);
target.pathname = `/${dbName}`;
const databaseUrl = target.toString();

// BENCH_PROF=<dir>: the platform writes a V8 CPU profile there when it exits.
const profile = process.env.BENCH_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`]
  : [];
const api = spawn(process.execPath, [...platformNodeArgs(), ...profile, 'apps/api/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  api.stdout.on('data', (chunk) => {
    if (/running at/.test(String(chunk))) resolve();
  });
  api.on('exit', (code) => reject(new Error(`platform exited with ${code}`)));
});

const rss = () => {
  const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
};
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
// CPU seconds (user + system) of a process so far, from /proc (clock ticks of 10 ms)
const cpu = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

try {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`
    insert into partners (name, name_en, partner_type, city, eik, vat_number, customer_id,
      recipient_iban, obligations_period, commission_bp)
    select 'Транспорт ' || g || ' ЕООД', 'Transport ' || g || ' EOOD', 'TOLL_CUSTOMER',
      (array['София','Пловдив','Варна','Бургас','Русе'])[1 + g % 5],
      '9' || lpad(g::text, 8, '0'), 'BG9' || lpad(g::text, 8, '0'), 'B-' || g,
      'BG80BNBG96611020345678', 'MONTHLY', 0
    from generate_series(1, ${ROWS}) g`);
  await client.query('analyze partners');
  const total = (await client.query('select count(*)::int as n from partners')).rows[0].n;
  await client.end();
  const login = await fetch(`http://127.0.0.1:${port}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'Demo2026' }),
  });
  const { token } = await login.json();
  for (let run = 1; run <= RUNS; run += 1) {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const idle = rss();
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 20);
    const started = performance.now();
    const cpuBefore = cpu(api.pid);
    const res = await fetch(
      `http://127.0.0.1:${port}/api/partners/export?format=${FORMAT}&sort=name`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (FORMAT === 'csv') for (const b of chunk) if (b === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = cpu(api.pid) - cpuBefore;
    clearInterval(sampler);
    peak = Math.max(peak, rss());
    const rows = FORMAT === 'csv' ? lines - 1 : total;
    console.log(
      `run ${run}: ${FORMAT} ${rows.toLocaleString('en')} rows (${mb(bytes)} MB) in ${seconds.toFixed(2)} s = ${Math.round(rows / seconds).toLocaleString('en')} rows/s; platform CPU ${cpuSeconds.toFixed(2)} s = ${Math.round(rows / cpuSeconds).toLocaleString('en')} rows per CPU-second; RSS idle ${mb(idle)} MB, peak ${mb(peak)} MB, growth ${mb(peak - idle)} MB; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    );
  }
} finally {
  api.kill('SIGTERM');
}
