import type { Logger } from 'pino';
import { openDatabase, redactUrl, type Database, type Db } from './database';

/** One replica as the last health check saw it. */
export type ReplicaState = {
  location: string;
  state: 'ok' | 'down' | 'lagging' | 'unchecked';
  /** How far behind the primary it was (0: it had replayed everything), null when down. */
  lagMs: number | null;
};

export type ReadStatus = { reads: 'primary' | 'replica'; replicas: ReplicaState[] };

export type ReadRouting = {
  /**
   * The database for read-only paths that may be a moment behind (the public checks, reports,
   * exports, lists): a healthy replica (round robin), else the primary. Same shape as the primary.
   */
  database: Database;
  status(): ReadStatus;
  /** Checks every replica now (otherwise every `checkIntervalMs`). */
  check(): Promise<void>;
  close(): Promise<void>;
};

export type ReadRoutingOptions = {
  urls: string[];
  poolMax: number;
  /** A replica further behind than this is not read from until it catches up. */
  maxLagMs: number;
  checkIntervalMs?: number;
  logger?: Pick<Logger, 'warn' | 'info'>;
};

/** The name our replica connections carry (pg_stat_activity.application_name). */
export const READ_APPLICATION_NAME = 'toll-read';

/**
 * Primary position first, then each replica's replayed position: a replica that has replayed past
 * it is not behind at all (also when the primary is idle); otherwise its lag is the age of the last
 * transaction it replayed. A replica whose WAL receiver has stopped falls behind like any other.
 */
const REPLICA_LAG = `
  select pg_is_in_recovery() as standby,
    case when not pg_is_in_recovery() then 0
         when pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0 then 0
         else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 1e9)
    end::float8 as "lagMs"`;

function withApplicationName(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('application_name'))
    parsed.searchParams.set('application_name', READ_APPLICATION_NAME);
  return parsed.toString();
}

/** Errors that mean the server is unreachable or going away (not a fault of the query). */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    /^(08|57P)/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'].includes(
      code,
    ) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(
      (error as Error | null)?.message ?? '',
    )
  );
}

/**
 * Read replicas (DATABASE_READ_URL): PostgreSQL streaming replicas of the primary, checked every
 * second. Reads go to the healthy ones in turn; none healthy (down, or lagging past
 * DATABASE_READ_MAX_LAG_MS) sends reads to the primary, and a replica failing mid-query is marked
 * down and the query retried on the primary. Without replicas the primary itself is returned.
 */
export async function openReadRouting(
  primary: Database,
  options: ReadRoutingOptions,
): Promise<ReadRouting> {
  if (options.urls.length === 0)
    return {
      database: primary,
      status: () => ({ reads: 'primary', replicas: [] }),
      check: async () => undefined,
      close: async () => undefined,
    };
  const replicas = await Promise.all(
    options.urls.map(async (url) => ({
      database: await openDatabase({
        kind: 'postgres',
        url: withApplicationName(url),
        poolMax: options.poolMax,
      }),
      state: {
        location: redactUrl(url),
        state: 'unchecked',
        lagMs: null,
      } as ReplicaState,
    })),
  );
  let next = 0;
  const healthy = () => replicas.filter((r) => r.state.state === 'ok');
  const pick = () => {
    const ok = healthy();
    if (ok.length === 0) return null;
    next = (next + 1) % ok.length;
    return ok[next]!;
  };
  const setState = (replica: (typeof replicas)[number], state: ReplicaState) => {
    if (state.state !== replica.state.state)
      options.logger?.[state.state === 'ok' ? 'info' : 'warn'](
        { replica: state.location, state: state.state, lagMs: state.lagMs },
        'read replica state changed',
      );
    replica.state = state;
  };

  async function check() {
    let position: string;
    try {
      const { rows } = await primary.rawQuery('select pg_current_wal_lsn()::text as lsn', []);
      position = (rows[0] as { lsn: string }).lsn;
    } catch {
      return; // The primary's own readiness is /readyz's business; keep the last verdicts.
    }
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const { rows } = await replica.database.rawQuery(REPLICA_LAG, [position]);
          const lagMs = Math.round((rows[0] as { lagMs: number }).lagMs);
          setState(replica, {
            location: replica.state.location,
            state: lagMs > options.maxLagMs ? 'lagging' : 'ok',
            lagMs,
          });
        } catch {
          setState(replica, { location: replica.state.location, state: 'down', lagMs: null });
        }
      }),
    );
  }

  /** Runs a read on a replica; a replica that fails to answer is marked down, the primary answers. */
  async function read<T>(fn: (database: Database) => Promise<T>): Promise<T> {
    const replica = pick();
    if (!replica) return fn(primary);
    try {
      return await fn(replica.database);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      setState(replica, { location: replica.state.location, state: 'down', lagMs: null });
      return fn(primary);
    }
  }

  // Drizzle's query builder for reads: each use takes the current choice (its methods bound to it).
  const db = new Proxy({} as Db, {
    get(_target, property) {
      const target = (pick()?.database ?? primary).db;
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });

  await check();
  const timer = setInterval(() => void check(), options.checkIntervalMs ?? 1000);
  timer.unref();

  return {
    database: {
      kind: 'postgres',
      db,
      url: primary.url,
      location: replicas.map((r) => r.state.location).join(', '),
      ping: () => read((d) => d.ping()),
      close: async () => undefined,
      poolStats: () => {
        const all = replicas.map((r) => r.database.poolStats());
        const sum = (key: keyof (typeof all)[number]) => all.reduce((n, s) => n + s[key], 0);
        return { total: sum('total'), idle: sum('idle'), waiting: sum('waiting'), max: sum('max') };
      },
      preparedQuery: <T>(name: string, text: string, values: unknown[]) =>
        read((d) => d.preparedQuery<T>(name, text, values)),
      rawQuery: (text, values) => read((d) => d.rawQuery(text, values)),
      withSession: (fn) => primary.withSession(fn),
    },
    status: () => ({
      reads: healthy().length > 0 ? 'replica' : 'primary',
      replicas: replicas.map((r) => r.state),
    }),
    check,
    close: async () => {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.database.close()));
    },
  };
}
