#!/usr/bin/env node
// The two database disasters drilled on a PostgreSQL of their own (docs/operations.md "Failover and
// point-in-time recovery"): `node scripts/pg-drill.mjs [pitr|failover|all]` (default all).
//
// It makes a primary on 127.0.0.1:5440 with a SYNCHRONOUS standby on 5441 (`synchronous_commit =
// remote_apply`: a commit returns once the standby has applied it) and WAL archiving to a folder,
// starts the built platform on the primary (demo data: the published reseller key), then:
// - pitr: a base backup; reseller sales; a named restore point; a bad change (every partner
//   renamed); the backup restored on 5442 to the restore point: every sale is there, the bad change
//   is not. Prints how long the restore took.
// - failover: eight reseller callers sell without pause (each retries its own Idempotency-Key until
//   answered, as an integration must); the primary is killed (immediate shutdown: no checkpoint,
//   as a lost machine); the standby is promoted and the platform restarted on it (the platform's
//   address for the database is changed: DATABASE_URL, or the DNS name / virtual address it
//   names); the callers finish. Every sale answered 2xx before or after the kill is on the
//   standby, once per key, no key is left PENDING and the ledger auditor finds nothing. Prints the
//   switch-over time (kill → the platform ready on the standby → the first sale answered).
// Run as root (the clusters run as the postgres user) or as postgres, with the API built
// (`npm run build`, or `npm run build -w apps/api`). Exits nonzero when a check fails.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const what = process.argv[2] ?? 'all';
if (!['pitr', 'failover', 'all'].includes(what)) {
  console.error('usage: node scripts/pg-drill.mjs [pitr|failover|all]');
  process.exit(2);
}
const ROOT = process.env.DRILL_DIR ?? '/tmp/toll-drill';
const PORTS = { primary: 5440, standby: 5441, restore: 5442 };
const APP_PORT = Number(process.env.DRILL_APP_PORT ?? 4395);
const BASE = `http://127.0.0.1:${APP_PORT}`;
const KEY = 'bgt_demo-reseller-key-for-trying-the-api-2026xx';
const BIN =
  process.env.PG_BIN ??
  join(
    '/usr/lib/postgresql',
    readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(a) - Number(b))
      .at(-1) ?? '',
    'bin',
  );
const isRoot = process.getuid?.() === 0;
const dir = (name) => join(ROOT, name);
const url = (port, db = 'toll') => `postgres://postgres@127.0.0.1:${port}/${db}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const failures = [];
const check = (ok, text) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures.push(text);
};

/** A server binary as the postgres user. */
function pgBin(name, args, options = {}) {
  const command = isRoot ? 'runuser' : join(BIN, name);
  const all = isRoot ? ['-u', 'postgres', '--', join(BIN, name), ...args] : args;
  return execFileSync(command, all, { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();
}

async function query(port, text, params = [], db = 'toll') {
  const client = new pg.Client({ connectionString: url(port, db) });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

function postgresConf(name, lines) {
  appendFileSync(join(dir(name), 'postgresql.auto.conf'), `${lines.join('\n')}\n`);
}

function startCluster(name) {
  pgBin('pg_ctl', ['-D', dir(name), '-l', join(ROOT, `${name}.log`), '-w', '-t', '60', 'start']);
}

function stopCluster(name, mode = 'fast') {
  if (!existsSync(join(dir(name), 'postmaster.pid'))) return;
  try {
    pgBin('pg_ctl', ['-D', dir(name), '-m', mode, '-w', 'stop']);
  } catch {
    // already gone
  }
}

/** The primary with WAL archiving and a synchronous standby, both running. */
async function makeClusters() {
  for (const name of ['primary', 'standby', 'restore', 'base']) stopCluster(name, 'immediate');
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(dir('archive'), { recursive: true });
  mkdirSync(dir('archive-standby'), { recursive: true });
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', ROOT]);
  pgBin('initdb', ['-D', dir('primary'), '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8']);
  postgresConf('primary', [
    `port = ${PORTS.primary}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${ROOT}'`,
    `wal_level = replica`,
    `archive_mode = on`,
    `archive_command = 'test ! -f ${dir('archive')}/%f && cp %p ${dir('archive')}/%f'`,
    `synchronous_standby_names = 'drill_standby'`,
    `synchronous_commit = remote_apply`,
  ]);
  startCluster('primary');
  pgBin('pg_basebackup', [
    '-d',
    `host=127.0.0.1 port=${PORTS.primary} user=postgres`,
    '-D',
    dir('standby'),
    '-X',
    'stream',
    '-c',
    'fast',
    '-R',
  ]);
  postgresConf('standby', [
    `port = ${PORTS.standby}`,
    // Once promoted it has no standby of its own: waiting for one would hold every commit. It
    // archives to a folder of its own (the old primary's last segments are in the other).
    `synchronous_standby_names = ''`,
    `archive_command = 'test ! -f ${dir('archive-standby')}/%f && cp %p ${dir('archive-standby')}/%f'`,
    `primary_conninfo = 'host=127.0.0.1 port=${PORTS.primary} user=postgres application_name=drill_standby'`,
  ]);
  startCluster('standby');
  for (let i = 0; i < 60; i++) {
    const [row] = await query(
      PORTS.primary,
      `select sync_state from pg_stat_replication where application_name = 'drill_standby'`,
      [],
      'postgres',
    );
    if (row?.sync_state === 'sync') break;
    await sleep(500);
  }
  const [row] = await query(
    PORTS.primary,
    `select sync_state from pg_stat_replication`,
    [],
    'postgres',
  );
  check(row?.sync_state === 'sync', 'the standby replicates synchronously');
  await query(PORTS.primary, 'create database toll', [], 'postgres');
}

