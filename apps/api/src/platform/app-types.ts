import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ReadRouting } from './db/read-replicas';
import type { Jobs } from './jobs';

/** The Fastify instance with zod schemas as its type provider: route handlers get typed input. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature module may use: the database, the clock, the configuration and the job queue. */
export type Deps = {
  database: Database;
  clock: Clock;
  config: Config;
  jobs: Jobs;
  /** Read replicas (DATABASE_READ_URL); unset or without replicas, reads use `database`. */
  reads?: ReadRouting;
};

/**
 * The database for read-only paths that may lag a moment (public checks, reports, exports, lists):
 * a replica when there is a healthy one, else the primary. Never for a path that must see its own
 * writes (a purchase's result, a form just saved): those use `deps.database`.
 */
export function readDatabase(deps: Pick<Deps, 'database' | 'reads'>): Database {
  return deps.reads?.database ?? deps.database;
}
