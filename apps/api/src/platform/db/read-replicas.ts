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

/** Where a replica is: its replayed WAL position (null when it is not a standby: never behind). */
const REPLICA_POSITION = `
  select case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as replayed`;

/** A WAL position ('16/B374D848') as a number, for comparing. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * How far behind the primary one replica is, in time, from what each check sees: the primary's
 * position, then the replica's replayed position. A replica that has replayed past the primary's
 * position of this check is not behind at all. Otherwise its lag is the time since the last check
 * whose primary position it has since replayed (so to the check interval's precision): a replica
 * that keeps up with a busy primary stays within one interval, one that stopped replaying falls
 * behind by the clock. (The age of the last replayed commit is not a lag: a primary whose WAL grows
 * without commits, in a long transaction or a bulk load, would make every replica look behind.)
 */
export function replicaLagTracker() {
  let pending: { lsn: bigint; at: number } | null = null;
  let caughtUpAt: number | null = null;
  return {
    /** The lag in ms after this check; null while it is not known yet (the first check). */
    update(primary: string, replayed: string | null, now: number): number | null {
      const position = lsnValue(primary);
      if (replayed === null) return 0;
      const at = lsnValue(replayed);
      if (at >= position) {
        caughtUpAt = now;
        pending = { lsn: position, at: now };
        return 0;
      }
      if (pending && at >= pending.lsn) caughtUpAt = pending.at;
      if (!pending || at >= pending.lsn) pending = { lsn: position, at: now };
      return caughtUpAt === null ? null : now - caughtUpAt;
    },
  };
}

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
      lag: replicaLagTracker(),
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
          const { rows } = await replica.database.rawQuery(REPLICA_POSITION, []);
          const replayed = (rows[0] as { replayed: string | null }).replayed;
          const lagMs = replica.lag.update(position, replayed, Date.now());
          setState(replica, {
            location: replica.state.location,
            // not known yet (the first check, behind the primary): not read from until it is
            state: lagMs === null ? 'unchecked' : lagMs > options.maxLagMs ? 'lagging' : 'ok',
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
