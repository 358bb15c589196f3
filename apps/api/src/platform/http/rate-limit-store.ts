import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

/**
 * A @fastify/rate-limit store in the database (migration 0046, an UNLOGGED table): every process
 * on one database counts in the same rows, so N web processes keep one limit, not N. One statement
 * a limited request: an upsert that opens a window, counts within it, or starts a new one when it
 * has ended, answering the count and the time left. Each route counts apart (its method and
 * address are part of the key), as the plugin's own stores do. Ended windows are swept now and
 * then by the same process.
 */
type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;
type RouteOptions = { routeInfo?: { method?: string; url?: string } };

/** Rows whose window ended this long ago are removed (a sweep runs once per this many hits). */
const SWEEP_EVERY = 1_000;

export function databaseRateLimitStore(db: Executor) {
  let hits = 0;

  async function sweep(): Promise<void> {
    await queryRows(
      db,
      sql`delete from rate_limits where window_ends < now() - interval '1 minute'`,
    );
  }

  async function count(key: string, timeWindowMs: number): Promise<Answer> {
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`insert into rate_limits as r (key, hits, window_ends)
          values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when r.window_ends <= now() then 1 else r.hits + 1 end,
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

  class DatabaseStore {
    /** The plugin passes its options at registration; a route's child passes its scope. */
    private readonly scope: string;
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) void sweep().catch(() => undefined);
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
