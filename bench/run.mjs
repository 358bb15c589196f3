// Benchmark harness: `npm run bench -- <scenario>`. Starts the platform on PostgreSQL and a bare
// Fastify baseline, each in its own process, loads both with autocannon on loopback in the same
// run, and prints requests/s, p50/p90/p97.5/p99 latency and the ratio to the baseline. A scenario may
// set its number of connections (BENCH_CONNECTIONS overrides it).
// Where the CPU goes (Linux, servers on this machine): per 1,000 requests, the target process, the
// load generator (this process: autocannon) and the PostgreSQL server processes serving the bench
// database on the primary and, with BENCH_READ_URL, on the replica.
// BENCH_READ_URL=postgres://…:5433/postgres (a streaming replica of DATABASE_URL's server, e.g.
// `scripts/pg-replica.sh start`): the platform gets DATABASE_READ_URL to the bench database there,
// after the replica has replayed the prepared data (bench/README.md "Public check API with a
// read replica").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, machine } from './host.mjs';

const root = new URL('..', import.meta.url).pathname;
const scenarioName = process.argv[2] ?? 'products';
const scenarioFile = new URL(`./scenarios/${scenarioName}.mjs`, import.meta.url);
if (!existsSync(scenarioFile)) {
  console.error(`Unknown scenario "${scenarioName}"`);
  process.exit(2);
}
const scenario = (await import(scenarioFile.href)).default;
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? scenario.connections ?? 50);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const readAdminUrl = process.env.BENCH_READ_URL ?? null;

// BENCH_DATABASE names the database (default toll_bench_<scenario>); BENCH_REUSE=1 keeps it when it
// exists and skips the scenario's prepare step (the 1,000,000 vignettes take minutes to insert).
async function benchDatabase() {
  const name =
    process.env.BENCH_DATABASE ?? `toll_bench_${scenarioName.replace(/[^a-z0-9_]/gi, '_')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
    .rowCount;
  const reused = process.env.BENCH_REUSE === '1' && exists > 0;
  if (!reused) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), reused };
}

function startProcess(args, env, readyPattern) {
  // BENCH_PROF=<dir>: the processes write a V8 CPU profile there when they exit.
  const prof = process.env.BENCH_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`]
    : [];
  const child = spawn(process.execPath, [...prof, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (readyPattern.test(output)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`process exited with ${code}: ${output}`)));
  });
}

// autocannon's histogram has no p95 (targets are often stated as one): every response's time is
// kept as well, and the percentiles of the table are read from those.
function load(url, requests, seconds = duration) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url, connections, duration: seconds, requests },
      (error, result) => (error ? reject(error) : resolve({ ...result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : Number(
        sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1),
      );

// The server processes (backends) connected to the bench database, by server.
const servers = () => [
  { name: 'primary', url: databaseUrl },
  ...(readUrl ? [{ name: 'replica', url: readUrl }] : []),
];
async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((r) => r.pid);
}
async function serverCpu() {
  const result = {};
  for (const server of servers()) {
    const pids = await backendPids(server.url);
    result[server.name] = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  }
  return result;
}
/** CPU ms the servers' backends used between two readings (backends of either reading). */
function serverCpuDelta(before, after) {
  const delta = {};
  for (const name of Object.keys(after)) {
    let ms = 0;
    for (const [pid, end] of after[name]) {
      const start = before[name]?.get(pid) ?? 0;
      if (end !== null && start !== null) ms += end - start;
    }
    delta[name] = ms;
  }
  return delta;
}

async function measured(child, url, requests) {
  const before = cpuMs(child.pid);
  const servers0 = await serverCpu();
  const loader0 = process.cpuUsage();
  const result = summarise(await load(url, requests));
  const loader = process.cpuUsage(loader0);
  const after = cpuMs(child.pid);
  const db = serverCpuDelta(servers0, await serverCpu());
  const per1000 = (ms) => (ms === null ? null : Number(((ms * 1000) / result.total).toFixed(1)));
  result.cpuMsPer1000 = before === null || after === null ? null : per1000(after - before);
  result.loaderCpuMsPer1000 = per1000((loader.user + loader.system) / 1000);
  result.primaryCpuMsPer1000 = per1000(db.primary ?? null);
  result.replicaCpuMsPer1000 = readUrl ? per1000(db.replica ?? null) : null;
  return result;
}

const summarise = (r) => {
  const times = Float64Array.from(r.times).sort();
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50ms: percentile(times, 50),
    p90ms: percentile(times, 90),
    p95ms: percentile(times, 95),
    p99ms: percentile(times, 99),
    errors: r.errors + r.non2xx,
    total: r.requests.total,
  };
};

