import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { leaseEnd } from '@toll/domain/claim-leases';
import {
  WEBHOOK_DISABLE_AFTER_GIVEN_UP,
  isPrivateAddress,
  webhookRetryDelayMs,
} from '@toll/domain/fleet';
import type { Clock } from '../../platform/clock';
import { queryRows, type Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { MailMessage } from '../../platform/mail/compose';
import { storableText } from '../../platform/storable';
import { webhookHeaders } from './signing';

/**
 * Webhook delivery (issue #36). A worker claims due deliveries with a lease (DESIGN rule 15: its
 * name in `owner`, `lease_until` = now + CLAIM_LEASE_MS) in a short transaction, sends them with
 * no transaction open, and writes each outcome only while it still owns the claim. A worker that
 * stops mid-delivery leaves a lease that runs out; the next worker sends the event again under
 * the same `webhook-id` (at least once, never under two ids). Failures wait 5 s, 30 s, 2 min, …
 * up to 6 h, for 24 hours after the event; then the delivery is given up, its endpoint disabled
 * and the customer mailed.
 */
export type DeliveryDeps = {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, 'send'>;
  /** Production refuses endpoints that resolve to private or loopback addresses (SSRF). */
  production: boolean;
  leaseMs: number;
  /** This process's name in the claims it takes. */
  owner: string;
  /** How long one attempt may take (below the lease). */
  timeoutMs?: number;
};

const ANSWER_KEPT = 2_000;
/** Sends in flight at once in one worker, and to one endpoint. */
const IN_FLIGHT = 64;
const PER_ENDPOINT = 8;
/** While sends are in flight, how often the worker looks for what became due. */
const CLAIM_AGAIN_MS = 50;

type Claimed = {
  id: number;
  event_id: string;
  endpoint_id: number;
  attempts: number;
  give_up_at: Date | string;
  url: string;
  secret: string;
  type: string;
  data: unknown;
  event_at: Date | string;
};

export type AttemptResult = {
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
};

/** A DNS lookup that refuses private and loopback addresses (checked when the socket connects). */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused || list.length === 0) {
      const failure = Object.assign(
        new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'})`),
        { code: 'EPRIVATEADDRESS' },
      );
      return callback(failure, '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/** One POST with a time limit; never throws (a failure is its result). */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { production: boolean; timeoutMs: number },
): Promise<AttemptResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: null, body: null, error: 'invalid URL', durationMs: 0 });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: options.timeoutMs,
        ...(options.production ? { lookup: publicOnlyLookup } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < ANSWER_KEPT) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? null,
            body: storableText(Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_KEPT)),
            error: null,
            durationMs: took(),
          }),
        );
        res.on('error', (error) =>
          resolve({ status: null, body: null, error: error.message, durationMs: took() }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.on('error', (error) =>
      resolve({ status: null, body: null, error: storableText(error.message), durationMs: took() }),
    );
    req.end(body);
  });
}

