// Webhook delivery throughput (issue #36): the built platform (apps/api/dist/main.js, its webhook
// worker as in production) on a fresh PostgreSQL database; this process commits events to the
// outbox at a steady rate, one event per transaction as a business change would (10,000 a minute
// by default, spread over the endpoints of BENCH_CLIENTS clients), and runs a local receiver that
// answers 204 at once. Measured per delivery: the event's commit (after COMMIT returned) to the
// receiver's 2xx; p50/p95/p99/max, deliveries per second, the platform's CPU.
// Run: npm run build (or node apps/api/build.mjs), then npx tsx bench/fleet-webhooks.ts
// Options: BENCH_RATE (events a minute, 10000), BENCH_DURATION (s, 60), BENCH_CLIENTS (50),
// BENCH_ENDPOINTS_PER_CLIENT (1), BENCH_RECEIVER_DELAY_MS (0), BENCH_PORT (4760),
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fleet_bench_webhooks, made afresh
// and dropped after), BENCH_API_SCRIPT (another build), BENCH_PROF=<dir> (the platform's CPU profile).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/platform/db/database';
import { emitClientEvent } from '../apps/api/src/modules/fleet/outbox';
import { cpuMs, machine, platformNodeArgs } from './host.mjs';

const root = new URL('..', import.meta.url).pathname;
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fleet_bench_webhooks'; // prettier-ignore
const RATE = Number(process.env.BENCH_RATE ?? 10_000); // events a minute
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PER_CLIENT = Number(process.env.BENCH_ENDPOINTS_PER_CLIENT ?? 1);
const DELAY_MS = Number(process.env.BENCH_RECEIVER_DELAY_MS ?? 0);
/** The first BENCH_SLOW_CLIENTS clients' endpoints answer after BENCH_SLOW_MS (a slow receiver). */
const SLOW_CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 0);
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 3_000);
const PORT = Number(process.env.BENCH_PORT ?? 4760);
const API = process.env.BENCH_API_SCRIPT ?? 'apps/api/dist/main.js';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function admin(text: string) {
  const url = new URL(URL_);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(text);
  await client.end();
}
const dbName = new URL(URL_).pathname.slice(1);

function startPlatform(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...platformNodeArgs(),
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
      API,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
        DATABASE_URL: URL_,
        SERVE_WEB: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/running at/.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
}

async function main() {
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
  const platform = await startPlatform(); // migrates the database
  // a bench that fails leaves no platform behind
  process.on('exit', () => platform.kill('SIGKILL'));
  const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 8 });

  // the receiver: 204 (after BENCH_RECEIVER_DELAY_MS), the time of each answer by webhook-id
  const answered = new Map<string, number[]>();
  const slowIds = new Set<string>();
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const slow = Number(/^\/c(\d+)\//.exec(req.url ?? '')?.[1] ?? 0) < SLOW_CLIENTS;
      if (slow) slowIds.add(id);
      const reply = () => {
        const list = answered.get(id) ?? [];
        list.push(Date.now());
        answered.set(id, list);
        res.writeHead(204).end();
      };
      if (slow) setTimeout(reply, SLOW_MS);
      else if (DELAY_MS > 0) setTimeout(reply, DELAY_MS);
      else reply();
    });
  });
  receiver.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const clients: number[] = [];
  for (let c = 0; c < CLIENTS; c += 1) {
    const [row] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into partners (name, partner_type, customer_id, eik)
          values (${`Bench fleet ${c}`}, 'TOLL_CUSTOMER', ${`WH-BENCH-${c}`}, ${`30000${String(c).padStart(4, '0')}`})
          returning id`,
    );
    clients.push(Number(row!.id));
    for (let e = 0; e < PER_CLIENT; e += 1)
      await database.db.execute(
        sql`insert into webhook_endpoints (client_id, url, events, secret)
            values (${row!.id}, ${`${hook}/c${c}/e${e}`}, ${'{contract.status_changed}'}::text[],
              ${`whsec_${randomBytes(32).toString('base64')}`})`,
      );
  }

  // the producer: one event a transaction, at RATE a minute, each to one client in turn
  const committed = new Map<string, number>();
  const total = Math.round((RATE / 60) * DURATION_S);
  const started = Date.now();
  const cpuBefore = cpuMs(platform.pid);
  let made = 0;
  let late = 0;
  const inFlight = new Set<Promise<void>>();
  while (made < total) {
    const due = Math.min(total, Math.floor(((Date.now() - started) / 60_000) * RATE));
    if (due - made > RATE / 60) late += 1; // more than a second behind
    for (; made < due; made += 1) {
      const n = made;
      const p = database.db
        .transaction((tx) =>
          emitClientEvent(tx, clients[n % clients.length]!, {
            type: 'contract.status_changed',
            data: { n, from: 'ACTIVE', to: 'SUSPENDED' },
            now: new Date(),
          }),
        )
        .then((id) => {
          committed.set(id!, Date.now());
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  const producedIn = Date.now() - started;

  // wait for the last deliveries (at most 120 s)
  const expected = committed.size * PER_CLIENT;
  const deadline = Date.now() + 120_000;
  const deliveredCount = () => [...answered.values()].reduce((a, l) => a + l.length, 0);
  while (deliveredCount() < expected && Date.now() < deadline) await sleep(100);
  const drainedIn = Date.now() - started;
  const cpuAfter = cpuMs(platform.pid);

  const latencies: number[] = [];
  const ofOthers: number[] = [];
  let unknown = 0;
  for (const [id, times] of answered) {
    const at = committed.get(id);
    if (at === undefined) unknown += 1;
    else
      for (const t of times) {
        latencies.push(Math.max(0, t - at));
        if (!slowIds.has(id)) ofOthers.push(Math.max(0, t - at));
      }
  }
  latencies.sort((a, b) => a - b);
  ofOthers.sort((a, b) => a - b);
  const [states] = await queryRows<{ delivered: number; pending: number; failed: number }>(
    database.db,
    sql`select count(*) filter (where state = 'DELIVERED')::int as delivered,
               count(*) filter (where state = 'PENDING')::int as pending,
               count(*) filter (where state = 'FAILED')::int as failed from webhook_deliveries`,
  );
  console.log(
    `machine: ${machine()}; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `events ${committed.size} in ${(producedIn / 1000).toFixed(1)} s (${Math.round((committed.size / producedIn) * 60_000)}/min, ` +
      `producer late ${late}×), ${CLIENTS} clients × ${PER_CLIENT} endpoints: ${expected} deliveries expected, ` +
      `${latencies.length} answered (${unknown} unknown ids), all in ${(drainedIn / 1000).toFixed(1)} s; ` +
      `database: ${states!.delivered} delivered, ${states!.pending} pending, ${states!.failed} failed`,
  );
  if (latencies.length > 0)
    console.log(
      `commit → receiver's 2xx: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, ` +
        `p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms; ` +
        (SLOW_CLIENTS > 0 && ofOthers.length > 0
          ? `the other clients' endpoints: p50 ${percentile(ofOthers, 50)} ms, p95 ${percentile(ofOthers, 95)} ms, max ${ofOthers.at(-1)} ms; `
          : '') +
        `platform CPU ${cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) / (latencies.length / 1000)).toFixed(0) : '?'} ms per 1,000 deliveries`,
    );
  const exited = new Promise((resolve) => platform.once('exit', resolve));
  platform.kill('SIGTERM');
  const hard = setTimeout(() => platform.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(hard);
  receiver.closeAllConnections();
  receiver.close();
  await database.close();
  if (!process.env.BENCH_KEEP) await admin(`drop database if exists ${dbName} with (force)`);
}

await main();
