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
export type Deps = { database: Database; clock: Clock; config: Config; jobs: Jobs };
