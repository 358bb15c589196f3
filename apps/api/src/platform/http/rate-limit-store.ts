import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

/**
 * A @fastify/rate-limit store in the database (migration 0046, an UNLOGGED table): every process
 * on one database counts in the same rows, so N web processes keep one limit, not N. A count is an
 * upsert that opens a window, counts within it, or starts a new one when it has ended, answering
 * the count and the time left. Each route counts apart (its method and address are part of the
 * key), as the plugin's own stores do. Ended windows are swept now and then by the same process.
 *
 * Small limits (sign-in, registration, purchases: at most EXACT_UP_TO a window) count exactly, one
 * statement a request. Large ones (the public check, the reseller API: thousands a minute, the
 * hottest paths) count here and add to the shared row once per FLUSH_MS per key, reading the
 * total back: a process answers from a total at most FLUSH_MS old plus its own hits since, so N
 * processes may let through at most what the others counted in the last FLUSH_MS beyond the limit,
 * and a busy key costs one statement per FLUSH_MS and process, not one per request (nor a queue on
 * its row's lock).
 */
type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;
type RouteOptions = { routeInfo?: { method?: string; url?: string } };

/** Rows whose window ended this long ago are removed (a sweep runs once per this many hits). */
const SWEEP_EVERY = 1_000;
/** Limits up to this many a window are counted exactly, one statement a request. */
export const EXACT_UP_TO = 200;
/** How often a batched key's local hits are added to the shared row. */
export const FLUSH_MS = 100;

type Batched = {
  total: number;
  pending: number;
  windowEnds: number;
  flushing: boolean;
  /** When the total was last read from the shared row. */
  syncedAt: number;
};

export function databaseRateLimitStore(db: Executor) {
  let hits = 0;

  async function sweep(): Promise<void> {
    await queryRows(
      db,
      sql`delete from rate_limits where window_ends < now() - interval '1 minute'`,
    );
  }

  async function count(key: string, timeWindowMs: number, add = 1): Promise<Answer> {
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`insert into rate_limits as r (key, hits, window_ends)
          values (${key}, ${add}, now() + ${timeWindowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when r.window_ends <= now() then ${add} else r.hits + ${add} end,
            window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
          returning r.hits, greatest(0, ceil(extract(epoch from r.window_ends - now()) * 1000))::int as ttl`,
    );
    return { current: Number(row!.hits), ttl: Number(row!.ttl) };
  }

  async function peek(key: string): Promise<Answer> {
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`select hits, greatest(0, ceil(extract(epoch from window_ends - now()) * 1000))::int as ttl
          from rate_limits where key = ${key} and window_ends > now()`,
    );
    return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  const batched = new Map<string, Batched>();

  /** Adds a batched key's local hits to its shared row and takes the total back. */
  function flush(key: string, timeWindowMs: number): void {
    const state = batched.get(key);
    if (!state || state.flushing || state.pending === 0) return;
    state.flushing = true;
    const add = state.pending;
    state.pending = 0;
    count(key, timeWindowMs, add).then(
      (answer) => {
        state.total = answer.current;
        state.windowEnds = Date.now() + answer.ttl;
        state.syncedAt = Date.now();
        state.flushing = false;
        if (state.pending > 0) setTimeout(() => flush(key, timeWindowMs), FLUSH_MS).unref();
      },
      () => {
        state.pending += add;
        state.flushing = false;
      },
    );
  }

  /**
   * A hit of a batched key: answered from the shared total plus this process's hits since, when
   * that total is at most FLUSH_MS old; else (the key was quiet here) counted in the shared row at
   * once, which reads the others' hits too, so a process is never more than FLUSH_MS behind.
   */
  async function countBatched(key: string, timeWindowMs: number): Promise<Answer> {
    const now = Date.now();
    let state = batched.get(key);
    if (!state || state.windowEnds <= now) {
      state = { total: 0, pending: 0, windowEnds: 0, flushing: false, syncedAt: 0 };
      batched.set(key, state);
      if (batched.size > 50_000)
        for (const [k, v] of batched) if (v.windowEnds <= now) batched.delete(k);
    }
    if (!state.flushing && now - state.syncedAt > FLUSH_MS) {
      state.flushing = true;
      const add = state.pending + 1;
      state.pending = 0;
      try {
        const answer = await count(key, timeWindowMs, add);
        state.total = answer.current;
        state.windowEnds = Date.now() + answer.ttl;
        state.syncedAt = Date.now();
        return answer;
      } finally {
        state.flushing = false;
        if (state.pending > 0) setTimeout(() => flush(key, timeWindowMs), FLUSH_MS).unref();
      }
    }
    state.pending += 1;
    if (!state.flushing && state.pending === 1)
      setTimeout(() => flush(key, timeWindowMs), FLUSH_MS).unref();
    return { current: state.total + state.pending, ttl: Math.max(0, state.windowEnds - now) };
  }

  class DatabaseStore {
    /** The plugin passes its options at registration; a route's child passes its scope. */
    private readonly scope: string;
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : '';
    }

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) void sweep().catch(() => undefined);
      if (max !== undefined && max > EXACT_UP_TO) {
        countBatched(`${this.scope}|${key}`, timeWindow).then(
          (answer) => callback(null, answer),
          (error: Error) => callback(error),
        );
        return;
      }
      count(`${this.scope}|${key}`, timeWindow).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peek(`${this.scope}|${key}`).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path?: string }): DatabaseStore {
      const route = routeOptions.routeInfo;
      return new DatabaseStore(`${route?.method ?? ''} ${route?.url ?? routeOptions.path ?? ''}`);
    }
  }
  return DatabaseStore;
}