if (!existsSync(`${root}apps/api/dist/main.js`))
  spawnSync('npm', ['run', 'build', '-w', '@toll/api'], { cwd: root, stdio: 'inherit' });
const { url: databaseUrl, reused } = await benchDatabase();
const readUrl = readAdminUrl
  ? Object.assign(new URL(readAdminUrl), { pathname: new URL(databaseUrl).pathname }).toString()
  : null;

/** Waits until the replica has replayed everything the primary has written so far. */
async function replicaCaughtUp() {
  if (!readUrl) return;
  const primary = new pg.Client({ connectionString: databaseUrl });
  await primary.connect();
  const { rows } = await primary.query('select pg_current_wal_lsn()::text as lsn');
  await primary.end();
  const started = Date.now();
  for (;;) {
    try {
      const replica = new pg.Client({ connectionString: readUrl });
      await replica.connect();
      const { rows: behind } = await replica.query(
        'select pg_wal_lsn_diff($1, pg_last_wal_replay_lsn()) > 0 as behind',
        [rows[0].lsn],
      );
      await replica.end();
      if (!behind[0].behind) break;
    } catch {
      // the database may not exist there yet
    }
    if (Date.now() - started > 600_000) throw new Error('the replica did not catch up in 10 min');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`replica caught up in ${Math.round((Date.now() - started) / 1000)} s`);
}
// BENCH_PROFILE=<dir> writes a CPU profile of the platform (on exit).
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];
const apiPort = Number(process.env.BENCH_PORT ?? 4410);
const basePort = apiPort + 1;
const platformEnv = (port) => ({
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
  ...scenario.env,
});
const api = await startProcess(
  [...profile, 'apps/api/dist/main.js'],
  platformEnv(apiPort),
  /running at/,
);
// BENCH_COMPARE=<another build of main.js in apps/api/dist> measures it too, in the same rounds
// (e.g. the build before a change); BENCH_ROUNDS alternates the targets and reports medians.
const compareScript = process.env.BENCH_COMPARE;
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const warmup = Number(process.env.BENCH_WARMUP ?? duration);
const baselineSpec = scenario.baseline ?? {
  name: 'bare Fastify hello',
  script: 'bench/baseline-hello.mjs',
  requests: [{ method: 'GET', path: '/hello' }],
};
let baseline = null;
let compare = null;
try {
  // A scenario may prepare data (after the platform migrated its database) and bring its own
  // baseline: the same work done the barest way, to compare against.
  if (scenario.prepare && !reused) {
    const started = Date.now();
    await scenario.prepare(databaseUrl);
    console.log(`prepared in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await replicaCaughtUp();
  baseline = await startProcess(
    [baselineSpec.script],
    { PORT: String(basePort), DATABASE_URL: databaseUrl },
    /baseline ready/,
  );
  if (compareScript)
    compare = await startProcess([compareScript], platformEnv(apiPort + 2), /running at/);
  // BENCH_READ_COMPARE=1 (with BENCH_READ_URL): the same build reading from the primary only, in
  // the same rounds, so both are measured under the same load.
  else if (readUrl && process.env.BENCH_READ_COMPARE === '1') {
    const { DATABASE_READ_URL: _replica, ...primaryOnly } = platformEnv(apiPort + 2);
    compare = await startProcess(['apps/api/dist/main.js'], primaryOnly, /running at/);
  }
  const targets = [
    ...(compare
      ? [
          {
            name: compareScript ? `platform ${compareScript}` : 'platform, reads on the primary',
            child: compare,
            port: apiPort + 2,
          },
        ]
      : []),
    { name: 'platform', child: api, port: apiPort, requests: scenario.requests },
    { name: baselineSpec.name, child: baseline, port: basePort, requests: baselineSpec.requests },
  ].map((t) => ({ requests: scenario.requests, ...t, runs: [] }));
  for (const t of targets)
    await load(`http://127.0.0.1:${t.port}${t.requests[0].path}`, t.requests, warmup);
  for (let round = 0; round < rounds; round += 1)
    for (const t of targets)
      t.runs.push(
        await measured(t.child, `http://127.0.0.1:${t.port}${t.requests[0].path}`, t.requests),
      );
  const median = (runs) => {
    const sorted = [...runs].sort((x, y) => x.requestsPerSecond - y.requestsPerSecond);
    return sorted[Math.floor((sorted.length - 1) / 2)];
  };
  const platform = median(targets.at(-2).runs);
  const hello = median(targets.at(-1).runs);
  const result = {
    scenario: scenario.name,
    description: scenario.description,
    date: new Date().toISOString(),
    machine: machine(),
    connections,
    durationSeconds: duration,
    replica: readUrl !== null,
    platform,
    baselineName: baselineSpec.name,
    baseline: hello,
    ratio: Number((platform.requestsPerSecond / hello.requestsPerSecond).toFixed(3)),
    runs: Object.fromEntries(targets.map((t) => [t.name, t.runs])),
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/${scenario.name}${readUrl ? '-replica' : ''}.json`, import.meta.url),
    JSON.stringify(result, null, 2),
  );
  console.log(`\n${scenario.description}`);
  console.log(`machine: ${result.machine}; ${connections} connections, ${duration} s each`);
  console.log(`reads: ${readUrl ? `replica ${new URL(readUrl).host}` : 'primary'}`);
  const row = (name, r) =>
    `| ${name} | ${r.requestsPerSecond} | ${r.p50ms} | ${r.p90ms} | ${r.p95ms} | ${r.p99ms} | ${r.errors} | ${r.cpuMsPer1000} | ${r.loaderCpuMsPer1000} | ${r.primaryCpuMsPer1000} | ${r.replicaCpuMsPer1000 ?? '–'} |`;
  console.log(
    '| target | req/s | p50 ms | p90 ms | p95 ms | p99 ms | errors | CPU ms / 1000 req: target | load generator | primary | replica |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const t of targets) for (const r of t.runs) console.log(row(t.name, r));
  if (rounds > 1) for (const t of targets) console.log(row(`median ${t.name}`, median(t.runs)));
  console.log(`ratio platform / baseline: ${result.ratio}`);
  // All the CPU a request costs on this machine, and the most requests/s its cores could give.
  const cores = cpus().length;
  for (const t of targets) {
    const r = median(t.runs);
    const parts = [
      r.cpuMsPer1000,
      r.loaderCpuMsPer1000,
      r.primaryCpuMsPer1000,
      r.replicaCpuMsPer1000 ?? 0,
    ];
    if (parts.some((v) => v === null)) continue;
    const all = parts.reduce((a, b) => a + b, 0);
    console.log(
      `${t.name}: ${all.toFixed(1)} CPU ms per 1000 requests in all (target, load generator, database servers): at most ${Math.round((cores * 1_000_000) / all)}/s on ${cores} cores`,
    );
  }
  if (platform.cpuMsPer1000 && hello.cpuMsPer1000)
    console.log(
      `CPU per request, platform / baseline: ${(platform.cpuMsPer1000 / hello.cpuMsPer1000).toFixed(2)}`,
    );
} finally {
  api.kill('SIGTERM');
  baseline?.kill('SIGTERM');
  compare?.kill('SIGTERM');
}