/** The body of an event as it is sent: `{type, timestamp, data}` (Standard Webhooks' shape). */
export function eventBody(type: string, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Claims up to `limit` due deliveries for this worker (one statement, SKIP LOCKED), at most
 * `room(endpoint)` of each endpoint: the endpoints already at PER_ENDPOINT sends in flight here
 * are left out of the scan, so a slow receiver's backlog never fills a claim.
 */
async function claim(
  deps: DeliveryDeps,
  limit: number,
  inFlight: ReadonlyMap<number, number>,
): Promise<Claimed[]> {
  const now = deps.clock.now();
  const full = [...inFlight].filter(([, n]) => n >= PER_ENDPOINT).map(([id]) => id);
  const busy = JSON.stringify(Object.fromEntries(inFlight));
  return queryRows<Claimed>(
    deps.db,
    sql`with due as (
          select d.id, d.endpoint_id, d.next_attempt_at from webhook_deliveries d
          where d.state = 'PENDING' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (d.lease_until is null or d.lease_until <= ${now.toISOString()}::timestamptz)
            and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.enabled)
            ${
              full.length > 0
                ? sql`and d.endpoint_id not in (${sql.join(
                    full.map((id) => sql`${id}`),
                    sql`, `,
                  )})`
                : sql``
            }
          order by d.next_attempt_at, d.id limit ${Math.max(limit * 2, 50)}
          for update skip locked),
        fair as (
          select id from (
            select due.id, row_number() over (partition by due.endpoint_id
                order by due.next_attempt_at, due.id) as n,
              ${PER_ENDPOINT} - coalesce((${busy}::jsonb ->> due.endpoint_id::text)::int, 0) as room
            from due) ranked
          where n <= room order by id limit ${limit}),
        claimed as (
          update webhook_deliveries d set owner = ${deps.owner},
            lease_until = ${leaseEnd(now, deps.leaseMs).toISOString()}
          from fair where d.id = fair.id
          returning d.id, d.event_id, d.endpoint_id, d.attempts, d.give_up_at)
        select c.*, e.url, e.secret, v.type, v.data, v.created_at as event_at
        from claimed c join webhook_endpoints e on e.id = c.endpoint_id
          join webhook_events v on v.id = c.event_id`,
  );
}

/** Writes an attempt's outcome while this worker still owns the claim; false when it lost it. */
async function settle(
  deps: DeliveryDeps,
  row: Claimed,
  request: { headers: Record<string, string>; body: string },
  result: AttemptResult,
): Promise<'delivered' | 'retry' | 'given-up' | 'lost'> {
  const now = deps.clock.now();
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const attempts = Number(row.attempts) + 1;
  const next = new Date(now.getTime() + webhookRetryDelayMs(attempts));
  const givenUp = !ok && next.getTime() > new Date(row.give_up_at).getTime();
  const state = ok ? 'DELIVERED' : givenUp ? 'FAILED' : 'PENDING';
  const outcome = sql`update webhook_deliveries set state = ${state}, attempts = ${attempts},
        owner = null, lease_until = null,
        next_attempt_at = ${(ok || givenUp ? now : next).toISOString()},
        delivered_at = ${ok ? now.toISOString() : null}
      where id = ${row.id} and owner = ${deps.owner} and state = 'PENDING'
      returning id`;
  const attempt = (from: SQL) =>
    sql`insert into webhook_attempts (delivery_id, attempted_at, request_headers, request_body,
          response_status, response_body, error, duration_ms)
        select id, ${now.toISOString()}, ${JSON.stringify(request.headers)}::jsonb,
          ${request.body}, ${result.status}, ${result.body}, ${result.error}, ${result.durationMs}
        from ${from}
        returning delivery_id`;
  if (!givenUp) {
    // the outcome and its attempt in one statement (one round trip, atomic): the common case
    const written = await queryRows<{ delivery_id: number }>(
      deps.db,
      sql`with outcome as (${outcome}) ${attempt(sql`outcome`)}`,
    );
    if (written.length === 0) return 'lost';
    return ok ? 'delivered' : 'retry';
  }
  return deps.db.transaction(async (tx) => {
    const written = await queryRows<{ delivery_id: number }>(
      tx,
      sql`with outcome as (${outcome}) ${attempt(sql`outcome`)}`,
    );
    if (written.length === 0) return 'lost' as const;
    await disableAfterGivingUp(deps, tx, Number(row.endpoint_id));
    return 'given-up' as const;
  });
}

/** The endpoint is disabled (its pending deliveries wait) and its customer mailed, once. */
async function disableAfterGivingUp(
  deps: DeliveryDeps,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  endpointId: number,
): Promise<void> {
  const given = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
          select state from webhook_deliveries where endpoint_id = ${endpointId}
          and state <> 'PENDING' order by id desc limit ${WEBHOOK_DISABLE_AFTER_GIVEN_UP}) last
        where state = 'FAILED'`,
  );
  if (Number(given[0]?.n ?? 0) < WEBHOOK_DISABLE_AFTER_GIVEN_UP) return;
  const disabled = await queryRows<{ url: string; email: string | null; lang: string | null }>(
    tx,
    sql`update webhook_endpoints e set enabled = false, disabled_at = ${deps.clock.now().toISOString()},
          disabled_reason = 'FAILING'
        where e.id = ${endpointId} and e.enabled
        returning e.url,
          coalesce((select u.email from users u where u.id = e.created_by),
                   (select u.email from users u join partners p on p.customer_id = u.customer_id
                    where p.id = e.client_id order by u.id limit 1)) as email,
          (select c.preferred_language from clients c where c.partner_id = e.client_id) as lang`,
  );
  const row = disabled[0];
  if (!row?.email) return;
  const message: MailMessage = {
    kind: 'webhookDisabled',
    to: row.email,
    lang: row.lang === 'en' ? 'en' : 'bg',
    vars: { url: row.url },
  };
  await deps.jobs.send(tx, 'mail.send', message);
}

/**
 * Sends what is due until nothing is due and nothing is in flight (or `limit` claims were made);
 * the counts of each outcome. Up to IN_FLIGHT sends at once, at most PER_ENDPOINT to one endpoint;
 * a slot that frees is filled by the next claim at once, and while sends are in flight the claim is
 * tried again every CLAIM_AGAIN_MS, so an event committed meanwhile never waits for the slowest
 * receiver of a batch.
 */
export async function deliverDue(
  deps: DeliveryDeps,
  limit = 1_000,
  /** Claim nothing more once this says so (the process is stopping); what is in flight ends. */
  stopping: () => boolean = () => false,
) {
  const counts = { delivered: 0, retry: 0, 'given-up': 0, lost: 0 };
  const inFlight = new Map<number, number>();
  const sends = new Set<Promise<void>>();
  let claimed = 0;
  let failure: unknown = null;
  const send = async (row: Claimed) => {
    const body = eventBody(row.type, new Date(row.event_at), row.data);
    // the moment on the wire (receivers refuse stale ones), not the business clock
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders(row.secret, row.event_id, timestamp, body);
    const result = await postWebhook(row.url, headers, body, {
      production: deps.production,
      timeoutMs: deps.timeoutMs ?? Math.min(10_000, Math.floor(deps.leaseMs / 2)),
    });
    counts[await settle(deps, row, { headers, body }, result)] += 1;
  };
  for (;;) {
    if (failure) break;
    const room = stopping() ? 0 : Math.min(IN_FLIGHT - sends.size, limit - claimed);
    const batch = room > 0 ? await claim(deps, room, inFlight) : [];
    claimed += batch.length;
    for (const row of batch) {
      const endpoint = Number(row.endpoint_id);
      inFlight.set(endpoint, (inFlight.get(endpoint) ?? 0) + 1);
      const running: Promise<void> = send(row)
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          sends.delete(running);
          const left = (inFlight.get(endpoint) ?? 1) - 1;
          if (left > 0) inFlight.set(endpoint, left);
          else inFlight.delete(endpoint);
        });
      sends.add(running);
    }
    if (sends.size === 0 && (batch.length === 0 || claimed >= limit || stopping())) break;
    if (batch.length > 0 && sends.size < IN_FLIGHT && claimed < limit) continue;
    // wait for a send to end, or a moment, then claim what is due by then
    await Promise.race([
      ...sends,
      ...(claimed < limit ? [new Promise((resolve) => setTimeout(resolve, CLAIM_AGAIN_MS))] : []),
    ]);
  }
  await Promise.all(sends);
  if (failure) throw failure;
  return counts;
}

/**
 * The worker: the job runner's `webhook.deliver` every minute (the backstop) and a poll every
 * `pollMs` in this process for prompt delivery after a commit.
 */
export async function startWebhookWorker(
  jobs: Jobs,
  deps: DeliveryDeps,
  logger: Logger,
  pollMs = 500,
): Promise<() => void> {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await deliverDue(deps, 100_000, () => stopped);
      if (result.delivered + result.retry + result['given-up'] > 0)
        logger.info(result, 'webhook deliveries');
    } catch (error) {
      logger.error({ err: error }, 'webhook delivery failed');
    } finally {
      running = false;
    }
  };
  await jobs.schedule('webhook.deliver', '* * * * *');
  await jobs.work('webhook.deliver', run);
  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
