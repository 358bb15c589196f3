import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from './db/database';
import type { MetricsAccess } from './metrics-config';
import { sendError } from './http/error-handler';

/**
 * The process's Prometheus metrics (prom-client), one registry per process: the HTTP hook, the
 * payment results, the mailer and the job worker count into it, and `GET /metrics` adds the
 * gauges read at scrape time (job queue depth, database pool use).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'toll_' });

export const metrics = {
  httpRequests: new Counter({
    name: 'toll_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: 'toll_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  paymentResults: new Counter({
    name: 'toll_payment_results_total',
    help: 'Card gateway answers applied, by kind (result, status) and code category; refused ones as refused:<reason>',
    labelNames: ['kind', 'category'] as const,
    registers: [registry],
  }),
  mailSent: new Counter({
    name: 'toll_mail_sent_total',
    help: 'Messages handed to the SMTP server (notices, receipts, account mail), by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  jobFailures: new Counter({
    name: 'toll_job_failures_total',
    help: 'Job runs that failed in this process (the queue retries them), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  }),
};

/** What `/metrics` reads when scraped. */
export type MetricsSources = { database: Database; readDatabase?: Database };

const jobsQueued = new Gauge({
  name: 'toll_jobs',
  help: 'Jobs in the queue now, by queue and state (created, retry, active, failed …)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});
const pool = new Gauge({
  name: 'toll_db_pool_connections',
  help: 'Database connections of this process, by pool (primary, replica) and state (total, idle, waiting, max)',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
});

async function collectGauges(sources: MetricsSources) {
  pool.reset();
  const pools: [string, Database | undefined][] = [
    ['primary', sources.database],
    ['read', sources.readDatabase !== sources.database ? sources.readDatabase : undefined],
  ];
  for (const [name, database] of pools) {
    const stats = database?.poolStats();
    if (!stats) continue;
    for (const [state, value] of Object.entries(stats)) pool.set({ pool: name, state }, value);
  }
  jobsQueued.reset();
  try {
    const { rows } = await sources.database.rawQuery(
      'select name, state::text as state, count(*)::int as count from pgboss.job group by 1, 2',
    );
    for (const row of rows as { name: string; state: string; count: number }[])
      jobsQueued.set({ queue: row.name, state: row.state }, row.count);
  } catch {
    // The queue's tables are read best effort: a scrape still answers the other metrics.
  }
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function addressAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (!family) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization;
  const given = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] : null;
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts every answered request by route pattern (never the raw address: `/check/…/:plate`, and
 * `(unmatched)` for pages and unknown addresses) and serves `GET /metrics` to the allowed scrapers;
 * anyone else gets 404, as if there were nothing there.
 */
export function registerMetrics(
  app: FastifyInstance,
  sources: MetricsSources,
  access: MetricsAccess,
) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  const allowed = blockListOf(access.allow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!addressAllowed(allowed, request.ip) && !tokenMatches(request, access.token))
      return sendError(request, reply, 404, [{ code: 'common.routeNotFound' }]);
    await collectGauges(sources);
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