/** The built platform on the given database port, with demo data; resolves when it is ready. */
async function startPlatform(port) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: BASE,
      DATABASE_URL: url(port),
      DATA_DIR: dir('data'),
      SERVE_WEB: 'false',
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return child;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error('the platform did not become ready');
}

async function stopPlatform(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

let plateNumber = 1000;
/** One reseller sale under its own key, retried with the same key until it is answered. */
async function sellOnce(stopAt = Infinity) {
  const key = randomUUID();
  const plate = `PB${plateNumber++}DR`;
  const body = JSON.stringify({
    vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate }],
  });
  for (;;) {
    try {
      const res = await fetch(`${BASE}/api/reseller/sales`, {
        method: 'POST',
        headers: {
          authorization: `ApiKey ${KEY}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const json = await res.json().catch(() => ({}));
      if (res.ok) return { key, transId: json.transId, at: Date.now() };
      const retry = res.status >= 500 || (res.status === 409 && res.headers.has('retry-after'));
      if (!retry) throw new Error(`sale answered ${res.status}: ${JSON.stringify(json)}`);
      await sleep(Number(res.headers.get('retry-after') ?? 0.5) * 1000);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('sale answered')) throw error;
      if (Date.now() > stopAt) throw new Error(`no answer for ${key} in time`);
      await sleep(300);
    }
  }
}

async function pitr() {
  console.log('== point-in-time recovery');
  pgBin('pg_basebackup', [
    '-d',
    `host=127.0.0.1 port=${PORTS.primary} user=postgres`,
    '-D',
    dir('base'),
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const sold = [];
  for (let i = 0; i < 10; i++) sold.push(await sellOnce());
  await query(PORTS.primary, `select pg_create_restore_point('drill-before-bad-change')`);
  await query(PORTS.primary, `update partners set name = 'BROKEN BY HAND'`);
  const [{ wal }] = await query(PORTS.primary, `select pg_walfile_name(pg_switch_wal()) as wal`);
  for (let i = 0; i < 100 && !existsSync(join(dir('archive'), wal)); i++) await sleep(100);
  check(existsSync(join(dir('archive'), wal)), `the WAL up to the bad change is archived (${wal})`);

  const started = Date.now();
  execFileSync('cp', ['-a', dir('base'), dir('restore')]);
  writeFileSync(join(dir('restore'), 'recovery.signal'), '');
  postgresConf('restore', [
    `port = ${PORTS.restore}`,
    `archive_mode = off`,
    `synchronous_standby_names = ''`,
    `restore_command = 'cp ${dir('archive')}/%f %p'`,
    `recovery_target_name = 'drill-before-bad-change'`,
    `recovery_target_action = 'promote'`,
  ]);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir('restore')]);
  startCluster('restore');
  for (let i = 0; i < 300; i++) {
    const [row] = await query(PORTS.restore, 'select pg_is_in_recovery() as r').catch(() => [
      { r: true },
    ]);
    if (row.r === false) break;
    await sleep(200);
  }
  const took = Date.now() - started;
  const ids = sold.map((s) => s.transId);
  const [{ n }] = await query(
    PORTS.restore,
    'select count(*)::int as n from sales where id = any($1::uuid[])',
    [ids],
  );
  check(
    n === ids.length,
    `all ${ids.length} sales made before the restore point are restored (${n})`,
  );
  const [{ broken }] = await query(
    PORTS.restore,
    `select count(*)::int as broken from partners where name = 'BROKEN BY HAND'`,
  );
  check(broken === 0, 'the bad change after the restore point is not');
  console.log(`  restored to the named point in ${seconds(took)} (copy, WAL replay, promotion)`);
  stopCluster('restore');
}

async function failover(platform) {
  console.log('== failover to the synchronous standby');
  const acked = [];
  let stopSelling = false;
  const callers = Array.from({ length: 8 }, async () => {
    while (!stopSelling) acked.push(await sellOnce(Date.now() + 120_000));
  });
  while (acked.length < 40) await sleep(50);
  const killedAt = Date.now();
  const beforeKill = acked.length;
  stopCluster('primary', 'immediate');
  await sleep(1000);
  check(
    platform.exitCode === null,
    'the platform outlives its database (answers 503, not a crash)',
  );
  await stopPlatform(platform);
  pgBin('pg_ctl', ['-D', dir('standby'), '-w', 'promote']);
  const promotedAt = Date.now();
  const restarted = await startPlatform(PORTS.standby);
  const readyAt = Date.now();
  while (!acked.some((s) => s.at > readyAt)) await sleep(50);
  const firstSale = Math.min(...acked.filter((s) => s.at > readyAt).map((s) => s.at));
  while (acked.length < beforeKill + 40) await sleep(50);
  stopSelling = true;
  await Promise.all(callers);

  const ids = acked.map((s) => s.transId);
  const keys = acked.map((s) => s.key);
  const [{ n }] = await query(
    PORTS.standby,
    'select count(*)::int as n from sales where id = any($1::uuid[])',
    [ids],
  );
  check(
    n === ids.length,
    `every sale answered 2xx is on the promoted standby: ${n} of ${ids.length} (${beforeKill} answered before the kill)`,
  );
  const [{ sales, keyed }] = await query(
    PORTS.standby,
    `select count(distinct sale_id)::int as sales, count(*)::int as keyed from reseller_requests
      where idempotency_key = any($1::text[])`,
    [keys],
  );
  check(sales === keys.length && keyed === keys.length, `one sale per Idempotency-Key (${sales})`);
  const [{ pending }] = await query(
    PORTS.standby,
    `select count(*)::int as pending from reseller_requests where state = 'PENDING'`,
  );
  check(pending === 0, `no key left PENDING (${pending})`);
  await stopPlatform(restarted);
  try {
    const out = execFileSync('node_modules/.bin/tsx', ['apps/api/src/audit-ledger-cli.ts'], {
      env: { ...process.env, DATABASE_URL: url(PORTS.standby), LOG_LEVEL: 'fatal' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
    check(true, `the ledger auditor finds nothing (${out.trim().split('\n').at(-1)})`);
  } catch (error) {
    check(false, `the ledger auditor: ${error.stdout?.toString() ?? error}`);
  }
  console.log(
    `  switch-over: promoted ${seconds(promotedAt - killedAt)} after the kill, the platform ready on the standby after ${seconds(readyAt - killedAt)}, the first sale answered after ${seconds(firstSale - killedAt)}`,
  );
}

let platform;
try {
  await makeClusters();
  platform = await startPlatform(PORTS.primary);
  if (what !== 'failover') await pitr();
  if (what !== 'pitr') {
    await failover(platform);
    platform = undefined;
  }
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  if (platform) await stopPlatform(platform);
  for (const name of ['primary', 'standby', 'restore']) stopCluster(name, 'immediate');
  if (failures.length === 0) rmSync(ROOT, { recursive: true, force: true });
}
console.log(failures.length === 0 ? 'drill: every check held' : `drill: ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
